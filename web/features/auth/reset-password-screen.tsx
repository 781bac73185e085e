import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { resetPasswordConfirmBody } from '../../../contract/auth.ts';
import { TEXT_LINK_CLASS, buttonClass } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Page } from '../../components/ui/page.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { RESET_PASSWORD_FAILED_MESSAGE } from '../../lib/errors.ts';
import { showSubmitError } from '../../lib/form-errors.ts';
import { useConfirmPasswordReset } from './api/confirm-password-reset.ts';

/** The contract's password rule, typed twice: a form-only check that both agree. */
const newPasswordForm = resetPasswordConfirmBody
  .pick({ password: true })
  .extend({ confirm: z.string() })
  .refine((form) => form.password === form.confirm, {
    message: 'The two passwords do not match',
    path: ['confirm'],
  });

const TITLE = 'Choose a new password';

export function ResetPasswordScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [done, setDone] = useState(false);

  if (!token) {
    return (
      <Page width="narrow" title={TITLE}>
        <FormAlert>
          <p>
            This page needs the link from your password reset email, and this address has no reset
            code in it. Open the link from the email again, or ask for a new one.
          </p>
        </FormAlert>
        <Link to="/forgot-password" className={buttonClass('primary', 'self-start')}>
          Ask for a new link
        </Link>
      </Page>
    );
  }

  if (done) {
    return (
      <Page width="narrow" title="Password changed">
        <FormAlert tone="success">
          <p>
            Your new password is set. For your safety, you have been signed out on every device:
            sign in again with the new password.
          </p>
        </FormAlert>
        <Link to="/login" className={buttonClass('primary', 'self-start')}>
          Sign in
        </Link>
      </Page>
    );
  }

  return <NewPasswordForm token={token} onDone={() => setDone(true)} />;
}

function NewPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
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
    <Page
      width="narrow"
      title={TITLE}
      description="Pick a password you don't use anywhere else. Your other sessions will end."
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {errors.root?.server && (
          <FormAlert>
            <p>{errors.root.server.message}</p>
            <Link to="/forgot-password" className={TEXT_LINK_CLASS}>
              Ask for a new link
            </Link>
          </FormAlert>
        )}
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint="At least 8 characters."
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="New password again"
          autoComplete="new-password"
          error={errors.confirm?.message}
          {...register('confirm')}
        />
        <SubmitButton pending={isSubmitting} pendingLabel="Saving…" className="w-full">
          Set the new password
        </SubmitButton>
      </form>
    </Page>
  );
}
