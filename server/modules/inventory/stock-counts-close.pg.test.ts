/**
 * Real PostgreSQL only: a full count is closed while counters' counts arrive, some naming the
 * count (`count_id`), some not (they join the open full count). Every count is either in the
 * closed count's snapshot or after it: none lost, none in both; the snapshot's quantities are
 * the items' quantities at the close; every 200 has its changelog row.
 */
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stockCountLines, stockUpdates } from '#server/db/schema/index.ts';
import { usePostgresTestApp } from '#server/test/app.ts';
import { addMember, createItem, createLocation, type TestUser } from '#server/test/factories.ts';
import { postCount } from '#server/test/inventory-helpers.ts';
import { as } from '#server/test/request.ts';

const ctx = usePostgresTestApp();

const COUNTERS = 12;
const ITEMS = 6;
const COUNTS_EACH = 8;
/** The close is asked for once this many counts have been answered. */
const CLOSE_AFTER = Math.floor((COUNTERS * COUNTS_EACH) / 3);

interface Sent {
  itemId: string;
  quantity: number;
  namedCount: boolean;
  status: number;
  body: string;
  updateId?: string;
}

describe('closing a full count while counts arrive', () => {
  it('puts every count in the snapshot or after it, with the quantities at the close', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const stock = await Promise.all(
      Array.from({ length: ITEMS }, (_, n) =>
        createItem(ctx.db, location, { name: `Shelf ${n}`, quantity: '0', costPerUnit: '2' }),
      ),
    );
    const counters: TestUser[] = [];
    for (let c = 0; c < COUNTERS; c++) counters.push(await addMember(ctx.db, location, 'staff'));
    const opened = await as(ctx.app, owner).post('/api/counts', { location_id: location.id });
    expect(opened.statusCode, opened.body).toBe(201);
    const countId: string = opened.json().id;

    const sent: Sent[] = [];
    let closing: Promise<{ statusCode: number; body: string }> | undefined;
    await Promise.all(
      counters.map(async (user, c) => {
        for (let k = 0; k < COUNTS_EACH; k++) {
          const item = stock[(c + k) % ITEMS];
          if (!item) throw new Error('no item');
          // Every count a quantity of its own, so the snapshot's says which count it holds.
          const quantity = (c * COUNTS_EACH + k + 1) / 4;
          const namedCount = (c + k) % 2 === 0;
          const response = await postCount(ctx.app, user, item.id, {
            quantity,
            ...(namedCount ? { count_id: countId } : {}),
          });
          sent.push({
            itemId: item.id,
            quantity,
            namedCount,
            status: response.statusCode,
            body: response.body,
            ...(response.statusCode === 200 ? { updateId: response.json().update.id } : {}),
          });
          if (sent.length === CLOSE_AFTER) {
            closing = as(ctx.app, owner).post(`/api/counts/${countId}/close`, {});
          }
        }
      }),
    );
    if (!closing) throw new Error('the close was asked for');
    const closed = await closing;
    expect(closed.statusCode, closed.body).toBe(200);

    // A count naming the count is saved in it, or refused once it is closed; one that names
    // none is always saved (in the count, or after it in none).
    for (const answer of sent) {
      if (answer.namedCount) expect([200, 409], answer.body).toContain(answer.status);
      else expect(answer.status, answer.body).toBe(200);
      if (answer.status === 409) {
        expect(answer.body).toContain('is closed: this count was not saved in it');
      }
    }
    const log = await ctx.db
      .select()
      .from(stockUpdates)
      .where(eq(stockUpdates.locationId, location.id))
      .orderBy(asc(stockUpdates.createdAt), asc(stockUpdates.id));
    const logged = new Map(log.map((row) => [row.id, row]));
    const accepted = sent.filter((answer) => answer.status === 200);
    // Every 200 has its row, and there is no row without a 200.
    expect(log).toHaveLength(accepted.length);
    for (const answer of accepted) {
      const row = answer.updateId ? logged.get(answer.updateId) : undefined;
      expect(row, answer.body).toBeDefined();
      expect(Number(row?.newQuantity)).toBe(answer.quantity);
    }

    const snapshot = await ctx.db
      .select()
      .from(stockCountLines)
      .where(
        and(eq(stockCountLines.locationId, location.id), eq(stockCountLines.countId, countId)),
      );
    expect(snapshot).toHaveLength(ITEMS);
    let inCount = 0;
    let after = 0;
    for (const item of stock) {
      const line = snapshot.find((row) => row.itemId === item.id);
      if (!line) throw new Error(`no snapshot line for ${item.name}`);
      // The item's rows in the order its lock gave them: each starts where the last ended.
      const rows = log.filter((row) => row.itemId === item.id);
      rows.forEach((row, at) => {
        expect(Number(row.previousQuantity)).toBe(at === 0 ? 0 : Number(rows[at - 1]?.newQuantity));
      });
      // The snapshot holds the quantity of one of them (or the one before the first): the close
      // came between that row and the next.
      const held = rows.findIndex((row) => row.newQuantity === line.quantity);
      if (held === -1) expect(Number(line.quantity)).toBe(0);
      rows.forEach((row, at) => {
        if (at <= held) {
          expect(row.countId, `${item.name}, row ${at}: before the close`).toBe(countId);
          inCount += 1;
        } else {
          expect(row.countId, `${item.name}, row ${at}: after the close`).toBeNull();
          after += 1;
        }
      });
      expect(line.counted).toBe(held >= 0);
    }
    // The close fell in the middle: counts on both sides of it.
    expect(inCount).toBeGreaterThan(0);
    expect(after).toBeGreaterThan(0);
    expect(inCount + after).toBe(accepted.length);

    const summary = await as(ctx.app, owner).get(`/api/counts/${countId}`);
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toMatchObject({ status: 'closed' });
  }, 120_000);
});
