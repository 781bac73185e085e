/**
 * The OpenAPI document is good enough to build on: a client generated from it (schema.ts, with
 * openapi-fetch making the calls) is committed, matches what the app serves, type-checks with
 * the server code, and talks to the real API.
 */
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import createClient from 'openapi-fetch';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_DOCUMENT_PATH } from '#server/plugins/openapi.ts';
import { useTestApp } from '../app.ts';
import { createLocation, type TestLocation, type TestUser } from '../factories.ts';
import { generateClientTypes, REGENERATE_COMMAND, SCHEMA_FILE } from './generate.ts';
import type { paths } from './schema.ts';

const ctx = useTestApp();

/** The first line where two texts differ, to say where without printing 400 KB of diff. */
function firstDifference(actual: string, expected: string): string {
  const a = actual.split('\n');
  const e = expected.split('\n');
  const line = a.findIndex((text, index) => text !== e[index]);
  const at = line === -1 ? a.length : line;
  return `line ${at + 1}: generated ${JSON.stringify(a[at])}, committed ${JSON.stringify(e[at])}`;
}

describe('the generated API client', () => {
  // Generating and formatting 400 KB of types takes seconds, many more on a busy machine.
  it('is up to date with the served document', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: OPENAPI_DOCUMENT_PATH });
    const generated = await generateClientTypes(response.json());
    const committed = await readFile(SCHEMA_FILE, 'utf8');
    const stale =
      generated === committed
        ? ''
        : `run \`${REGENERATE_COMMAND}\` (${firstDifference(generated, committed)})`;
    expect(stale, 'server/test/api-client/schema.ts no longer matches the API').toBe('');
  }, 120_000);

  describe('calls the API', () => {
    let baseUrl = '';
    let owner: TestUser;
    let location: TestLocation;
    beforeAll(async () => {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
      ({ owner, location } = await createLocation(ctx.db, { name: 'The Anchor' }));
    });

    /** Signs in through the client, as a user of the API would, and answers a client with the token. */
    async function signedIn() {
      const { data, error } = await createClient<paths>({ baseUrl }).POST('/api/auth/login', {
        body: { email: owner.email, password: owner.password },
      });
      if (!data) throw new Error(`sign-in failed: ${JSON.stringify(error)}`);
      return createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${data.token}` } });
    }

    it('lists locations, adds an item and reads it back in the stock list', async () => {
      const api = await signedIn();

      const locations = await api.GET('/api/locations');
      expect(locations.response.status).toBe(200);
      expect(locations.data).toEqual([
        expect.objectContaining({ id: location.id, name: 'The Anchor', role: 'owner' }),
      ]);

      const created = await api.POST('/api/inventory/add-item', {
        body: { location_id: location.id, name: 'Gin', unit: 'bottle', quantity: 2.5 },
      });
      expect(created.response.status).toBe(201);
      expect(created.data).toMatchObject({ name: 'Gin', unit: 'bottle', quantity: 2.5 });

      const stock = await api.GET('/api/inventory', {
        params: { query: { location_id: location.id } },
      });
      expect(stock.response.status).toBe(200);
      expect(stock.data?.map((item) => [item.id, item.name, item.quantity])).toEqual([
        [created.data?.id, 'Gin', 2.5],
      ]);

      const one = await api.GET('/api/inventory/{id}', {
        params: { path: { id: created.data?.id ?? '' } },
      });
      expect(one.data?.cost_per_unit).toBeNull();
    });

    it('answers a bad item with 422 naming the field', async () => {
      const api = await signedIn();
      const { response, error } = await api.POST('/api/inventory/add-item', {
        body: { location_id: location.id, name: 'Tonic', unit: 'can', quantity: -1 },
      });
      expect(response.status).toBe(422);
      expect(error?.error.code).toBe('VALIDATION_ERROR');
      expect(JSON.stringify(error?.error.details)).toContain('quantity');
    });

    it('answers 401 without a token', async () => {
      const { response, error } = await createClient<paths>({ baseUrl }).GET('/api/locations');
      expect(response.status).toBe(401);
      expect(error?.error.code).toBe('MISSING_TOKEN');
    });
  });
});
