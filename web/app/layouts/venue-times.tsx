import { useStore } from '@nanostores/react';
import { Clock } from 'lucide-react';
import { useLocation } from '#web/lib/api/get-location.ts';
import { appMessages } from '#web/lib/i18n/locales/en/app.ts';
import { deviceTimeZone, showTimesIn, zoneLabel } from '#web/lib/venue-time.ts';

/**
 * Inside a location, every time is shown in the venue's time zone (venue-time.ts); said once,
 * under the header, when that is not the device's zone. Outside a location: the device's.
 */
export function VenueTimes({ locationId }: { locationId: string | undefined }) {
  const t = useStore(appMessages);
  const timeZone = useLocation(locationId ?? '', { enabled: locationId !== undefined }).data
    ?.timezone;
  const zone = locationId === undefined ? undefined : timeZone;
  // Set while rendering, before the screen below renders its times (a parent renders first).
  showTimesIn(zone);
  if (zone === undefined || zone === deviceTimeZone()) return null;
  return (
    <p className="flex items-center gap-1 px-4 pb-1 text-sm text-muted">
      <Clock aria-hidden="true" className="size-4 shrink-0" />
      {t.timesIn({ zone: zoneLabel(zone) })}
    </p>
  );
}
