import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { resetPasswordConfirmBody } from '#contract/auth.ts';
import { TEXT_LINK_CLASS, buttonClass } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Page } from '#web/components/ui/page.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { RESET_PASSWORD_FAILED_MESSAGE } from '#web/lib/errors.ts';
import { showSubmitError } from '#web/lib/form-errors.ts';
import { authMessages } from '#web/lib/i18n/locales/en/auth.ts';
import { KNOWN_ENGLISH } from '#web/lib/i18n/locales/en/known.ts';
import { useKnownMessage } from '#web/lib/i18n/use-known-message.ts';
import { useConfirmPasswordReset } from './api/confirm-password-reset.ts';

/** The contract's password rule, typed twice: a form-only check that both agree. */
const newPasswordForm = resetPasswordConfirmBody
  .pick({ password: true })
  .extend({ confirm: z.string() })
  .refine((form) => form.password === form.confirm, {
    message: KNOWN_ENGLISH.passwordsDoNotMatch,
    path: ['confirm'],
  });

export function ResetPasswordScreen() {
  const t = useStore(authMessages);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [done, setDone] = useState(false);

  if (!token) {
    return (
      <Page width="narrow" title={t.chooseNewPassword}>
        <FormAlert>
          <p>{t.resetNeedsLink}</p>
        </FormAlert>
        <Link to="/forgot-password" className={buttonClass('primary', 'self-start')}>
          {t.askNewLink}
        </Link>
      </Page>
    );
  }

  if (done) {
    return (
      <Page width="narrow" title={t.passwordChanged}>
        <FormAlert tone="success">
          <p>{t.passwordChangedText}</p>
        </FormAlert>
        <Link to="/login" className={buttonClass('primary', 'self-start')}>
          {t.signIn}
        </Link>
      </Page>
    );
  }

  return <NewPasswordForm token={token} onDone={() => setDone(true)} />;
}

function NewPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const t = useStore(authMessages);
  const known = useKnownMessage();
  const confirmReset = useConfirmPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(newPasswordForm),
    defaultValues: { password: '', confirm: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await confirmReset.mutateAsync({ token, password });
      onDone();
    } catch (error) {
      showSubmitError(error, setError, ['password'], RESET_PASSWORD_FAILED_MESSAGE);
    }
  });

  return (
    <Page width="narrow" title={t.chooseNewPassword} description={t.newPasswordDescription}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {errors.root?.server && (
          <FormAlert>
            <p>{known(errors.root.server.message)}</p>
            <Link to="/forgot-password" className={TEXT_LINK_CLASS}>
              {t.askNewLink}
            </Link>
          </FormAlert>
        )}
        <PasswordField
          label={t.newPassword}
          autoComplete="new-password"
          hint={t.newPasswordHint}
          error={known(errors.password?.message)}
          {...register('password')}
        />
        <PasswordField
          label={t.newPasswordAgain}
          autoComplete="new-password"
          error={known(errors.confirm?.message)}
          {...register('confirm')}
        />
        <SubmitButton pending={isSubmitting} pendingLabel={t.saving} className="w-full">
          {t.setNewPassword}
        </SubmitButton>
      </form>
    </Page>
  );
}
