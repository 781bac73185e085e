/**
 * Real PostgreSQL only: 50 counters (50 different users) on their phones count the same 10
 * items at once. Every accepted count is in the changelog, each item's quantity is its last
 * row's, and each item's rows chain with no gap — the item row lock serializes the writes.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { items, stockUpdates } from '#server/db/schema/index.ts';
import { usePostgresTestApp } from '#server/test/app.ts';
import { addMember, createItem, createLocation, type TestUser } from '#server/test/factories.ts';
import { postCount } from '#server/test/inventory-helpers.ts';

const ctx = usePostgresTestApp();

const COUNTERS = 50;
const ITEMS = 10;
const COUNTS_EACH = 4;

interface Answer {
  itemId: string;
  status: number;
  updateId?: string;
}

describe('concurrent counting', () => {
  it('serializes 50 counters on 10 items: every 200 is logged, rows chain, no gaps', async () => {
    const { location } = await createLocation(ctx.db);
    const stock = await Promise.all(
      Array.from({ length: ITEMS }, () => createItem(ctx.db, location, { quantity: '0' })),
    );
    const counters: TestUser[] = [];
    for (let i = 0; i < COUNTERS; i++) counters.push(await addMember(ctx.db, location, 'staff'));

    const answers: Answer[] = [];
    const replays: { first: string; again: string }[] = [];
    await Promise.all(
      counters.map(async (user, c) => {
        for (let k = 0; k < COUNTS_EACH; k++) {
          const item = stock[(c + k * 3) % ITEMS];
          if (!item) throw new Error('no item');
          const body = {
            quantity: (c * COUNTS_EACH + k) / 4,
            // Half the counts carry the version they saw at the start: most are stale (409).
            ...(k % 2 === 1 ? { version: 1 } : {}),
          };
          if (k === 0) {
            // A phone retrying on a bad signal: the same request twice, at once, one key.
            const key = randomUUID();
            const [first, again] = await Promise.all([
              postCount(ctx.app, user, item.id, body, key),
              postCount(ctx.app, user, item.id, body, key),
            ]);
            expect(first.statusCode, first.body).toBe(200);
            expect(again.statusCode, again.body).toBe(200);
            replays.push({ first: first.body, again: again.body });
            answers.push({
              itemId: item.id,
              status: first.statusCode,
              updateId: first.json().update.id,
            });
            continue;
          }
          const response = await postCount(ctx.app, user, item.id, body);
          expect([200, 409], response.body).toContain(response.statusCode);
          answers.push({
            itemId: item.id,
            status: response.statusCode,
            ...(response.statusCode === 200 ? { updateId: response.json().update.id } : {}),
          });
        }
      }),
    );

    for (const { first, again } of replays) expect(JSON.parse(again)).toEqual(JSON.parse(first));
    const accepted = answers.filter((answer) => answer.status === 200);
    expect(accepted.length).toBeGreaterThanOrEqual(COUNTERS * 2);

    const rows = await ctx.db
      .select()
      .from(stockUpdates)
      .where(
        inArray(
          stockUpdates.itemId,
          stock.map((item) => item.id),
        ),
      )
      .orderBy(asc(stockUpdates.createdAt), asc(stockUpdates.id));
    expect(rows).toHaveLength(accepted.length);
    expect(new Set(rows.map((row) => row.id))).toEqual(
      new Set(accepted.map((answer) => answer.updateId)),
    );

    for (const item of stock) {
      const chain = rows.filter((row) => row.itemId === item.id);
      expect(chain.length).toBe(accepted.filter((answer) => answer.itemId === item.id).length);
      chain.forEach((row, index) => {
        expect(row.previousQuantity).toBe(index === 0 ? '0.0000' : chain[index - 1]?.newQuantity);
      });
      const [after] = await ctx.db.select().from(items).where(eq(items.id, item.id));
      expect(after?.quantity).toBe(chain.at(-1)?.newQuantity ?? '0.0000');
      expect(after?.version).toBe(1 + chain.length);
    }
  });
});
