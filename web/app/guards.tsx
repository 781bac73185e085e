import { useStore } from '@nanostores/react';
import { Link, Navigate, Outlet, useLocation, useParams } from 'react-router';
import { FullPageSpinner, Spinner } from '../components/ui/spinner.tsx';
import { PlaceholderScreen } from '../components/ui/placeholder-screen.tsx';
import { uiMessages } from '../lib/i18n/locales/en/ui.ts';
import { homePath, useAuthStore } from '../lib/stores/auth.ts';

/** Screens of the §2 table: signed-in users only, everyone else to /login. */
export function RequireAuth() {
  const status = useAuthStore((state) => state.status);
  const location = useLocation();
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'signed-out') return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}

/** /login, /register, /forgot-password, /waiting-list: a signed-in user goes to their home. */
export function SignedOutOnly() {
  const status = useAuthStore((state) => state.status);
  const locations = useAuthStore((state) => state.locations);
  if (status === 'loading') return <Spinner className="justify-center py-16" />;
  if (status === 'signed-in') return <Navigate to={homePath(locations)} replace />;
  return <Outlet />;
}

/** /dashboard/{locationId}/…: only locations the user belongs to. */
export function RequireLocation() {
  const t = useStore(uiMessages);
  const { locationId } = useParams();
  const known = useAuthStore((state) => state.locations.some((ref) => ref.id === locationId));
  if (!known) {
    return (
      <PlaceholderScreen title={t.locationNotFound} description={t.locationNotFoundDescription}>
        <p>
          <Link to="/dashboard">{t.chooseYourLocation}</Link>
        </p>
      </PlaceholderScreen>
    );
  }
  return <Outlet />;
}
