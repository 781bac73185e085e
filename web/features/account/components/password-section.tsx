import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { newPassword } from '#contract/auth.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Section } from '#web/components/ui/page.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { showSubmitError } from '#web/lib/form-errors.ts';
import { accountMessages } from '#web/lib/i18n/locales/en/account.ts';
import { KNOWN_ENGLISH } from '#web/lib/i18n/locales/en/known.ts';
import { useKnownMessage } from '#web/lib/i18n/use-known-message.ts';
import { useUpdateUser } from '../api/update-user.ts';

/** The contract's password rules (`updateUserBody`), plus a form-only second typing. */
const passwordChangeForm = z
  .object({
    current_password: z.string().min(1, KNOWN_ENGLISH.enterCurrentPassword).max(1024),
    new_password: newPassword,
    confirm_password: z.string(),
  })
  .refine((form) => form.new_password === form.confirm_password, {
    message: KNOWN_ENGLISH.passwordsDoNotMatch,
    path: ['confirm_password'],
  });

const FIELDS = ['current_password', 'new_password'] as const;

export function PasswordSection() {
  const t = useStore(accountMessages);
  const known = useKnownMessage();
  const updateUser = useUpdateUser();
  const [changed, setChanged] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(passwordChangeForm),
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  });

  const onSubmit = handleSubmit(async ({ current_password, new_password }) => {
    setChanged(false);
    try {
      await updateUser.mutateAsync({ current_password, new_password });
      reset();
      setChanged(true);
    } catch (error) {
      showSubmitError(error, setError, FIELDS, t.passwordChangeFailed);
    }
  });

  return (
    <Section title={t.password} description={t.passwordDescription}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {errors.root?.server && <FormAlert>{known(errors.root.server.message)}</FormAlert>}
        {changed && <FormAlert tone="success">{t.passwordChanged}</FormAlert>}
        <PasswordField
          label={t.currentPassword}
          autoComplete="current-password"
          error={known(errors.current_password?.message)}
          {...register('current_password')}
        />
        <PasswordField
          label={t.newPassword}
          autoComplete="new-password"
          hint={t.newPasswordHint}
          error={known(errors.new_password?.message)}
          {...register('new_password')}
        />
        <PasswordField
          label={t.newPasswordAgain}
          autoComplete="new-password"
          error={known(errors.confirm_password?.message)}
          {...register('confirm_password')}
        />
        <SubmitButton pending={isSubmitting} pendingLabel={t.changing} className="self-start">
          {t.changePassword}
        </SubmitButton>
      </form>
    </Section>
  );
}
