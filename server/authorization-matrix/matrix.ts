/**
 * The authorization matrix's runner: calls a row's route as each kind of caller and compares
 * the status classes with those the permission table implies (docs/domain.md#permissions,
 * contract/permissions.ts). The world is in world.ts, the rows in the domain files beside it.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { TestContext } from '#server/test/app.ts';
import { anonymous, as, type Caller } from '#server/test/request.ts';
import { type Actor, actors, createWorld, type World } from './world.ts';

/** 'ok' is any 2xx; a number is that exact status (a refusal that is not about who calls). */
export type Outcome = 'ok' | 401 | 403 | 404 | 409 | 422 | 400 | 503;

export const unique = () => randomUUID().slice(0, 8);
export const PASSWORD = 'correct horse battery staple';

export interface Row {
  method: string;
  /** The URL as registered, with :params. */
  url: string;
  expect: Record<Actor, Outcome>;
  /** Expected for the owner naming an object (member, code…) of another location. */
  foreign?: Outcome;
  body?: (world: World, actor: Actor) => unknown;
  /** A query string to append (`?location_id=…`). */
  query?: (world: World) => string;
  /** Destructive or state-changing for later callers: a new world per call. */
  fresh?: boolean;
  /** A request the JSON caller cannot make (a multipart upload), sent as `actor`. */
  send?: (world: World, actor: Actor, ctx: TestContext) => ReturnType<Caller['post']>;
}

export const PUBLIC: Record<Actor, 'ok'> = {
  anonymous: 'ok',
  stranger: 'ok',
  staff: 'ok',
  manager: 'ok',
  owner: 'ok',
};
export const SIGNED_IN: Record<Actor, Outcome> = { ...PUBLIC, anonymous: 401 };
export const ADMIN_ONLY: Record<Actor, Outcome> = {
  anonymous: 401,
  stranger: 403,
  staff: 403,
  manager: 403,
  owner: 403,
};
export const MEMBER: Record<Actor, Outcome> = { ...SIGNED_IN, stranger: 403 };
export const MANAGER_UP: Record<Actor, Outcome> = { ...MEMBER, staff: 403 };
export const OWNER_ONLY: Record<Actor, Outcome> = { ...MANAGER_UP, manager: 403 };
// A URL naming an object (item, category) of a location the caller is not in: 404, not 403.
export const MEMBER_OBJECT: Record<Actor, Outcome> = { ...MEMBER, stranger: 404 };
export const MANAGER_UP_OBJECT: Record<Actor, Outcome> = { ...MANAGER_UP, stranger: 404 };
export const inLocation = (world: World) => `?location_id=${world.location.id}`;

/** Buying URLs: which object of the world each placeholder names, most specific first. */
const buyingUrls: [prefix: string, fill: (ids: World['foreign']) => string][] = [
  ['/api/vendors/items/:id', (ids) => `/api/vendors/items/${ids.vendorItemId}`],
  ['/api/vendors/inventory/:id', (ids) => `/api/vendors/inventory/${ids.itemId}`],
  [
    '/api/vendors/:id/items/:itemId',
    (ids) => `/api/vendors/${ids.vendorId}/items/${ids.vendorItemId}`,
  ],
  ['/api/vendors/:id', (ids) => `/api/vendors/${ids.vendorId}`],
  ['/api/shopping-lists/items/:id', (ids) => `/api/shopping-lists/items/${ids.listItemId}`],
  ['/api/shopping-lists/vendor/:id', (ids) => `/api/shopping-lists/vendor/${ids.vendorId}`],
  ['/api/shopping-lists/summary/:id', (ids) => `/api/shopping-lists/summary/${ids.listId}`],
  ['/api/shopping-lists/:id', (ids) => `/api/shopping-lists/${ids.listId}`],
];

