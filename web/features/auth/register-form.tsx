import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { flushSync } from 'react-dom';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { RegistrationInfo } from '#contract/auth.ts';
import { TextField, EmailField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { ApiError, ErrorType, REGISTRATION_FAILED_MESSAGE } from '#web/lib/errors.ts';
import { fieldErrorsOf, showSubmitError } from '#web/lib/form-errors.ts';
import { leaveApp } from '#web/lib/leave-app.ts';
import { localCurrency } from '#web/lib/local-currency.ts';
import { deviceTimeZone } from '#web/lib/venue-time.ts';
import { authMessages } from '#web/lib/i18n/locales/en/auth.ts';
import { useKnownMessage } from '#web/lib/i18n/use-known-message.ts';
import { homePath } from '#web/lib/stores/auth.ts';
import { usePlans } from './api/get-plans.ts';
import { useRegister } from './api/register.ts';
import { PlanPicker } from './components/plan-picker.tsx';
import { VenueFields } from './components/venue-fields.tsx';
import { REGISTER_FIELDS, registerForm, toRegisterBody } from './register-form-schema.ts';
import type { RegisterFormInput, RegisterFormOutput } from './register-form-schema.ts';

interface RegisterFormProps {
  registration: RegistrationInfo;
  /** From the waiting-list approval link (/register?email=…). */
  initialEmail: string;
}

export function RegisterForm({ registration, initialEmail }: RegisterFormProps) {
  const t = useStore(authMessages);
  const known = useKnownMessage();
  const navigate = useNavigate();
  const signUp = useRegister();
  const plans = usePlans({ enabled: registration.payments });
  const inviteOnly = registration.mode === 'invite';
  const proposedCurrency = localCurrency();
  const timeZone = deviceTimeZone();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormInput, unknown, RegisterFormOutput>({
    resolver: zodResolver(registerForm),
    defaultValues: {
      name: '',
      email: initialEmail,
      password: '',
      // An approved email comes with the link; anyone else needs a code when invite-only.
      venue: inviteOnly && !initialEmail ? 'join' : 'create',
      locationName: '',
      // Proposed from this browser, shown and changeable: never USD and UTC silently.
      locationCurrency: proposedCurrency,
      locationTimezone: timeZone,
      inviteCode: '',
      priceId: '',
    },
  });
  const venue = useWatch({ control, name: 'venue' });

  function handleFailure(error: unknown): void {
    if (error instanceof ApiError && error.type === ErrorType.CONFLICT) {
      // The email already has an account.
      setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
      return;
    }
    // Invite-only and neither a code nor an approved email: the server refuses (403); its
    // words belong on the invite code field, which must be on screen to be seen.
    const codeNeeded =
      inviteOnly && error instanceof ApiError && error.type === ErrorType.FORBIDDEN;
    const codeRefused = fieldErrorsOf(error).some((detail) => detail.path === 'inviteCode');
    if (codeNeeded || codeRefused) flushSync(() => setValue('venue', 'join'));
    if (codeNeeded) {
      setError('inviteCode', { type: 'server', message: error.message }, { shouldFocus: true });
      return;
    }
    showSubmitError(error, setError, REGISTER_FIELDS, REGISTRATION_FAILED_MESSAGE);
  }

  const onSubmit = handleSubmit(async (form) => {
    const body = toRegisterBody(form);
    try {
      const answer = await signUp.mutateAsync(body);
      if (body.priceId && answer.checkout_url) {
        leaveApp(answer.checkout_url);
        return;
      }
      await navigate(homePath(answer.user.locations), { replace: true });
    } catch (error) {
      handleFailure(error);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {errors.root?.server && <FormAlert>{known(errors.root.server.message)}</FormAlert>}
      <TextField
        label={t.yourName}
        autoComplete="name"
        error={known(errors.name?.message)}
        {...register('name')}
      />
      <EmailField label={t.email} error={known(errors.email?.message)} {...register('email')} />
      <PasswordField
        label={t.password}
        autoComplete="new-password"
        hint={t.passwordHint}
        error={known(errors.password?.message)}
        {...register('password')}
      />
      <VenueFields
        choice={venue}
        proposedCurrency={proposedCurrency}
        timeZone={timeZone}
        register={register}
        errors={errors}
        inviteOnly={inviteOnly}
      />
      {registration.payments && (
        <PlanPicker
          plans={plans}
          field={register('priceId')}
          error={known(errors.priceId?.message)}
        />
      )}
      <SubmitButton pending={isSubmitting} pendingLabel={t.creatingAccount} className="w-full">
        {t.createAccount}
      </SubmitButton>
    </form>
  );
}
