import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { LocationRef } from '#contract/auth.ts';
import { can } from '#contract/permissions.ts';
import { TEXT_LINK_CLASS } from '#web/components/ui/button.tsx';
import { Page } from '#web/components/ui/page.tsx';
import { useLocation } from '#web/lib/api/get-location.ts';
import { Interpolate } from '#web/lib/i18n/interpolate.tsx';
import { locationsMessages } from '#web/lib/i18n/locales/en/locations.ts';
import { useAuthStore } from '#web/lib/stores/auth.ts';
import { useCurrentLocation } from '#web/lib/use-current-location.ts';
import { BackupSection } from './components/backup-section.tsx';
import { DeleteLocationSection } from './components/delete-location-section.tsx';
import { ExportSection } from './components/export-section.tsx';
import { GeneralSection } from './components/general-section.tsx';
import { InvitesSection } from './components/invites-section.tsx';
import { LeaveSection } from './components/leave-section.tsx';
import { MembersSection } from './components/members-section.tsx';

/**
 * /dashboard/{id}/settings, and /location-settings for the current location (the one last
 * opened or chosen in the location picker), named at the top so no one edits the wrong one.
 */
export function LocationSettingsScreen() {
  const t = useStore(locationsMessages);
  const current = useCurrentLocation();
  if (!current) {
    return (
      <Page title={t.settingsTitle} description={t.notPartOfAny}>
        <p>
          <Link to="/dashboard" className={TEXT_LINK_CLASS}>
            {t.addOrJoin}
          </Link>
        </p>
      </Page>
    );
  }
  // A fresh screen per location: no form or confirmation carries over when switching.
  return <LocationSettings key={current.id} current={current} />;
}

function LocationSettings({ current }: { current: LocationRef }) {
  const t = useStore(locationsMessages);
  const location = useLocation(current.id);
  const selfUserId = useAuthStore((state) => state.user?.id ?? '');
  const otherLocations = useAuthStore((state) => state.locations.length > 1);
  // The server's answer is the fresher role; the stored one lets the screen draw at once.
  const role = location.data?.role ?? current.role;
  useEffect(() => {
    // Links such as the dashboard's "Invite" point at a section (#invite-codes-heading).
    const target = window.location.hash.slice(1);
    if (target) document.getElementById(target)?.scrollIntoView?.({ block: 'start' });
  }, []);

  return (
    <Page
      title={t.settingsTitle}
      description={
        <>
          <Interpolate
            message={t.settingsDescription}
            values={{ name: <strong>{current.name}</strong> }}
          />
          {otherLocations && <> {t.changeAnother}</>}
        </>
      }
    >
      <GeneralSection location={location} role={role} />
      <MembersSection locationId={current.id} role={role} selfUserId={selfUserId} />
      {can(role, 'invites.manage') && <InvitesSection locationId={current.id} />}
      {can(role, 'location.export') && <ExportSection location={current} />}
      {can(role, 'backups.view') && <BackupSection locationId={current.id} />}
      <LeaveSection location={current} selfUserId={selfUserId} />
      {can(role, 'location.delete') && <DeleteLocationSection location={current} />}
    </Page>
  );
}
