import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { LoginBody } from '../../../contract/auth.ts';
import { TEXT_LINK_CLASS } from '../../components/ui/button.tsx';
import { EmailField } from '../../components/ui/field.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Page } from '../../components/ui/page.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { LOGIN_FAILED_MESSAGE } from '../../lib/errors.ts';
import { showSubmitError } from '../../lib/form-errors.ts';
import { lazyResolver } from '../../lib/lazy-resolver.ts';
import { homePath } from '../../lib/stores/auth.ts';
import { useLogin } from './api/login.ts';

const FIELDS = ['email', 'password'] as const;

// The page a phone opens most: its fields show before zod and the schema have loaded.
const validation = lazyResolver<LoginBody>(() =>
  import('./login-form-schema.ts').then((module) => module.loginResolver),
);

export function LoginScreen() {
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
    <Page
      width="narrow"
      title="Sign in"
      description="Sign in with your email and password to count stock, order and cost recipes."
    >
      <form
        noValidate
        onSubmit={onSubmit}
        onFocus={validation.preload}
        className="flex flex-col gap-4"
      >
        {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
        <EmailField error={errors.email?.message} {...register('email')} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <SubmitButton pending={isSubmitting} pendingLabel="Signing in…" className="w-full">
          Sign in
        </SubmitButton>
      </form>
      <ul className="flex flex-wrap justify-between gap-x-6">
        <li>
          <Link to="/forgot-password" className={TEXT_LINK_CLASS}>
            Forgot your password?
          </Link>
        </li>
        <li>
          <Link to="/register" className={TEXT_LINK_CLASS}>
            Create an account
          </Link>
        </li>
      </ul>
    </Page>
  );
}
