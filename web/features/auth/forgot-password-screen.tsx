import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { resetPasswordBody } from '../../../contract/auth.ts';
import { Button, TEXT_LINK_CLASS } from '../../components/ui/button.tsx';
import { EmailField } from '../../components/ui/field.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Page } from '../../components/ui/page.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { RESET_PASSWORD_FAILED_MESSAGE } from '../../lib/errors.ts';
import { showSubmitError } from '../../lib/form-errors.ts';
import { useRequestPasswordReset } from './api/request-password-reset.ts';

const RESET_LINK_SENT_MESSAGE =
  "If an account exists for that email, we've sent a link to choose a new password.";

export function ForgotPasswordScreen() {
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
      <Page width="narrow" title="Check your email">
        <FormAlert tone="success">
          <p className="font-medium">{RESET_LINK_SENT_MESSAGE}</p>
          <p className="mt-1 text-muted">
            The link works once, for 30 minutes. Nothing in the inbox of{' '}
            <span className="font-medium break-all text-fg">{sentTo}</span>? Look in the spam
            folder, or check the address and send it again.
          </p>
        </FormAlert>
        <div className="flex flex-wrap gap-3">
          <Link to="/login" className={TEXT_LINK_CLASS}>
            Back to sign in
          </Link>
          <Button variant="secondary" onClick={() => setSentTo(null)}>
            Send it again
          </Button>
        </div>
      </Page>
    );
  }

  return (
    <Page
      width="narrow"
      title="Forgot your password?"
      description="Enter your email and we will send you a link to choose a new password."
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
        <EmailField error={errors.email?.message} {...register('email')} />
        <SubmitButton pending={isSubmitting} pendingLabel="Sending…" className="w-full">
          Send the link
        </SubmitButton>
      </form>
      <p>
        <Link to="/login" className={TEXT_LINK_CLASS}>
          Back to sign in
        </Link>
      </p>
    </Page>
  );
}
