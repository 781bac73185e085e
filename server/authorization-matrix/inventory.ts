import { createStockCount, createStockCountLine } from '../test/factories.ts';
import type { TestContext } from '../test/app.ts';
import {
  callerFor,
  inLocation,
  MANAGER_UP,
  MANAGER_UP_OBJECT,
  MEMBER,
  MEMBER_OBJECT,
  unique,
  type Row,
} from './matrix.ts';
import type { World } from './world.ts';

/** A new open spot check of the world's item, for a route that names a count. */
async function spotCheck(ctx: TestContext, world: World): Promise<string> {
  const count = await createStockCount(ctx.db, world.location, { scope: 'spot' });
  await createStockCountLine(ctx.db, world.location, { countId: count.id, itemId: world.itemId });
  return count.id;
}

/** Inventory: who may call each route. */
export const inventoryRows: Row[] = [
  // Inventory (docs/api.md#inventory).
  { method: 'GET', url: '/api/inventory', expect: MEMBER, query: inLocation },
  { method: 'GET', url: '/api/inventory/categories', expect: MEMBER, query: inLocation },
  {
    method: 'POST',
    url: '/api/inventory/categories',
    expect: MANAGER_UP,
    body: (world) => ({ location_id: world.location.id, name: `Category ${unique()}` }),
  },
  {
    method: 'PUT',
    url: '/api/inventory/categories/:id',
    expect: MANAGER_UP_OBJECT,
    foreign: 404,
    body: () => ({ name: `Category ${unique()}` }),
  },
  {
    method: 'DELETE',
    url: '/api/inventory/categories/:id',
    expect: MANAGER_UP_OBJECT,
    foreign: 404,
    fresh: true,
  },
  { method: 'GET', url: '/api/inventory/updates/changelog', expect: MEMBER, query: inLocation },
  { method: 'GET', url: '/api/inventory/:id', expect: MEMBER_OBJECT, foreign: 404 },
  {
    method: 'PUT',
    url: '/api/inventory/:id',
    expect: MANAGER_UP_OBJECT,
    foreign: 404,
    body: () => ({ notes: `Note ${unique()}` }),
  },
  {
    method: 'DELETE',
    url: '/api/inventory/:id',
    expect: MANAGER_UP_OBJECT,
    foreign: 404,
    fresh: true,
  },
  {
    method: 'POST',
    url: '/api/inventory/add-item',
    expect: MANAGER_UP,
    body: (world) => ({ location_id: world.location.id, name: `Item ${unique()}`, unit: 'each' }),
  },
  {
    method: 'POST',
    url: '/api/inventory/import',
    expect: MANAGER_UP,
    body: (world) => ({
      location_id: world.location.id,
      rows: [{ name: `Item ${unique()}`, unit: 'each' }],
    }),
  },
  { method: 'GET', url: '/api/inventory/summary', expect: MEMBER, query: inLocation },
  // Counting is for every member, staff included.
  {
    method: 'POST',
    url: '/api/inventory/update/:id',
    expect: MEMBER_OBJECT,
    foreign: 404,
    body: () => ({ quantity: 1 }),
  },
  // Waste: staff may record it.
  {
    method: 'POST',
    url: '/api/inventory/:id/waste',
    expect: MEMBER_OBJECT,
    foreign: 404,
    body: () => ({ quantity: 0.001, cause: 'spill' }),
  },
  // Counts as records (docs/api.md#counts): every member sees them, managers open and close.
  // A count named in the URL is a new one of the world's location: the stranger's 404 is
  // "another location's count".
  {
    method: 'POST',
    url: '/api/counts',
    expect: MANAGER_UP,
    body: (world) => ({ location_id: world.location.id, item_ids: [world.itemId] }),
  },
  { method: 'GET', url: '/api/counts', expect: MEMBER, query: inLocation },
  {
    method: 'GET',
    url: '/api/counts/:id',
    expect: MEMBER_OBJECT,
    send: async (world, actor, ctx) =>
      callerFor(ctx, world, actor).get(`/api/counts/${await spotCheck(ctx, world)}`),
  },
  {
    method: 'POST',
    url: '/api/counts/:id/close',
    expect: MANAGER_UP_OBJECT,
    send: async (world, actor, ctx) =>
      callerFor(ctx, world, actor).post(`/api/counts/${await spotCheck(ctx, world)}/close`),
  },
  {
    method: 'DELETE',
    url: '/api/counts/:id',
    expect: MANAGER_UP_OBJECT,
    send: async (world, actor, ctx) =>
      callerFor(ctx, world, actor).delete(`/api/counts/${await spotCheck(ctx, world)}`),
  },
];
