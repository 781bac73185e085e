import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { resetPasswordBody } from '#contract/auth.ts';
import { Button, TEXT_LINK_CLASS } from '#web/components/ui/button.tsx';
import { EmailField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Page } from '#web/components/ui/page.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { RESET_PASSWORD_FAILED_MESSAGE } from '#web/lib/errors.ts';
import { showSubmitError } from '#web/lib/form-errors.ts';
import { Interpolate } from '#web/lib/i18n/interpolate.tsx';
import { authMessages } from '#web/lib/i18n/locales/en/auth.ts';
import { useKnownMessage } from '#web/lib/i18n/use-known-message.ts';
import { useRequestPasswordReset } from './api/request-password-reset.ts';

export function ForgotPasswordScreen() {
  const t = useStore(authMessages);
  const known = useKnownMessage();
  const requestReset = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(resetPasswordBody), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await requestReset.mutateAsync(values);
      setSentTo(values.email);
    } catch (error) {
      showSubmitError(error, setError, ['email'], RESET_PASSWORD_FAILED_MESSAGE);
    }
  });

  if (sentTo !== null) {
    return (
      <Page width="narrow" title={t.checkEmail}>
        <FormAlert tone="success">
          <p className="font-medium">{t.resetLinkSent}</p>
          <p className="mt-1 text-muted">
            <Interpolate
              message={t.resetLinkHelp}
              values={{ email: <span className="font-medium break-all text-fg">{sentTo}</span> }}
            />
          </p>
        </FormAlert>
        <div className="flex flex-wrap gap-3">
          <Link to="/login" className={TEXT_LINK_CLASS}>
            {t.backToSignIn}
          </Link>
          <Button variant="secondary" onClick={() => setSentTo(null)}>
            {t.sendAgain}
          </Button>
        </div>
      </Page>
    );
  }

  return (
    <Page width="narrow" title={t.forgotPassword} description={t.forgotDescription}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {errors.root?.server && <FormAlert>{known(errors.root.server.message)}</FormAlert>}
        <EmailField label={t.email} error={known(errors.email?.message)} {...register('email')} />
        <SubmitButton pending={isSubmitting} pendingLabel={t.sending} className="w-full">
          {t.sendLink}
        </SubmitButton>
      </form>
      <p>
        <Link to="/login" className={TEXT_LINK_CLASS}>
          {t.backToSignIn}
        </Link>
      </p>
    </Page>
  );
}
