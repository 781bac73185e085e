import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { items } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import { createItem, createLocation } from '#server/test/factories.ts';
import { prepared } from './prepared.ts';

// Runs on the driver of the run: PGlite by default, node-postgres under test:pg.

const ctx = useTestApp();

const itemName = (values: { id: string }) =>
  prepared(ctx.db, 'test_prepared_item_name', (db) =>
    db
      .select({ name: items.name })
      .from(items)
      .where(eq(items.id, sql.placeholder('id'))),
  ).execute(values);

describe('statements built once per process', () => {
  it('builds a statement once and binds each call to its own values', async () => {
    const { location } = await createLocation(ctx.db);
    const gin = await createItem(ctx.db, location, { name: 'Gin' });
    const rum = await createItem(ctx.db, location, { name: 'Rum' });
    let builds = 0;
    const quantity = (id: string) =>
      prepared(ctx.db, 'test_prepared_quantity', (db) => {
        builds += 1;
        return db
          .select({ quantity: items.quantity, updatedAt: items.updatedAt })
          .from(items)
          .where(eq(items.id, sql.placeholder('id')));
      }).execute({ id });

    expect(await itemName({ id: gin.id })).toEqual([{ name: 'Gin' }]);
    expect(await itemName({ id: rum.id })).toEqual([{ name: 'Rum' }]);
    const [first] = await quantity(gin.id);
    await quantity(rum.id);
    await quantity(gin.id);
    expect(builds).toBe(1);
    // Decoded as Drizzle decodes the column: numeric as text, a timestamp as a Date.
    expect(first?.quantity).toBe(gin.quantity);
    expect(first?.updatedAt).toBeInstanceOf(Date);
  });

  it('runs in the transaction it is given: its writes seen, and gone with its rollback', async () => {
    const { location } = await createLocation(ctx.db);
    const gin = await createItem(ctx.db, location, { name: 'Gin' });
    await itemName({ id: gin.id }); // built outside any transaction first
    const rolledBack = new Error('roll back');
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.update(items).set({ name: 'Old Tom' }).where(eq(items.id, gin.id));
        const seen = await prepared(tx, 'test_prepared_item_name', (db) =>
          db
            .select({ name: items.name })
            .from(items)
            .where(eq(items.id, sql.placeholder('id'))),
        ).execute({ id: gin.id });
        expect(seen).toEqual([{ name: 'Old Tom' }]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await itemName({ id: gin.id })).toEqual([{ name: 'Gin' }]);
  });
});
