import { useStore } from '@nanostores/react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Button, TEXT_LINK_CLASS } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Page } from '#web/components/ui/page.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { failureMessage } from '#web/lib/form-errors.ts';
import { authMessages } from '#web/lib/i18n/locales/en/auth.ts';
import { useKnownMessage } from '#web/lib/i18n/use-known-message.ts';
import { useRegistrationInfo } from './api/get-registration-info.ts';
import { RegisterForm } from './register-form.tsx';

/**
 * Sign-up. What it may offer comes from the server first: open, by invitation, or closed —
 * then the waiting list takes over.
 */
export function RegisterScreen() {
  const t = useStore(authMessages);
  const known = useKnownMessage();
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email')?.trim() ?? '';
  const registration = useRegistrationInfo();

  if (registration.data?.mode === 'closed') {
    const query = email ? `?${new URLSearchParams({ email }).toString()}` : '';
    return <Navigate to={`/waiting-list${query}`} replace />;
  }

  return (
    <Page width="narrow" title={t.createAccountTitle} description={t.createAccountDescription}>
      {registration.isPending && <Spinner />}
      {registration.isError && (
        <FormAlert>
          <p>{known(failureMessage(registration.error, t.signUpLoadFailed))}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void registration.refetch()}>
            {t.tryAgain}
          </Button>
        </FormAlert>
      )}
      {registration.data && <RegisterForm registration={registration.data} initialEmail={email} />}
      <ul className="flex flex-wrap justify-between gap-x-6">
        <li>
          <Link to="/login" className={TEXT_LINK_CLASS}>
            {t.haveAccount}
          </Link>
        </li>
        {/* Only by invitation: someone without a code may ask for a place instead. */}
        {registration.data?.mode === 'invite' && (
          <li>
            <Link to="/waiting-list" className={TEXT_LINK_CLASS}>
              {t.joinWaitingListLink}
            </Link>
          </li>
        )}
      </ul>
    </Page>
  );
}
