import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import type { List } from '#contract/shopping-lists.ts';
import { cn } from '#web/lib/cn.ts';
import { Interpolate } from '#web/lib/i18n/interpolate.tsx';
import { shoppingMessages } from '#web/lib/i18n/locales/en/shopping.ts';
import { formatWhen } from '#web/lib/amounts.ts';
import { STATUS_KEYS } from '../list-format.ts';

/** Status, vendor and the dates of a list, shown above its lines. */
export function ListFacts({ list, locationId }: { list: List; locationId: string }) {
  const t = useStore(shoppingMessages);
  return (
    <div className="flex flex-col gap-1">
      <p className="flex flex-wrap items-center gap-2">
        <span
          className={cn(
            'inline-flex rounded-full border px-3 py-0.5 text-sm font-medium',
            list.status === 'draft' ? 'border-border' : 'border-primary',
          )}
        >
          {t[STATUS_KEYS[list.status]]}
        </span>
        {list.vendor_id && list.vendor_name ? (
          <Link
            to={`/dashboard/${locationId}/shopping-lists/vendors/${list.vendor_id}`}
            className="inline-flex min-h-11 items-center underline"
          >
            {list.vendor_name}
          </Link>
        ) : (
          <span className="text-muted">{t.noVendor}</span>
        )}
      </p>
      {list.sent_at && (
        <p className="text-sm">
          {list.sent_to ? (
            <Interpolate
              message={t.sentTo}
              values={{
                when: formatWhen(list.sent_at),
                to: <strong className="break-all">{list.sent_to}</strong>,
              }}
            />
          ) : (
            t.sentNotEmailed({ when: formatWhen(list.sent_at) })
          )}
        </p>
      )}
      {list.received_at && (
        <p className="text-sm">{t.receivedOn({ when: formatWhen(list.received_at) })}</p>
      )}
      {list.notes && <p className="whitespace-pre-line text-muted">{list.notes}</p>}
    </div>
  );
}
