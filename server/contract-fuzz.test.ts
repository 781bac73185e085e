/**
 * Contract fuzzing: every operation of the served OpenAPI document, called as each kind of
 * caller with inputs drawn from its schemas and from just outside them (server/test/fuzz/).
 * Whatever comes in, the API answers below 500, every refusal has the contract's error body,
 * and a refused request leaves every row of the database as it was.
 *
 * In `npm test` the run is bounded and its seed fixed; `npm run fuzz` runs it longer with a new
 * seed, which it prints (FUZZ_SEED=… replays a run, FUZZ_RUNS=… sets its length).
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { errorBody } from '#contract/errors.ts';
import { OPENAPI_DOCUMENT_PATH } from '#server/plugins/openapi.ts';
import { type Actor, createWorld, type World } from './authorization-matrix/world.ts';
import { createTestApp } from './test/app.ts';
import { databaseDigest } from './test/fuzz/db-digest.ts';
import {
  type FuzzRequest,
  type OpenApiDocument,
  type Operation,
  operationsOf,
  requestOf,
} from './test/fuzz/requests.ts';
import { tokenFor } from './test/request.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_126);
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);

const ctx = await createTestApp();
const digest = await databaseDigest(ctx.db);
const document = (
  await ctx.app.inject({ method: 'GET', url: OPENAPI_DOCUMENT_PATH })
).json<OpenApiDocument>();
const operations = operationsOf(document);
const tally = { requests: 0, serverErrors: 0, byClass: {} as Record<string, number> };

afterAll(async () => {
  process.stdout.write(
    `contract fuzz: ${operations.length} operations, ${tally.requests} requests, ` +
      `${tally.serverErrors} answered 5xx (seed ${SEED}, ${RUNS} runs each); ` +
      `${JSON.stringify(tally.byClass)}\n`,
  );
  await ctx.close();
});

let shared: Promise<World> | undefined;
const sharedWorld = () => (shared ??= createWorld(ctx.db));

async function authorizations(world: World): Promise<Record<Actor, Record<string, string>>> {
  const bearer = async (user: { id: string; email: string }) => ({
    authorization: `Bearer ${await tokenFor(ctx.app, user)}`,
  });
  return {
    anonymous: {},
    stranger: await bearer(world.users.stranger),
    staff: await bearer(world.users.staff),
    manager: await bearer(world.users.manager),
    owner: await bearer(world.users.owner),
  };
}

const shown = (request: FuzzRequest, operation: Operation) =>
  `${operation.method} ${request.url.slice(0, 300)} as ${request.actor}` +
  (request.payload === undefined ? '' : ` with ${request.payload.slice(0, 300)}`);

function bodyOf(response: LightMyRequestResponse): unknown {
  try {
    return response.json();
  } catch {
    return response.body.slice(0, 300);
  }
}

describe('the API under inputs inside and just outside its contract', () => {
  it('describes operations to fuzz', () => {
    expect(operations.length).toBeGreaterThan(90);
  });

  it.each(operations.map((operation) => [`${operation.method} ${operation.url}`, operation]))(
    '%s',
    async (_name, operation) => {
      // What deletes or signs out spoils the world for later operations: those get their own.
      const world =
        operation.method === 'DELETE' || operation.url.startsWith('/api/auth')
          ? await createWorld(ctx.db)
          : await sharedWorld();
      const headers = await authorizations(world);
      // The database as the previous request left it: one fingerprint per request.
      // Each file's database is its own (on PostgreSQL too): a refusal must leave it as it was.
      let before = await digest();
      await fc.assert(
        fc.asyncProperty(requestOf(operation, world), async (request) => {
          const response = await ctx.app.inject({
            method: operation.method as 'GET',
            url: request.url,
            headers: {
              ...request.headers,
              ...headers[request.actor],
              ...(request.payload === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
          tally.requests += 1;
          const statusClass = response.statusCode < 400 ? '2xx/3xx' : String(response.statusCode);
          tally.byClass[statusClass] = (tally.byClass[statusClass] ?? 0) + 1;
          if (response.statusCode >= 500) tally.serverErrors += 1;
          const what = `${shown(request, operation)} answered ${response.statusCode}`;
          const after = await digest();
          const unchanged = after === before;
          before = after;
          expect(response.statusCode, `${what}: ${JSON.stringify(bodyOf(response))}`).toBeLessThan(
            500,
          );
          if (response.statusCode < 400) return;
          expect(
            errorBody.safeParse(bodyOf(response)).success,
            `${what} without the contract's error body: ${JSON.stringify(bodyOf(response))}`,
          ).toBe(true);
          expect(unchanged, `${what} yet changed the database`).toBe(true);
        }),
        { seed: SEED, numRuns: RUNS },
      );
    },
    // A long run (npm run fuzz) takes as long as it needs.
    Math.max(120_000, RUNS * 2_000),
  );
});
