import { closedCountPair } from '#server/test/reports-helpers.ts';
import { callerFor, inLocation, MANAGER_UP, type Row } from './matrix.ts';

/** Reports: who may call each route. Every report is reports.view (managers and owners). */
export const reportsRows: Row[] = [
  {
    method: 'GET',
    url: '/api/reports/variance',
    expect: MANAGER_UP,
    send: async (world, actor, ctx) => {
      const { first, second } = await closedCountPair(ctx.db, world.location, world.itemId);
      return callerFor(ctx, world, actor).get(
        `/api/reports/variance?location_id=${world.location.id}&from_count=${first.id}&to_count=${second.id}`,
      );
    },
  },
  { method: 'GET', url: '/api/reports/par-suggestions', expect: MANAGER_UP, query: inLocation },
  {
    method: 'GET',
    url: '/api/reports/menu-engineering',
    expect: MANAGER_UP,
    query: (world) => `?location_id=${world.location.id}&from=2026-11-01&to=2026-11-30`,
  },
];
