import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { redeemInviteBody } from '../../../contract/auth.ts';
import { TEXT_LINK_CLASS } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Page } from '../../components/ui/page.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { ApiError, REDEEM_INVITE_FAILED_MESSAGE } from '../../lib/errors.ts';
import { failureMessage, fieldErrorsOf, showSubmitError } from '../../lib/form-errors.ts';
import { useRedeemInvite } from './api/redeem-invite.ts';

/** A 4xx that names no field is still about the code ("expired", "used up"). */
function isAboutTheCode(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status !== undefined &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 429 &&
    fieldErrorsOf(error).length === 0
  );
}

export function JoinLocationScreen() {
  const navigate = useNavigate();
  // A join link (`/join-location?code=…`) from the settings of the inviting location.
  const [searchParams] = useSearchParams();
  const redeem = useRedeemInvite();
  const [alreadyMember, setAlreadyMember] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(redeemInviteBody),
    defaultValues: { inviteCode: searchParams.get('code')?.trim() ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setAlreadyMember(false);
    try {
      const joined = await redeem.mutateAsync(values);
      const location = joined[0];
      if (location) await navigate(`/dashboard/${location.id}`);
      else setAlreadyMember(true);
    } catch (error) {
      if (isAboutTheCode(error)) {
        const message = failureMessage(error, REDEEM_INVITE_FAILED_MESSAGE);
        setError('inviteCode', { type: 'server', message }, { shouldFocus: true });
        return;
      }
      showSubmitError(error, setError, ['inviteCode'], REDEEM_INVITE_FAILED_MESSAGE);
    }
  });

  return (
    <Page
      title="Join a location"
      description="Enter the invite code a manager gave you to join their venue's team."
    >
      <form noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
        {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
        {alreadyMember && (
          <FormAlert tone="success">
            <p>You already belong to the location of this code: nothing has changed.</p>
            <Link to="/dashboard" className={TEXT_LINK_CLASS}>
              See your locations
            </Link>
          </FormAlert>
        )}
        <TextField
          label="Invite code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint="10 letters and digits, for example K7M2PQ9XHT. Capitals or not, either works."
          error={errors.inviteCode?.message}
          {...register('inviteCode')}
        />
        <SubmitButton pending={isSubmitting} pendingLabel="Joining…" className="self-start">
          Join the location
        </SubmitButton>
      </form>
    </Page>
  );
}
