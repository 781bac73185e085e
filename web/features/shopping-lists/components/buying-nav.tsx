import { NavLink } from 'react-router';
import { cn } from '../../../lib/cn.ts';

const LINKS = [
  { label: 'Lists', segment: '', end: true },
  { label: 'Purchase list', segment: '/purchase-list', end: true },
  { label: 'Vendors', segment: '/vendors', end: false },
];

/** The parts of buying: the lists, the purchase list across vendors, the vendors. */
export function BuyingNav({ locationId }: { locationId: string }) {
  const base = `/dashboard/${locationId}/shopping-lists`;
  return (
    <nav aria-label="Buying" className="print:hidden">
      <ul className="flex flex-wrap gap-2">
        {LINKS.map(({ label, segment, end }) => (
          <li key={label}>
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
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
