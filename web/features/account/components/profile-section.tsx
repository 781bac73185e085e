import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { updateUserBody } from '#contract/auth.ts';
import type { UpdateUserBody, User } from '#contract/auth.ts';
import { TextField, EmailField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Section } from '#web/components/ui/page.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { ApiError, ErrorType } from '#web/lib/errors.ts';
import { showSubmitError } from '#web/lib/form-errors.ts';
import { accountMessages } from '#web/lib/i18n/locales/en/account.ts';
import { useKnownMessage } from '#web/lib/i18n/use-known-message.ts';
import { useUpdateUser } from '../api/update-user.ts';

interface ProfileValues {
  name: string;
  email: string;
  current_password: string;
}

const FIELDS = ['name', 'email', 'current_password'] as const;

function emailChanged(email: string, user: User): boolean {
  return email.trim().toLowerCase() !== user.email.toLowerCase();
}

/** Only what changed goes to the server; the current password only with a new email. */
function profileChanges(values: ProfileValues, user: User) {
  const newEmail = emailChanged(values.email, user);
  return {
    ...(values.name.trim() !== user.name ? { name: values.name } : {}),
    ...(newEmail ? { email: values.email } : {}),
    ...(newEmail && values.current_password ? { current_password: values.current_password } : {}),
  };
}

const bodyResolver = zodResolver(updateUserBody);

/**
 * Validates the changes with the contract's `updateUserBody` — the schema the server uses —
 * and hands the submit handler the request body itself.
 */
function profileResolver(user: User): Resolver<ProfileValues, unknown, UpdateUserBody> {
  return (values, context, options) =>
    bodyResolver(
      profileChanges(values, user),
      context,
      options as unknown as Parameters<typeof bodyResolver>[2],
    ) as ReturnType<Resolver<ProfileValues, unknown, UpdateUserBody>>;
}

export function ProfileSection({ user }: { user: User }) {
  const t = useStore(accountMessages);
  const known = useKnownMessage();
  const updateUser = useUpdateUser();
  const [saved, setSaved] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues, unknown, UpdateUserBody>({
    resolver: profileResolver(user),
    defaultValues: { name: user.name, email: user.email, current_password: '' },
  });
  const email = useWatch({ control, name: 'email' });

  const onSubmit = handleSubmit(async (body) => {
    setSaved(false);
    if (body.name === undefined && body.email === undefined) {
      setSaved(true);
      return;
    }
    try {
      const updated = await updateUser.mutateAsync(body);
      reset({ name: updated.name, email: updated.email, current_password: '' });
      setSaved(true);
    } catch (error) {
      // 409: the new email belongs to another account.
      if (error instanceof ApiError && error.type === ErrorType.CONFLICT) {
        setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      showSubmitError(error, setError, FIELDS, t.profileSaveFailed);
    }
  });

  return (
    <Section title={t.profile} description={t.profileDescription}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {errors.root?.server && <FormAlert>{known(errors.root.server.message)}</FormAlert>}
        {saved && <FormAlert tone="success">{t.profileSaved}</FormAlert>}
        <TextField
          label={t.name}
          autoComplete="name"
          error={known(errors.name?.message)}
          {...register('name')}
        />
        <EmailField label={t.email} error={known(errors.email?.message)} {...register('email')} />
        {emailChanged(email, user) && (
          <PasswordField
            label={t.currentPassword}
            autoComplete="current-password"
            hint={t.confirmItIsYou}
            error={known(errors.current_password?.message)}
            {...register('current_password')}
          />
        )}
        <SubmitButton pending={isSubmitting} pendingLabel={t.saving} className="self-start">
          {t.saveProfile}
        </SubmitButton>
      </form>
    </Section>
  );
}