/** Cooking URLs, as buyingUrls. */
const cookingUrls: [prefix: string, fill: (ids: World['foreign']) => string][] = [
  ['/api/recipes/ingredients/:id', (ids) => `/api/recipes/ingredients/${ids.ingredientId}`],
  ['/api/recipes/:id', (ids) => `/api/recipes/${ids.recipeId}`],
  ['/api/menu/recipes/:id', (ids) => `/api/menu/recipes/${ids.menuRecipeId}`],
  [
    '/api/menu/:id/items/:lineId',
    (ids) => `/api/menu/${ids.menuItemId}/items/${ids.menuStockItemId}`,
  ],
  ['/api/menu/:id', (ids) => `/api/menu/${ids.menuItemId}`],
];

export function fillUrl(url: string, world: World, foreign: boolean): string {
  const buying = [...buyingUrls, ...cookingUrls].find(([prefix]) => url.startsWith(prefix));
  if (buying) return buying[1](foreign ? world.foreign : world) + url.slice(buying[0].length);
  return url
    .replace(
      '/api/inventory/categories/:id',
      `/api/inventory/categories/${foreign ? world.foreign.categoryId : world.categoryId}`,
    )
    .replace(
      '/api/inventory/update/:id',
      `/api/inventory/update/${foreign ? world.foreign.itemId : world.itemId}`,
    )
    .replace(
      '/api/inventory/:id',
      `/api/inventory/${foreign ? world.foreign.itemId : world.itemId}`,
    )
    .replace(
      ':id/members/:memberId',
      `${world.location.id}/members/${foreign ? world.foreign.memberId : world.memberId}`,
    )
    .replace(
      ':id/invite-code/:codeId',
      `${world.location.id}/invite-code/${foreign ? world.foreign.codeId : world.codeId}`,
    )
    .replace('/waiting-list/:id', `/waiting-list/${randomUUID()}`)
    .replace(':id', world.location.id);
}

export function callerFor(ctx: TestContext, world: World, actor: Actor): Caller {
  return actor === 'anonymous' ? anonymous(ctx.app) : as(ctx.app, world.users[actor]);
}

async function call(ctx: TestContext, row: Row, world: World, actor: Actor, foreign = false) {
  if (row.send) return row.send(world, actor, ctx);
  const caller = callerFor(ctx, world, actor);
  const url = fillUrl(row.url, world, foreign) + (row.query?.(world) ?? '');
  const body = row.body?.(world, actor);
  switch (row.method) {
    case 'GET':
      return caller.get(url);
    case 'DELETE':
      return caller.delete(url);
    case 'POST':
      return caller.post(url, body as Record<string, unknown> | undefined);
    case 'PUT':
      return caller.put(url, body as Record<string, unknown> | undefined);
    default:
      return caller.patch(url, body as Record<string, unknown> | undefined);
  }
}

const outcomeOf = (status: number): Outcome | number =>
  status >= 200 && status < 300 ? 'ok' : status;

export const key = (method: string, url: string) =>
  `${method} ${url.length > 1 ? url.replace(/\/$/, '') : url}`;

/** One test per row: its route called as each actor (and as the owner naming a foreign object). */
export function itAnswersAsTheTableSays(ctx: TestContext, rows: Row[]): void {
  it.each(rows.map((row) => [key(row.method, row.url), row] as const))('%s', async (_name, row) => {
    const shared = row.fresh ? undefined : await createWorld(ctx.db);
    const actual: Record<string, Outcome | number> = {};
    const expected: Record<string, Outcome> = { ...row.expect };
    for (const actor of actors) {
      const world = shared ?? (await createWorld(ctx.db));
      const response = await call(ctx, row, world, actor);
      actual[actor] = outcomeOf(response.statusCode);
    }
    if (row.foreign !== undefined) {
      expected.foreign = row.foreign;
      const world = shared ?? (await createWorld(ctx.db));
      actual.foreign = outcomeOf((await call(ctx, row, world, 'owner', true)).statusCode);
    }
    expect(actual).toEqual(expected);
  });
}
