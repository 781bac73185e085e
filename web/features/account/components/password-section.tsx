import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { newPassword } from '../../../../contract/auth.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Section } from '../../../components/ui/page.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { showSubmitError } from '../../../lib/form-errors.ts';
import { useUpdateUser } from '../api/update-user.ts';

/** The contract's password rules (`updateUserBody`), plus a form-only second typing. */
const passwordChangeForm = z
  .object({
    current_password: z.string().min(1, 'Enter your current password').max(1024),
    new_password: newPassword,
    confirm_password: z.string(),
  })
  .refine((form) => form.new_password === form.confirm_password, {
    message: 'The two passwords do not match',
    path: ['confirm_password'],
  });

const FIELDS = ['current_password', 'new_password'] as const;
const CHANGE_FAILED_MESSAGE = 'Your password could not be changed. Please try again.';

export function PasswordSection() {
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
      showSubmitError(error, setError, FIELDS, CHANGE_FAILED_MESSAGE);
    }
  });

  return (
    <Section
      title="Password"
      description="Changing it signs you out everywhere else: other phones, tablets and computers."
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
        {changed && (
          <FormAlert tone="success">
            Your password is changed. Every other session has been signed out; this one stays signed
            in.
          </FormAlert>
        )}
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...register('current_password')}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint="At least 8 characters."
          error={errors.new_password?.message}
          {...register('new_password')}
        />
        <PasswordField
          label="New password again"
          autoComplete="new-password"
          error={errors.confirm_password?.message}
          {...register('confirm_password')}
        />
        <SubmitButton pending={isSubmitting} pendingLabel="Changing…" className="self-start">
          Change password
        </SubmitButton>
      </form>
    </Section>
  );
}
