import { useStore } from '@nanostores/react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { LoginBody } from '#contract/auth.ts';
import { TEXT_LINK_CLASS } from '#web/components/ui/button.tsx';
import { EmailField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Page } from '#web/components/ui/page.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { LOGIN_FAILED_MESSAGE } from '#web/lib/errors.ts';
import { showSubmitError } from '#web/lib/form-errors.ts';
import { authMessages } from '#web/lib/i18n/locales/en/auth.ts';
import { useKnownMessage } from '#web/lib/i18n/use-known-message.ts';
import { lazyResolver } from '#web/lib/lazy-resolver.ts';
import { homePath } from '#web/lib/stores/auth.ts';
import { useLogin } from './api/login.ts';

const FIELDS = ['email', 'password'] as const;

// The page a phone opens most: its fields show before zod and the schema have loaded.
const validation = lazyResolver<LoginBody>(() =>
  import('./login-form-schema.ts').then((module) => module.loginResolver),
);

export function LoginScreen() {
  const t = useStore(authMessages);
  const known = useKnownMessage();
  const navigate = useNavigate();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({
    resolver: validation.resolver,
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await login.mutateAsync(values);
      await navigate(homePath(answer.user.locations), { replace: true });
    } catch (error) {
      showSubmitError(error, setError, FIELDS, LOGIN_FAILED_MESSAGE);
    }
  });

  return (
    <Page width="narrow" title={t.signIn} description={t.signInDescription}>
      <form
        noValidate
        onSubmit={onSubmit}
        onFocus={validation.preload}
        className="flex flex-col gap-4"
      >
        {errors.root?.server && <FormAlert>{known(errors.root.server.message)}</FormAlert>}
        <EmailField label={t.email} error={known(errors.email?.message)} {...register('email')} />
        <PasswordField
          label={t.password}
          autoComplete="current-password"
          error={known(errors.password?.message)}
          {...register('password')}
        />
        <SubmitButton pending={isSubmitting} pendingLabel={t.signingIn} className="w-full">
          {t.signIn}
        </SubmitButton>
      </form>
      <ul className="flex flex-wrap justify-between gap-x-6">
        <li>
          <Link to="/forgot-password" className={TEXT_LINK_CLASS}>
            {t.forgotPassword}
          </Link>
        </li>
        <li>
          <Link to="/register" className={TEXT_LINK_CLASS}>
            {t.createAccountLink}
          </Link>
        </li>
      </ul>
    </Page>
  );
}
