/**
 * Real PostgreSQL only: a phone on a bad signal sends one keyed count several times at once.
 * The count reads the key's stored answer in the statement that locks the item, which a
 * request waiting for that lock reads too early (counts.service.ts): every copy must still
 * answer the first one's 200, with one changelog row, also when the request names the version
 * the first copy moves on.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { items, stockUpdates } from '#server/db/schema/index.ts';
import { usePostgresTestApp } from '#server/test/app.ts';
import { addMember, createItem, createLocation } from '#server/test/factories.ts';
import { postCount } from '#server/test/inventory-helpers.ts';

const ctx = usePostgresTestApp();

const COPIES = 8;

describe('one keyed count sent several times at once', () => {
  for (const body of [
    { quantity: 5, reason: 'count' },
    { quantity: 5, reason: 'count', version: 1 },
  ]) {
    it(`answers every copy with the first one's 200 and logs it once: ${JSON.stringify(body)}`, async () => {
      const { location } = await createLocation(ctx.db);
      const staff = await addMember(ctx.db, location, 'staff');
      const item = await createItem(ctx.db, location, { quantity: '2' });
      const key = randomUUID();

      const answers = await Promise.all(
        Array.from({ length: COPIES }, () => postCount(ctx.app, staff, item.id, body, key)),
      );

      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      const first = answers[0]?.json();
      for (const answer of answers) expect(answer.json()).toEqual(first);
      const rows = await ctx.db.select().from(stockUpdates).where(eq(stockUpdates.itemId, item.id));
      expect(rows.map((row) => row.id)).toEqual([first.update.id]);
      const [after] = await ctx.db.select().from(items).where(eq(items.id, item.id));
      expect(after?.version).toBe(2);
      expect(after?.quantity).toBe('5.0000');
    });
  }
});
