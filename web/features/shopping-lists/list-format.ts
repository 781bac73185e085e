import type { List } from '../../../contract/shopping-lists.ts';
import { formatMoney } from './amounts.ts';

/**
 * A list's total as a person should read it: the sum of its priced lines, said to be partial
 * when some lines have no price, and "no price" when none has one (never 0).
 */
export function listTotalText(
  list: Pick<List, 'estimated_total' | 'has_unpriced_lines' | 'item_count'>,
  currency: string,
): string {
  if (list.item_count === 0) return formatMoney(0, currency);
  if (list.has_unpriced_lines && list.estimated_total === 0) return 'no price';
  const total = formatMoney(list.estimated_total, currency);
  return list.has_unpriced_lines ? `${total} + lines without a price` : total;
}

export const STATUS_LABELS: Record<List['status'], string> = {
  draft: 'Draft',
  sent: 'Sent',
  received: 'Received',
};
