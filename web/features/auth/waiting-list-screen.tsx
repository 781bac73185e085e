import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { waitingListBody } from '../../../contract/auth.ts';
import type { WaitingListBody } from '../../../contract/auth.ts';
import { TEXT_LINK_CLASS } from '../../components/ui/button.tsx';
import { TextAreaField, TextField, EmailField } from '../../components/ui/field.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Page } from '../../components/ui/page.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { showSubmitError } from '../../lib/form-errors.ts';
import { useJoinWaitingList } from './api/join-waiting-list.ts';

const FIELDS = ['email', 'name', 'venue_name', 'note'] as const;
const JOIN_FAILED_MESSAGE = 'Could not add you to the waiting list. Please try again.';

/** Empty optional fields are left out rather than sent as "". */
function withoutBlanks(body: WaitingListBody): WaitingListBody {
  return {
    email: body.email,
    ...(body.name ? { name: body.name } : {}),
    ...(body.venue_name ? { venue_name: body.venue_name } : {}),
    ...(body.note ? { note: body.note } : {}),
  };
}

export function WaitingListScreen() {
  const [searchParams] = useSearchParams();
  const joinWaitingList = useJoinWaitingList();
  const [joined, setJoined] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(waitingListBody),
    defaultValues: {
      email: searchParams.get('email')?.trim() ?? '',
      name: '',
      venue_name: '',
      note: '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await joinWaitingList.mutateAsync(withoutBlanks(values));
      setJoined(true);
    } catch (error) {
      showSubmitError(error, setError, FIELDS, JOIN_FAILED_MESSAGE);
    }
  });

  if (joined) {
    return (
      <Page width="narrow" title="You're on the list">
        <FormAlert tone="success">
          <p>Thank you. When a place opens we will email you a link to create your account.</p>
        </FormAlert>
        <Link to="/" className={TEXT_LINK_CLASS}>
          Back to the home page
        </Link>
      </Page>
    );
  }

  return (
    <Page
      width="narrow"
      title="Join the waiting list"
      description="Leave your email and venue name, and we will send you a sign-up link when a place opens."
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
        <EmailField error={errors.email?.message} {...register('email')} />
        <TextField
          label="Your name"
          optional
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Venue name"
          optional
          autoComplete="organization"
          error={errors.venue_name?.message}
          {...register('venue_name')}
        />
        <TextAreaField
          label="Anything we should know?"
          optional
          hint="For example how many venues you run, or what you use today."
          error={errors.note?.message}
          {...register('note')}
        />
        <SubmitButton pending={isSubmitting} pendingLabel="Sending…" className="w-full">
          Join the waiting list
        </SubmitButton>
      </form>
      <p>
        <Link to="/login" className={TEXT_LINK_CLASS}>
          Already have an account? Sign in
        </Link>
      </p>
    </Page>
  );
}
