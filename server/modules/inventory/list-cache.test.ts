import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Item } from '#contract/inventory.ts';
import { items } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import {
  addMember,
  createCategory,
  createItem,
  createLocation,
  createShoppingList,
  createShoppingListItem,
  createVendor,
  createVendorItem,
} from '#server/test/factories.ts';
import { postCount } from '#server/test/inventory-helpers.ts';
import { as, tokenFor } from '#server/test/request.ts';
import { cachedList } from './list-cache.ts';

// The stock list is built once per state of a location's rows (list-cache.ts): a change must
// never leave a list older than it to a later request, in its location or another.

const ctx = useTestApp();

type Caller = { id: string; email: string };

async function list(user: Caller, locationId: string, query = ''): Promise<Item[]> {
  const answer = await as(ctx.app, user).get(`/api/inventory?location_id=${locationId}${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

/** A bar with a manager, a staff member, a vendor of gin (cases of 6) and 2 bottles of gin. */
async function world() {
  const { location } = await createLocation(ctx.db);
  const manager = await addMember(ctx.db, location, 'manager');
  const staff = await addMember(ctx.db, location, 'staff');
  const vendor = await createVendor(ctx.db, location);
  const gin = await createItem(ctx.db, location, { name: 'Gin', unit: 'bottle', quantity: '2' });
  const ginCase = await createVendorItem(ctx.db, location, {
    vendorId: vendor.id,
    inventoryItemId: gin.id,
    name: 'Dry gin 6 × 70 cl',
    packSize: '6',
    price: '90',
    isPreferred: true,
  });
  return { location, manager, staff, vendor, gin, ginCase };
}

/** A draft order of one case of the gin. */
async function draftOfOneCase({
  location,
  vendor,
  gin,
  ginCase,
}: Awaited<ReturnType<typeof world>>) {
  const order = await createShoppingList(ctx.db, location, { vendorId: vendor.id });
  await createShoppingListItem(ctx.db, location, {
    shoppingListId: order.id,
    inventoryItemId: gin.id,
    vendorItemId: ginCase.id,
    name: 'Gin',
    unit: 'bottle',
    quantity: '1',
    packSize: '6',
    unitPrice: '90',
  });
  return order;
}

const byName = (rows: Item[], name: string) => rows.find((row) => row.name === name);

describe('the cached stock list', () => {
  it('builds once for readers of an unchanged list, and again after any write to its rows', async () => {
    const { location } = await world();
    // A "list" that says how many times it was built (a sequence of the test's own: on
    // PostgreSQL the statements may run on different connections).
    const sequence = `list_builds_${randomBytes(4).toString('hex')}`;
    const builds = sql.identifier(sequence);
    await ctx.db.execute(sql`create sequence ${builds}`);
    const json = sql<string>`select nextval(${sequence}::regclass)::text`;
    const read = () =>
      cachedList(ctx.db, { key: `builds ${location.id}`, locationId: location.id, json });

    const first = await Promise.all(Array.from({ length: 10 }, read));
    const built = first[0]?.body.toString();
    expect(first.map((answer) => answer.body.toString())).toEqual(Array(10).fill(built));
    expect((await read()).body.toString()).toBe(built);

    // A write that changes no value is still a new state: rebuilt, never assumed the same.
    await ctx.db.execute(sql`update ${items} set name = name where location_id = ${location.id}`);
    const after = (await read()).body.toString();
    expect(after).not.toBe(built);
    expect((await read()).body.toString()).toBe(after);
    await ctx.db.execute(sql`drop sequence ${builds}`);
  });

  it('shows a count, a delivery, an edit, an archive and a category renamed at once', async () => {
    const here = await world();
    const { location, manager, staff, gin } = here;
    const other = await world();
    const before = await list(staff, location.id);
    expect(byName(before, gin.name)?.quantity).toBe(Number(gin.quantity));
    const otherBefore = await list(other.staff, other.location.id);

    // A count.
    const counted = await postCount(ctx.app, staff, gin.id, { quantity: 7, reason: 'count' });
    expect(counted.statusCode, counted.body).toBe(200);
    expect(byName(await list(staff, location.id), gin.name)?.quantity).toBe(7);

    // A delivery received: 1 case of the gin on top of 7.
    const order = await draftOfOneCase(here);
    expect(
      (await as(ctx.app, manager).post(`/api/shopping-lists/${order.id}/send`, {})).statusCode,
    ).toBe(200);
    const received = await as(ctx.app, staff).post(`/api/shopping-lists/${order.id}/receive`, {});
    expect(received.statusCode, received.body).toBe(200);
    const delivered = byName(await list(staff, location.id), gin.name)?.quantity;
    expect(delivered).toBeGreaterThan(7);
    expect(delivered).toBe(
      (await as(ctx.app, staff).get(`/api/inventory/${gin.id}`)).json().quantity,
    );

    // An edit of the item, then its category renamed.
    const category = await createCategory(ctx.db, location, { name: 'Spirits' });
    const edited = await as(ctx.app, manager).put(`/api/inventory/${gin.id}`, {
      category_id: category.id,
      version: (await as(ctx.app, staff).get(`/api/inventory/${gin.id}`)).json().version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(byName(await list(staff, location.id), gin.name)?.category).toBe('Spirits');
    const renamed = await as(ctx.app, manager).put(`/api/inventory/categories/${category.id}`, {
      name: 'Gins',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(byName(await list(staff, location.id), gin.name)?.category).toBe('Gins');

    // An archive: gone from the list, still in the list with archived ones.
    const archived = await as(ctx.app, manager).delete(`/api/inventory/${gin.id}`);
    expect(archived.statusCode, archived.body).toBe(204);
    expect(byName(await list(staff, location.id), gin.name)).toBeUndefined();
    expect(
      byName(await list(staff, location.id, '&include_archived=true'), gin.name)?.archived,
    ).toBe(true);

    // The other location's list was cached before all this, and none of it is in it.
    expect(await list(other.staff, other.location.id)).toEqual(otherBefore);
    // And a count there shows there, leaving this list as it was.
    const mine = await list(staff, location.id);
    const otherCount = await postCount(ctx.app, other.staff, other.gin.id, {
      quantity: 1,
      reason: 'count',
    });
    expect(otherCount.statusCode, otherCount.body).toBe(200);
    expect(byName(await list(other.staff, other.location.id), other.gin.name)?.quantity).toBe(1);
    expect(await list(staff, location.id)).toEqual(mine);
  });

  it('shows an item added by hand in SQL, which no service announced', async () => {
    const { location, staff } = await world();
    const before = await list(staff, location.id);
    await createItem(ctx.db, location, { name: 'Added behind the API' });
    const after = await list(staff, location.id);
    expect(after).toHaveLength(before.length + 1);
    expect(byName(after, 'Added behind the API')).toBeDefined();
  });

  it('answers an unchanged list with the same tag, and a changed one with a new tag', async () => {
    const { location, staff, gin } = await world();
    const first = await as(ctx.app, staff).get(`/api/inventory?location_id=${location.id}`);
    const again = await as(ctx.app, staff).get(`/api/inventory?location_id=${location.id}`);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.body).toBe(first.body);
    await postCount(ctx.app, staff, gin.id, { quantity: 11, reason: 'count' });
    const changed = await as(ctx.app, staff).get(`/api/inventory?location_id=${location.id}`);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
  });
});

describe('the cached stock list, compressed', () => {
  it('answers brotli and gzip with the plain body, the same tag, and new data after a count', async () => {
    const { location, staff, gin } = await world();
    for (let index = 0; index < 5; index++)
      await createItem(ctx.db, location, { name: `Tonic ${index}` });
    const token = await tokenFor(ctx.app, staff);
    const get = (encoding?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/inventory?location_id=${location.id}`,
        headers: {
          authorization: `Bearer ${token}`,
          ...(encoding === undefined ? {} : { 'accept-encoding': encoding }),
        },
      });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const decoders = {
      br: brotliDecompressSync,
      gzip: gunzipSync,
      deflate: inflateSync,
    };
    for (const [header, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['*', 'gzip'],
      // Neither brotli nor gzip: the compression plugin answers as for any body.
      ['deflate', 'deflate'],
    ] as const) {
      const answer = await get(header);
      expect(answer.statusCode, header).toBe(200);
      expect(answer.headers['content-encoding'], header).toBe(encoding);
      expect(answer.headers.etag, header).toBe(plain.headers.etag);
      expect(String(answer.headers.vary), header).toContain('accept-encoding');
      expect(JSON.parse(decoders[encoding](answer.rawPayload).toString()), header).toEqual(
        plain.json(),
      );
    }

    await postCount(ctx.app, staff, gin.id, { quantity: 9, reason: 'count' });
    for (const encoding of ['br', 'gzip'] as const) {
      const answer = await get(encoding);
      const rows: Item[] = JSON.parse(decoders[encoding](answer.rawPayload).toString());
      expect(byName(rows, 'Gin')?.quantity, encoding).toBe(9);
    }
  });
});
