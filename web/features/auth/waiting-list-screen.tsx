import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { waitingListBody } from '#contract/auth.ts';
import type { WaitingListBody } from '#contract/auth.ts';
import { TEXT_LINK_CLASS } from '#web/components/ui/button.tsx';
import { TextAreaField, TextField, EmailField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Page } from '#web/components/ui/page.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { showSubmitError } from '#web/lib/form-errors.ts';
import { authMessages } from '#web/lib/i18n/locales/en/auth.ts';
import { useKnownMessage } from '#web/lib/i18n/use-known-message.ts';
import { useJoinWaitingList } from './api/join-waiting-list.ts';

const FIELDS = ['email', 'name', 'venue_name', 'note'] as const;

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
  const t = useStore(authMessages);
  const known = useKnownMessage();
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
      showSubmitError(error, setError, FIELDS, t.joinFailed);
    }
  });

  if (joined) {
    return (
      <Page width="narrow" title={t.onTheList}>
        <FormAlert tone="success">
          <p>{t.onTheListText}</p>
        </FormAlert>
        <Link to="/" className={TEXT_LINK_CLASS}>
          {t.backHome}
        </Link>
      </Page>
    );
  }

  return (
    <Page width="narrow" title={t.joinWaitingList} description={t.waitingListDescription}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {errors.root?.server && <FormAlert>{known(errors.root.server.message)}</FormAlert>}
        <EmailField label={t.email} error={known(errors.email?.message)} {...register('email')} />
        <TextField
          label={t.yourName}
          optional
          autoComplete="name"
          error={known(errors.name?.message)}
          {...register('name')}
        />
        <TextField
          label={t.venueName}
          optional
          autoComplete="organization"
          error={known(errors.venue_name?.message)}
          {...register('venue_name')}
        />
        <TextAreaField
          label={t.anythingToKnow}
          optional
          hint={t.anythingToKnowHint}
          error={known(errors.note?.message)}
          {...register('note')}
        />
        <SubmitButton pending={isSubmitting} pendingLabel={t.sending} className="w-full">
          {t.joinWaitingList}
        </SubmitButton>
      </form>
      <p>
        <Link to="/login" className={TEXT_LINK_CLASS}>
          {t.haveAccount}
        </Link>
      </p>
    </Page>
  );
}
