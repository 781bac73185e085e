import { useStore } from '@nanostores/react';
import { NavLink } from 'react-router';
import { cn } from '#web/lib/cn.ts';
import { reportsMessages } from '#web/lib/i18n/locales/en/reports.ts';

const TABS = [
  { segment: 'variance', label: 'tabVariance' },
  { segment: 'menu-engineering', label: 'tabMenuEngineering' },
  { segment: 'par-suggestions', label: 'tabParSuggestions' },
] as const;

/** The three reports, one link each; the one open is marked. */
export function ReportTabs({ locationId }: { locationId: string }) {
  const t = useStore(reportsMessages);
  return (
    <nav aria-label={t.reportsNav}>
      <ul className="flex flex-wrap gap-2">
        {TABS.map((tab) => (
          <li key={tab.segment}>
            <NavLink
              to={`/dashboard/${locationId}/reports/${tab.segment}`}
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-11 items-center rounded-lg border border-border px-3 font-medium no-underline',
                  isActive
                    ? 'bg-primary text-primary-fg'
                    : 'bg-surface text-fg hover:bg-surface-hover',
                )
              }
            >
              {t[tab.label]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
