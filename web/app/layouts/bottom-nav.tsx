import { useStore } from '@nanostores/react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Ellipsis } from 'lucide-react';
import { Link, NavLink, useLocation } from 'react-router';
import { cn } from '#web/lib/cn.ts';
import { appMessages } from '#web/lib/i18n/locales/en/app.ts';
import { useAuthStore } from '#web/lib/stores/auth.ts';
import { locationPath, navFor } from './nav-items.ts';

const TAB = cn(
  'flex min-h-14 w-full flex-col items-center justify-center gap-0.5 rounded-lg px-1',
  'text-center text-xs leading-tight font-medium no-underline',
);

/**
 * The phone's bottom bar (below 1024 px): the four screens used most during a shift plus
 * "More" for the rest. Five equal columns fit 360 px with 72 px wide, 56 px tall targets.
 */
export function BottomNav({ locationId }: { locationId: string }) {
  const t = useStore(appMessages);
  const { pathname } = useLocation();
  const role = useAuthStore((state) => state.locations.find((ref) => ref.id === locationId)?.role);
  const shown = navFor(role);
  const primary = shown.filter((item) => item.primary);
  const more = shown.filter((item) => !item.primary);
  const moreActive = more.some(({ segment }) =>
    pathname.startsWith(locationPath(locationId, segment)),
  );

  return (
    <nav
      aria-label={t.bottomBar}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface pb-[env(safe-area-inset-bottom)] lg:hidden print:hidden"
    >
      <ul className="grid grid-cols-5 gap-0.5 px-1 py-1">
        {primary.map(({ label, segment, icon: Icon }) => (
          <li key={label} className="flex">
            <NavLink
              to={locationPath(locationId, segment)}
              end={segment === ''}
              className={({ isActive }) =>
                cn(TAB, isActive ? 'bg-primary text-primary-fg' : 'text-fg hover:bg-surface-hover')
              }
            >
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              <span>{t[label]}</span>
            </NavLink>
          </li>
        ))}
        <li className="flex">
          <DropdownMenu.Root modal={false}>
            <DropdownMenu.Trigger
              className={cn(
                TAB,
                moreActive ? 'bg-primary text-primary-fg' : 'text-fg hover:bg-surface-hover',
              )}
            >
              <Ellipsis aria-hidden="true" className="size-5 shrink-0" />
              <span>{t.more}</span>
            </DropdownMenu.Trigger>
            <DropdownMenu.Content
              side="top"
              align="end"
              sideOffset={8}
              className="z-50 min-w-52 rounded-lg border border-border bg-surface p-1 text-fg shadow-lg"
            >
              {more.map(({ label, segment, icon: Icon }) => {
                const to = locationPath(locationId, segment);
                const current = pathname.startsWith(to);
                return (
                  <DropdownMenu.Item key={label} asChild>
                    <Link
                      to={to}
                      aria-current={current ? 'page' : undefined}
                      className={cn(
                        'flex min-h-11 items-center gap-3 rounded-md px-3 text-fg no-underline',
                        'data-[highlighted]:bg-surface-hover',
                        current && 'font-semibold',
                      )}
                    >
                      <Icon aria-hidden="true" className="size-5" />
                      {t[label]}
                    </Link>
                  </DropdownMenu.Item>
                );
              })}
            </DropdownMenu.Content>
          </DropdownMenu.Root>
        </li>
      </ul>
    </nav>
  );
}
