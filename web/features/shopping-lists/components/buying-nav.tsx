import { useStore } from '@nanostores/react';
import { NavLink } from 'react-router';
import { cn } from '#web/lib/cn.ts';
import { vendorsMessages } from '#web/lib/i18n/locales/en/vendors.ts';

const LINKS = [
  { message: 'navLists', segment: '', end: true },
  { message: 'navPurchaseList', segment: '/purchase-list', end: true },
  { message: 'navVendors', segment: '/vendors', end: false },
] as const;

/** The parts of buying: the lists, the purchase list across vendors, the vendors. */
export function BuyingNav({ locationId }: { locationId: string }) {
  const t = useStore(vendorsMessages);
  const base = `/dashboard/${locationId}/shopping-lists`;
  return (
    <nav aria-label={t.buying} className="print:hidden">
      <ul className="flex flex-wrap gap-2">
        {LINKS.map(({ message, segment, end }) => (
          <li key={message}>
            <NavLink
              to={`${base}${segment}`}
              end={end}
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-11 items-center rounded-full border px-4 font-medium no-underline',
                  isActive
                    ? 'border-primary bg-primary text-primary-fg'
                    : 'border-border bg-surface text-fg hover:bg-surface-hover',
                )
              }
            >
              {t[message]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
