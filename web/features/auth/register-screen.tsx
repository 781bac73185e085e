import { Link, Navigate, useSearchParams } from 'react-router';
import { Button, TEXT_LINK_CLASS } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Page } from '../../components/ui/page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { failureMessage } from '../../lib/form-errors.ts';
import { useRegistrationInfo } from './api/get-registration-info.ts';
import { RegisterForm } from './register-form.tsx';

/**
 * Sign-up. What it may offer comes from the server first: open, by invitation, or closed —
 * then the waiting list takes over.
 */
export function RegisterScreen() {
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email')?.trim() ?? '';
  const registration = useRegistrationInfo();

  if (registration.data?.mode === 'closed') {
    const query = email ? `?${new URLSearchParams({ email }).toString()}` : '';
    return <Navigate to={`/waiting-list${query}`} replace />;
  }

  return (
    <Page
      width="narrow"
      title="Create an account"
      description="Create your account and your first venue, or join a team with an invite code."
    >
      {registration.isPending && <Spinner />}
      {registration.isError && (
        <FormAlert>
          <p>{failureMessage(registration.error, 'Sign-up could not be loaded.')}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void registration.refetch()}>
            Try again
          </Button>
        </FormAlert>
      )}
      {registration.data && <RegisterForm registration={registration.data} initialEmail={email} />}
      <ul className="flex flex-wrap justify-between gap-x-6">
        <li>
          <Link to="/login" className={TEXT_LINK_CLASS}>
            Already have an account? Sign in
          </Link>
        </li>
        <li>
          <Link to="/waiting-list" className={TEXT_LINK_CLASS}>
            Join the waiting list
          </Link>
        </li>
      </ul>
    </Page>
  );
}
