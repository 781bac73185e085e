import { z } from 'zod';
import { timestamp } from './text.ts';

/**
 * Price history of catalogue lines (docs/api.md#vendors,
 * docs/domain.md#prices-and-price-history): every change of a line's price, and the
 * dashboard's price rises. Money travels as JSON numbers rounded to 4 decimals; the server
 * computes with decimals, never binary floats.
 */

/** Every reason a catalogue line's price changed: by hand, bulk update, catalogue import, receiving. */
const priceChangeSources = ['manual', 'bulk', 'catalog', 'receive'] as const;
const priceChangeSource = z.enum(priceChangeSources);
export type PriceChangeSource = z.infer<typeof priceChangeSource>;

/** A price rise above this percentage within the window shows on the dashboard. */
export const PRICE_INCREASE_THRESHOLD_PERCENT = 5;
export const PRICE_INCREASE_WINDOW_DAYS = 30;

export const priceChange = z.object({
  id: z.uuid(),
  vendor_item_id: z.uuid(),
  old_price: z.number().nullable(),
  new_price: z.number(),
  source: priceChangeSource,
  /** Null once the user's account is deleted. */
  user_id: z.uuid().nullable(),
  user_name: z.string().nullable(),
  /** The shopping list whose receiving changed the price. */
  shopping_list_id: z.uuid().nullable(),
  created_at: timestamp,
});
export type PriceChange = z.infer<typeof priceChange>;

/**
 * A catalogue line whose price rose more than 5% within the last 30 days: its price before the
 * window's first change against its price now.
 */
export const priceIncrease = z.object({
  vendor_item_id: z.uuid(),
  vendor_id: z.uuid(),
  vendor_name: z.string(),
  inventory_item_id: z.uuid().nullable(),
  /** The inventory item's name; the line's own name when it supplies none yet. */
  item_name: z.string(),
  vendor_item_name: z.string(),
  old_price: z.number(),
  new_price: z.number(),
  /** (new − old) ÷ old × 100, rounded to 2 decimals. */
  percent: z.number(),
  /** The latest change of the line's price. */
  changed_at: timestamp,
});
export type PriceIncrease = z.infer<typeof priceIncrease>;
