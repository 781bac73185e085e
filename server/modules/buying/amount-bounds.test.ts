// The largest amounts a client may send go through generating and receiving, and every figure
// computed from them fits its numeric(14, 4) column; one step past a bound is a 422 on its
// field (decision 028).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { items, vendorItems } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import { createItem, createShoppingList } from '#server/test/factories.ts';
import { as, type Caller } from '#server/test/request.ts';
import { buyingWorld } from './list-fixtures.ts';

const ctx = useTestApp({ clock: () => new Date('2026-11-20T12:00:00Z') });

const itemRow = async (id: string) =>
  (await ctx.db.select().from(items).where(eq(items.id, id)))[0];

/** The one field a 422 names, with its message. */
function refusedField(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(422);
  const { error } = response.json() as { error: { code: string; details: { path: string }[] } };
  expect(error.code).toBe('VALIDATION_ERROR');
  return error.details.map((detail) => detail.path);
}

async function generateOne(caller: Caller, locationId: string) {
  const generated = await caller.post('/api/shopping-lists/generate', { location_id: locationId });
  expect(generated.statusCode, generated.body).toBe(201);
  const [list] = generated.json() as { id: string }[];
  return (await caller.get(`/api/shopping-lists/${list?.id}`)).json() as {
    id: string;
    items: { id: string; name: string; quantity: number; pack_size: number }[];
  };
}

describe('amounts at their bounds', () => {
  it('generates and receives an order from the largest par level and price and the smallest pack', async () => {
    const { manager, location, vendor } = await buyingWorld(ctx.db);
    const caller = as(ctx.app, manager);
    const saffronItem = (parLevel: number) =>
      caller.post('/api/inventory/add-item', {
        location_id: location.id,
        name: 'Saffron',
        unit: 'g',
        quantity: 0,
        par_level: parLevel,
      });
    expect(refusedField(await saffronItem(9_999_999.0001))).toEqual(['par_level']);
    const item = await saffronItem(9_999_999);
    expect(item.statusCode, item.body).toBe(201);
    const milligram = (packSize: number) =>
      caller.post(`/api/vendors/${vendor.id}/items`, {
        name: 'Saffron, a milligram',
        inventory_item_id: item.json().id,
        pack_size: packSize,
        price: 1,
        is_preferred: true,
      });
    expect(refusedField(await milligram(0.0009))).toEqual(['pack_size']);
    const line = await milligram(0.001);
    expect(line.statusCode, line.body).toBe(201);

    // ⌈9,999,999 ÷ 0.001⌉ packs: the most a generated line can order.
    const list = await generateOne(caller, location.id);
    const saffron = list.items.find((entry) => entry.name === 'Saffron');
    expect(saffron).toMatchObject({ quantity: 9_999_999_000, pack_size: 0.001 });

    // As ordered, at the largest invoice price: the cost per unit is 9,999,999 ÷ 0.001.
    const received = await caller.post(`/api/shopping-lists/${list.id}/receive`, {
      items: [{ id: saffron?.id, received_quantity: 99_999, unit_price: 9_999_999 }],
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(await itemRow(item.json().id)).toMatchObject({
      quantity: '99.9990',
      costPerUnit: '9999999000.0000',
    });
  });

  it('receives the most packs of the largest pack, and refuses the delivery that would overflow the stock', async () => {
    const { manager, location, vendor } = await buyingWorld(ctx.db);
    const caller = as(ctx.app, manager);
    const water = await createItem(ctx.db, location, { name: 'Water', unit: 'ml', quantity: '0' });
    const tank = await caller.post(`/api/vendors/${vendor.id}/items`, {
      name: 'Water tank',
      inventory_item_id: water.id,
      pack_size: 99_999,
      price: 9_999_999,
    });
    expect(tank.statusCode, tank.body).toBe(201);
    const deliver = async () => {
      const list = await createShoppingList(ctx.db, location, { vendorId: vendor.id });
      const added = await caller.post(`/api/shopping-lists/${list.id}/items`, {
        vendor_item_id: tank.json().id,
        quantity: 99_999,
        unit_price: 9_999_999,
      });
      expect(added.statusCode, added.body).toBe(201);
      return caller.post(`/api/shopping-lists/${list.id}/receive`, {
        items: [{ id: added.json().id, received_quantity: 99_999 }],
      });
    };

    const first = await deliver();
    expect(first.statusCode, first.body).toBe(200);
    expect((await itemRow(water.id))?.quantity).toBe('9999800001.0000');

    const second = await deliver();
    expect(refusedField(second)).toEqual(['items.0.received_quantity']);
    expect((await itemRow(water.id))?.quantity).toBe('9999800001.0000');
  });

  it('refuses each amount one step past its bound with 422 on the field', async () => {
    const { manager, location, vendor, gin, ginCase } = await buyingWorld(ctx.db);
    const caller = as(ctx.app, manager);
    for (const field of ['par_level', 'reorder_point', 'cost_per_unit'] as const) {
      const response = await caller.put(`/api/inventory/${gin.id}`, { [field]: 9_999_999.0001 });
      expect(refusedField(response)).toEqual([field]);
    }
    const count = await caller.post(`/api/inventory/update/${gin.id}`, { quantity: 10_000_000 });
    expect(refusedField(count)).toEqual(['quantity']);

    for (const [body, field] of [
      [{ pack_size: 0.0009 }, 'pack_size'],
      [{ pack_size: 99_999.0001 }, 'pack_size'],
      [{ price: 9_999_999.0001 }, 'price'],
    ] as const) {
      const response = await caller.put(`/api/vendors/items/${ginCase.id}`, body);
      expect(refusedField(response)).toEqual([field]);
    }
    const minimum = await caller.put(`/api/vendors/${vendor.id}`, { minimum_order: 10_000_000 });
    expect(refusedField(minimum)).toEqual(['minimum_order']);

    const list = await createShoppingList(ctx.db, location, { vendorId: vendor.id });
    const tooMany = await caller.post(`/api/shopping-lists/${list.id}/items`, {
      vendor_item_id: ginCase.id,
      quantity: 99_999.0001,
    });
    expect(refusedField(tooMany)).toEqual(['quantity']);
    const added = await caller.post(`/api/shopping-lists/${list.id}/items`, {
      vendor_item_id: ginCase.id,
      quantity: 1,
    });
    for (const [line, field] of [
      [{ received_quantity: 99_999.0001 }, 'items.0.received_quantity'],
      [{ received_quantity: 1, unit_price: 9_999_999.0001 }, 'items.0.unit_price'],
    ] as const) {
      const response = await caller.post(`/api/shopping-lists/${list.id}/receive`, {
        items: [{ id: added.json().id, ...line }],
      });
      expect(refusedField(response)).toEqual([field]);
    }
  });

  it('answers 422, not 500, to generating from an item stored past the bounds before they existed', async () => {
    const { manager, location, gin, ginCase } = await buyingWorld(ctx.db);
    await ctx.db.update(items).set({ parLevel: '9999999999' }).where(eq(items.id, gin.id));
    await ctx.db
      .update(vendorItems)
      .set({ packSize: '0.0001' })
      .where(eq(vendorItems.id, ginCase.id));
    const response = await as(ctx.app, manager).post('/api/shopping-lists/generate', {
      location_id: location.id,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });
});
