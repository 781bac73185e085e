import { useStore } from '@nanostores/react';
import { ChevronRight, KeyRound, Plus, Users } from 'lucide-react';
import { useEffect } from 'react';
import { Link, Navigate } from 'react-router';
import type { LocationListItem } from '#contract/locations.ts';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Page } from '#web/components/ui/page.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { failureMessage } from '#web/lib/form-errors.ts';
import { locationsMessages } from '#web/lib/i18n/locales/en/locations.ts';
import { useKnownMessage } from '#web/lib/i18n/use-known-message.ts';
import { useAuthStore } from '#web/lib/stores/auth.ts';
import { useLocations } from './api/get-locations.ts';

function LocationCard({ location }: { location: LocationListItem }) {
  const t = useStore(locationsMessages);
  return (
    <Link
      to={`/dashboard/${location.id}`}
      className="flex min-h-16 items-center justify-between gap-3 rounded-xl border border-border bg-surface px-4 py-3 text-fg no-underline hover:bg-surface-hover"
    >
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="truncate text-lg font-medium">{location.name}</span>
        <span className="flex flex-wrap items-center gap-x-3 text-sm text-muted">
          <span>{t[location.role]}</span>
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden="true" className="size-4" />
            {t.memberCount(location.member_count)}
          </span>
        </span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
    </Link>
  );
}

/** The list is the fresher source: names and roles changed elsewhere reach the store. */
function useSyncStore(locations: LocationListItem[] | undefined) {
  useEffect(() => {
    if (!locations) return;
    const store = useAuthStore.getState();
    const refs = locations.map(({ id, name, role }) => ({ id, name, role }));
    store.addLocations(refs);
    for (const ref of refs) store.updateLocation(ref);
  }, [locations]);
}

export function LocationSelectionScreen() {
  const t = useStore(locationsMessages);
  const known = useKnownMessage();
  const locations = useLocations();
  useSyncStore(locations.data);

  const only = locations.data?.length === 1 ? locations.data[0] : undefined;
  if (only) return <Navigate to={`/dashboard/${only.id}`} replace />;

  const empty = locations.data?.length === 0;
  return (
    <Page title={t.yourLocations} description={empty ? t.noLocationsYet : t.chooseVenue}>
      {locations.isPending && <Spinner label={t.loadingLocations} />}
      {locations.isError && (
        <FormAlert>
          <p>{known(failureMessage(locations.error, t.locationsLoadFailed))}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void locations.refetch()}>
            {t.tryAgain}
          </Button>
        </FormAlert>
      )}
      {locations.data && locations.data.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2">
          {locations.data.map((location) => (
            <li key={location.id}>
              <LocationCard location={location} />
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-3">
        <Link to="/add-location" className={buttonClass('primary')}>
          <Plus aria-hidden="true" className="size-4" />
          {t.addLocation}
        </Link>
        <Link to="/join-location" className={buttonClass('secondary')}>
          <KeyRound aria-hidden="true" className="size-4" />
          {t.joinWithCode}
        </Link>
      </div>
    </Page>
  );
}
