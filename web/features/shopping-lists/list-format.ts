import { useStore } from '@nanostores/react';
import type { List } from '#contract/shopping-lists.ts';
import { shoppingMessages } from '#web/lib/i18n/locales/en/shopping.ts';
import { formatMoney } from '#web/lib/amounts.ts';

type Messages = ReturnType<typeof shoppingMessages.get>;

/** A list's status as a message of the `shopping` namespace. */
export const STATUS_KEYS = {
  draft: 'statusDraft',
  sent: 'statusSent',
  received: 'statusReceived',
} as const satisfies Record<List['status'], keyof Messages>;

/**
 * A list's total as a person should read it: the sum of its priced lines, said to be partial
 * when some lines have no price, and "no price" when none has one (never 0).
 */
function listTotalText(
  list: Pick<List, 'estimated_total' | 'has_unpriced_lines' | 'item_count'>,
  currency: string,
  t: Messages,
): string {
  if (list.item_count === 0) return formatMoney(0, currency);
  if (list.has_unpriced_lines && list.estimated_total === 0) return t.noPrice;
  const total = formatMoney(list.estimated_total, currency);
  return list.has_unpriced_lines ? t.totalWithUnpriced({ total }) : total;
}

/** A list's status and total in the reader's language. */
export function useListFormat() {
  const t = useStore(shoppingMessages);
  return {
    status: (status: List['status']) => t[STATUS_KEYS[status]],
    total: (
      list: Pick<List, 'estimated_total' | 'has_unpriced_lines' | 'item_count'>,
      currency: string,
    ) => listTotalText(list, currency, t),
  };
}
