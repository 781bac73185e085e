import { useStore } from '@nanostores/react';
import { NavLink } from 'react-router';
import { appMessages } from '#web/lib/i18n/locales/en/app.ts';
import { cn } from '#web/lib/cn.ts';
import { useAuthStore } from '#web/lib/stores/auth.ts';
import { locationPath, navFor } from './nav-items.ts';

/** The location's screens as a column, on screens 1024 px and wider. */
export function SidebarNav({ locationId }: { locationId: string }) {
  const t = useStore(appMessages);
  const role = useAuthStore((state) => state.locations.find((ref) => ref.id === locationId)?.role);
  return (
    <nav
      aria-label={t.sidebar}
      className="sticky top-14 hidden h-[calc(100dvh-3.5rem)] w-60 shrink-0 overflow-y-auto border-r border-border bg-surface p-3 lg:block print:hidden"
    >
      <ul className="flex flex-col gap-1">
        {navFor(role).map(({ label, segment, icon: Icon }) => (
          <li key={label}>
            <NavLink
              to={locationPath(locationId, segment)}
              end={segment === ''}
              className={({ isActive }) =>
                cn(
                  'flex min-h-11 items-center gap-3 rounded-lg px-3 font-medium no-underline',
                  isActive ? 'bg-primary text-primary-fg' : 'text-fg hover:bg-surface-hover',
                )
              }
            >
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              {t[label]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
