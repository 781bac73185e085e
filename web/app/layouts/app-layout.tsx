import { Wine } from 'lucide-react';
import { useEffect } from 'react';
import { Link, Outlet, useParams } from 'react-router';
import { SkipLink } from '#web/components/ui/skip-link.tsx';
import { ThemeToggle } from '#web/components/ui/theme-toggle.tsx';
import { useCountSender } from '#web/lib/count-sender.ts';
import { OfflineIndicator } from '#web/lib/offline/offline-indicator.tsx';
import { useAuthStore } from '#web/lib/stores/auth.ts';
import { rememberLocation, useCurrentLocation } from '#web/lib/use-current-location.ts';
import { useRealtime } from '../use-realtime.ts';
import { AccountMenu } from './account-menu.tsx';
import { BottomNav } from './bottom-nav.tsx';
import { LocationSwitcher } from './location-switcher.tsx';
import { SidebarNav } from './sidebar-nav.tsx';
import { VenueTimes } from './venue-times.tsx';

/**
 * The frame of every signed-in screen. Screens outside a location (/dashboard, /settings,
 * /account, …) show the navigation and the name of the location last opened (else the
 * user's first), so the bottom bar never disappears from under a thumb; a user with no
 * location gets the header only.
 */
export function AppLayout() {
  const { locationId } = useParams();
  const locations = useAuthStore((state) => state.locations);
  const inLocation = locationId !== undefined && locations.some((ref) => ref.id === locationId);
  // Outside a location, the one last opened: the picker and the bars stay on that venue.
  const current = useCurrentLocation();
  const navLocationId = inLocation ? locationId : (current ?? locations[0])?.id;
  useEffect(() => {
    if (inLocation) rememberLocation(locationId);
  }, [inLocation, locationId]);
  useRealtime(navLocationId);
  // Counts waiting on this phone go out from any screen, not only the stock list.
  useCountSender();

  return (
    <div className="min-h-dvh bg-bg text-fg">
      <SkipLink />
      <header className="sticky top-0 z-30 border-b border-border bg-surface print:hidden">
        <div className="flex h-14 items-center gap-2 px-2 sm:px-4">
          <Link
            to={navLocationId ? `/dashboard/${navLocationId}` : '/dashboard'}
            className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-lg px-1 font-semibold text-fg no-underline"
          >
            <Wine aria-hidden="true" className="size-6 text-link" />
            <span className="sr-only sm:not-sr-only">Barback</span>
          </Link>
          <div className="min-w-0 flex-1">
            <LocationSwitcher currentId={navLocationId} />
          </div>
          <ThemeToggle />
          <AccountMenu />
        </div>
        <VenueTimes locationId={inLocation ? locationId : undefined} />
        <OfflineIndicator locationId={navLocationId} />
      </header>
      <div className="lg:flex">
        {navLocationId && <SidebarNav locationId={navLocationId} />}
        <main
          id="main"
          tabIndex={-1}
          className={
            navLocationId
              ? 'min-w-0 flex-1 px-4 pt-6 pb-32 lg:px-8 lg:pb-8 print:p-0'
              : 'min-w-0 flex-1 px-4 py-6 lg:px-8'
          }
        >
          <Outlet />
        </main>
      </div>
      {navLocationId && <BottomNav locationId={navLocationId} />}
    </div>
  );
}
