import Decimal from 'decimal.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PriceChangeSource } from '#contract/prices.ts';
import { INSERT_CHUNK_ROWS } from '#server/db/chunks.ts';
import { priceChanges, vendorItems } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/app-error.ts';
import type { Context } from '#server/lib/context.ts';
import { equals } from '#server/lib/money.ts';

export type { PriceChangeSource };

/**
 * Sets a catalogue line's price and records the change, in the caller's transaction
 * (ctx.db may be a transaction). Returns null (and writes nothing) when the price is unchanged.
 *
 * The caller checks the user's permission. The line is looked up inside `locationId` only (a
 * line of another location is a 404 like a missing one) and locked until the transaction ends.
 */
export async function changePrice(
  ctx: Context,
  input: {
    locationId: string;
    vendorItemId: string;
    price: string;
    source: PriceChangeSource;
    shoppingListId?: string | null;
  },
): Promise<{ oldPrice: string; newPrice: string } | null> {
  const changed = await changePrices(ctx, {
    locationId: input.locationId,
    changes: [{ vendorItemId: input.vendorItemId, price: input.price }],
    source: input.source,
    shoppingListId: input.shoppingListId ?? null,
  });
  const [made] = changed;
  return made ? { oldPrice: made.oldPrice, newPrice: made.newPrice } : null;
}

/**
 * `changePrice` for many lines at once (a bulk update, an import, a delivery), in a few
 * statements instead of three a line: every price that differs from the line's current one is
 * set and writes one `price_changes` row (old, new, `ctx.user.id`, `ctx.now()`, `source`).
 * Answers the changes made, in the order given; unchanged prices are left out. Every line must
 * be of `locationId` (404 otherwise, and the caller's transaction should then roll back).
 */
export async function changePrices(
  ctx: Context,
  input: {
    locationId: string;
    changes: readonly { vendorItemId: string; price: string }[];
    source: PriceChangeSource;
    shoppingListId?: string | null;
  },
): Promise<{ vendorItemId: string; oldPrice: string; newPrice: string }[]> {
  if (input.changes.length === 0) return [];
  const ids = [...new Set(input.changes.map((change) => change.vendorItemId))];
  const current = new Map<string, string>();
  for (let start = 0; start < ids.length; start += INSERT_CHUNK_ROWS) {
    const lines = await ctx.db
      .select({ id: vendorItems.id, price: vendorItems.price })
      .from(vendorItems)
      .where(
        and(
          eq(vendorItems.locationId, input.locationId),
          inArray(vendorItems.id, ids.slice(start, start + INSERT_CHUNK_ROWS)),
        ),
      )
      // In id order, as every writer of several lines locks them, so two cannot deadlock.
      .orderBy(vendorItems.id)
      .for('update');
    for (const line of lines) current.set(line.id, new Decimal(line.price).toFixed());
  }
  if (current.size !== ids.length) throw notFound('Vendor item');

  const made: { vendorItemId: string; oldPrice: string; newPrice: string }[] = [];
  for (const change of input.changes) {
    const oldPrice = current.get(change.vendorItemId) as string;
    const newPrice = new Decimal(change.price).toFixed();
    if (equals(oldPrice, newPrice)) continue;
    made.push({ vendorItemId: change.vendorItemId, oldPrice, newPrice });
    current.set(change.vendorItemId, newPrice);
  }
  if (made.length === 0) return [];

  // The final price of each changed line, one statement a chunk.
  const finalPrices = [...new Set(made.map((change) => change.vendorItemId))].map((id) => ({
    id,
    price: current.get(id) as string,
  }));
  for (let start = 0; start < finalPrices.length; start += INSERT_CHUNK_ROWS) {
    const values = sql.join(
      finalPrices
        .slice(start, start + INSERT_CHUNK_ROWS)
        .map(({ id, price }) => sql`(${id}::uuid, ${price}::numeric)`),
      sql`, `,
    );
    await ctx.db.execute(sql`
      update ${vendorItems}
      set price = new_prices.price, updated_at = now()
      from (values ${values}) as new_prices (id, price)
      where ${vendorItems.locationId} = ${input.locationId} and ${vendorItems.id} = new_prices.id
    `);
  }

  const at = ctx.now();
  const rows = made.map((change) => ({
    locationId: input.locationId,
    vendorItemId: change.vendorItemId,
    oldPrice: change.oldPrice,
    newPrice: change.newPrice,
    source: input.source,
    userId: ctx.user.id,
    shoppingListId: input.shoppingListId ?? null,
    createdAt: at,
  }));
  for (let start = 0; start < rows.length; start += INSERT_CHUNK_ROWS) {
    await ctx.db.insert(priceChanges).values(rows.slice(start, start + INSERT_CHUNK_ROWS));
  }
  return made;
}
