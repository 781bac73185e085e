import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { redeemInviteBody } from '#contract/auth.ts';
import { TEXT_LINK_CLASS } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Page } from '#web/components/ui/page.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { ApiError, REDEEM_INVITE_FAILED_MESSAGE } from '#web/lib/errors.ts';
import { failureMessage, fieldErrorsOf, showSubmitError } from '#web/lib/form-errors.ts';
import { locationsMessages } from '#web/lib/i18n/locales/en/locations.ts';
import { useKnownMessage } from '#web/lib/i18n/use-known-message.ts';
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
  const t = useStore(locationsMessages);
  const known = useKnownMessage();
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
    <Page title={t.joinTitle} description={t.joinDescription}>
      <form noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
        {errors.root?.server && <FormAlert>{known(errors.root.server.message)}</FormAlert>}
        {alreadyMember && (
          <FormAlert tone="success">
            <p>{t.alreadyMember}</p>
            <Link to="/dashboard" className={TEXT_LINK_CLASS}>
              {t.seeYourLocations}
            </Link>
          </FormAlert>
        )}
        <TextField
          label={t.inviteCode}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint={t.inviteCodeHint}
          error={known(errors.inviteCode?.message)}
          {...register('inviteCode')}
        />
        <SubmitButton pending={isSubmitting} pendingLabel={t.joining} className="self-start">
          {t.joinLocation}
        </SubmitButton>
      </form>
    </Page>
  );
}
