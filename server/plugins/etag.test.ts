import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Item } from '#contract/inventory.ts';
import { postCount } from '#server/test/inventory-helpers.ts';
import { useTestApp } from '../test/app.ts';
import { addMember, createItem, createLocation, createUser } from '../test/factories.ts';
import { tokenFor } from '../test/request.ts';

const ctx = useTestApp();

async function world() {
  const { location, owner } = await createLocation(ctx.db);
  const staff = await addMember(ctx.db, location, 'staff');
  const gin = await createItem(ctx.db, location, { name: 'Gin', quantity: '2' });
  // Enough items that the list is compressed (the threshold is 1 KB).
  for (let index = 0; index < 12; index++) {
    await createItem(ctx.db, location, { name: `Tonic ${index}` });
  }
  const other = await createLocation(ctx.db);
  return { location, owner, staff, gin, other };
}

async function getList(
  user: { id: string; email: string },
  locationId: string,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/inventory?location_id=${locationId}`,
    headers: { authorization: `Bearer ${await tokenFor(ctx.app, user)}`, ...headers },
  });
}

describe('conditional GET of the API', () => {
  it('tags the items list and answers a repeat with 304 and no body', async () => {
    const { location, staff } = await world();
    const first = await getList(staff, location.id);
    expect(first.statusCode, first.body).toBe(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await getList(staff, location.id, { 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['x-request-id']).toEqual(expect.any(String));
    expect(again.headers['cache-control']).toBe('private, no-cache');

    // A browser that kept several versions sends them all: any one of them matches.
    const listed = await getList(staff, location.id, {
      'if-none-match': `W/"older", ${String(etag)}`,
    });
    expect(listed.statusCode).toBe(304);
  });

  it('gives the compressed answer the same tag, so a gzip client gets its 304 too', async () => {
    const { location, staff } = await world();
    const plain = await getList(staff, location.id);
    const gzipped = await getList(staff, location.id, { 'accept-encoding': 'gzip' });
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.etag).toBe(plain.headers.etag);
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());

    const again = await getList(staff, location.id, {
      'accept-encoding': 'gzip',
      'if-none-match': String(gzipped.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers 200 with the new data once a count changed the list', async () => {
    const { location, staff, gin } = await world();
    const before = await getList(staff, location.id);
    const etag = String(before.headers.etag);

    const counted = await postCount(ctx.app, staff, gin.id, { quantity: 3 });
    expect(counted.statusCode, counted.body).toBe(200);
    // The count's own answer is a POST: it is never turned into a 304, whatever it is sent.
    expect(counted.headers['cache-control']).toBe('private, no-cache');

    const after = await getList(staff, location.id, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const items = after.json<Item[]>();
    expect(items.find((item) => item.id === gin.id)).toMatchObject({ quantity: 3, version: 2 });
  });

  it('never answers 304 to someone who may not read the list, tag or not', async () => {
    const { location, staff, other } = await world();
    const etag = String((await getList(staff, location.id)).headers.etag);
    const response = await getList(other.owner, location.id, { 'if-none-match': etag });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
  });

  it('keeps session answers out of every cache', async () => {
    const user = await createUser(ctx.db);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toHaveProperty('token');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leaves what is outside the API alone', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(health.headers.etag).toBeUndefined();
    expect(health.headers['cache-control']).toBeUndefined();
  });
});
