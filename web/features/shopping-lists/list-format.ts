import { useStore } from '@nanostores/react';
import type { List, ListItem } from '#contract/shopping-lists.ts';
import { shoppingMessages } from '#web/lib/i18n/locales/en/shopping.ts';
import { formatMoney, formatQuantity, formatUnitPrice, shownQuantity } from '#web/lib/amounts.ts';
import { type UnitWords, unitName } from '#web/lib/unit-amount.ts';

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

/** The line's unit named for that many ("bottles" for 2, "botella" for 1); '' without one. */
function unitFor(line: Pick<ListItem, 'unit'>, quantity: number, words: UnitWords): string {
  return line.unit ? unitName(words, line.unit, shownQuantity(quantity)) : '';
}

/**
 * Why a line orders what it does: the item's stock on hand and its par ("On hand 0.5 bottles,
 * par 2"); null on a free-text line.
 */
export function stockText(
  line: Pick<ListItem, 'on_hand' | 'par_level' | 'unit'>,
  t: Messages,
  words: UnitWords,
): string | null {
  if (line.on_hand === null) return null;
  const onHand = formatQuantity(line.on_hand);
  const unit = unitFor(line, line.on_hand, words);
  return line.par_level === null
    ? t.onHand({ onHand, unit }).trim()
    : t.onHandOfPar({ onHand, unit, par: formatQuantity(line.par_level) });
}

/** A line counted in its item's units, not in packs: one without a catalogue line, of pack 1. */
export function inItemUnits(
  line: Pick<ListItem, 'vendor_item_id' | 'pack_size' | 'unit'>,
): line is Pick<ListItem, 'vendor_item_id' | 'pack_size'> & { unit: string } {
  return line.vendor_item_id === null && line.pack_size === 1 && Boolean(line.unit);
}

/**
 * How much a line orders: packs of a catalogue line ("2 packs"), the item's own units on a line
 * without one ("2 bottles", "1 bottle", "2.1 kg"), in the reader's language.
 */
export function lineQuantityText(
  line: Pick<ListItem, 'quantity' | 'vendor_item_id' | 'pack_size' | 'unit'>,
  t: Messages,
  words: UnitWords,
): string {
  const quantity = formatQuantity(line.quantity);
  if (inItemUnits(line)) {
    return t.unitQuantity({ quantity, unit: unitFor(line, line.quantity, words) });
  }
  return t.packCount(shownQuantity(line.quantity))({ packs: quantity });
}

/** What one pack holds: "6 bottles per pack", "1 keg per pack"; null without a size or unit. */
export function packSizeText(
  line: Pick<ListItem, 'pack_size' | 'unit'>,
  t: Messages,
  words: UnitWords,
): string | null {
  if (line.pack_size === null || !line.unit) return null;
  return t.perPack({
    size: formatQuantity(line.pack_size),
    unit: unitFor(line, line.pack_size, words),
  });
}

/** A price per one of the line's units, "$0.563 a can" ("0,563 € por lata"). */
export function unitPriceText(
  price: number,
  unit: string,
  currency: string,
  t: Messages,
  words: UnitWords,
): string {
  return t.aUnit({ price: formatUnitPrice(price, currency), unit: unitName(words, unit, 1) });
}
