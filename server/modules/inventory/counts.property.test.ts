/**
 * Property: whatever sequence of counts, waste, undo and retried requests (same
 * Idempotency-Key) a phone sends, the changelog and the item agree — the item's quantity is
 * its last row's new quantity, rows chain without gaps, one row per accepted write, and a
 * retry changes nothing.
 */
import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { items, stockUpdates } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import { addMember, createItem, createLocation } from '#server/test/factories.ts';
import { postCount } from '#server/test/inventory-helpers.ts';

const ctx = useTestApp();

type Step =
  | { kind: 'count'; quantity: number; keyed: boolean }
  | { kind: 'waste'; share: number; keyed: boolean }
  | { kind: 'undo'; keyed: boolean }
  | { kind: 'replay'; pick: number };

const quantity = fc.integer({ min: 0, max: 1_000_000 }).map((n) => n / 10_000);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('count' as const), quantity, keyed: fc.boolean() }),
  fc.record({
    kind: fc.constant('waste' as const),
    share: fc.integer({ min: 0, max: 100 }),
    keyed: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('undo' as const), keyed: fc.boolean() }),
  fc.record({ kind: fc.constant('replay' as const), pick: fc.nat() }),
);

interface Sent {
  key: string;
  body: Record<string, unknown>;
  status: number;
  answer: unknown;
}

async function state(itemId: string) {
  const [item] = await ctx.db.select().from(items).where(eq(items.id, itemId));
  const rows = await ctx.db
    .select()
    .from(stockUpdates)
    .where(eq(stockUpdates.itemId, itemId))
    .orderBy(asc(stockUpdates.createdAt), asc(stockUpdates.id));
  if (!item) throw new Error('item vanished');
  return { item, rows };
}

describe('counting, as a property', () => {
  it('keeps the item and its changelog in step through any sequence with retries', async () => {
    const { location } = await createLocation(ctx.db);
    const staff = await addMember(ctx.db, location, 'staff');
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const item = await createItem(ctx.db, location, { quantity: '0' });
        const sent: Sent[] = [];
        let accepted = 0;
        let current = '0';
        let lastPrevious: string | undefined;
        for (const action of steps) {
          if (action.kind === 'replay') {
            if (sent.length === 0) continue;
            const original = sent[action.pick % sent.length];
            if (!original) continue;
            const before = await state(item.id);
            const again = await postCount(ctx.app, staff, item.id, original.body, original.key);
            expect(again.statusCode).toBe(original.status);
            if (original.status === 200) expect(again.json()).toEqual(original.answer);
            expect(await state(item.id)).toEqual(before);
            continue;
          }
          let body: Record<string, unknown>;
          if (action.kind === 'count') body = { quantity: action.quantity };
          else if (action.kind === 'waste') {
            const left = new Decimal(current)
              .times(100 - action.share)
              .dividedBy(100)
              .toDecimalPlaces(4, Decimal.ROUND_DOWN);
            body = { quantity: left.toNumber(), reason: 'waste' };
          } else {
            if (lastPrevious === undefined) continue;
            body = { quantity: new Decimal(lastPrevious).toNumber(), reason: 'undo' };
          }
          const key = action.keyed ? randomUUID() : undefined;
          const response = await postCount(ctx.app, staff, item.id, body, key);
          expect(response.statusCode, response.body).toBe(200);
          const { update } = response.json();
          accepted += 1;
          lastPrevious = String(update.previous_quantity);
          current = String(update.new_quantity);
          if (key) sent.push({ key, body, status: response.statusCode, answer: response.json() });
        }

        const { item: after, rows } = await state(item.id);
        expect(rows).toHaveLength(accepted);
        const last = rows.at(-1);
        expect(after.quantity).toBe(last ? last.newQuantity : '0.0000');
        rows.forEach((row, index) => {
          const previous = index === 0 ? '0.0000' : rows[index - 1]?.newQuantity;
          expect(row.previousQuantity).toBe(previous);
          expect(
            new Decimal(row.delta).equals(new Decimal(row.newQuantity).minus(row.previousQuantity)),
          ).toBe(true);
        });
        expect(after.version).toBe(1 + accepted);
        expect(new Decimal(after.quantity).equals(current)).toBe(true);
      }),
      { numRuns: 30 },
    );
  });
});
