import { createSalesLine } from '#server/test/factories.ts';
import { postSalesImport } from '#server/test/sales-helpers.ts';
import {
  callerFor,
  inLocation,
  MANAGER_UP,
  MANAGER_UP_OBJECT,
  type Row,
  unique,
} from './matrix.ts';

/**
 * Sales: who may call each route. Importing, typing a line and mapping a name are sales.edit;
 * reading them is reports.view: managers and owners both.
 */
export const salesRows: Row[] = [
  {
    method: 'POST',
    url: '/api/sales/import',
    expect: MANAGER_UP,
    send: (world, actor, ctx) =>
      postSalesImport(
        ctx.app,
        actor === 'anonymous' ? undefined : world.users[actor],
        { location_id: world.location.id },
        {
          filename: 'sales.csv',
          contentType: 'text/csv',
          data: `date,item,quantity,net_sales\n2026-11-20,Dish ${unique()},2,18\n`,
        },
      ),
  },
  { method: 'GET', url: '/api/sales', expect: MANAGER_UP, query: inLocation },
  {
    method: 'POST',
    url: '/api/sales',
    expect: MANAGER_UP,
    body: (world) => ({
      location_id: world.location.id,
      pos_name: `Dish ${unique()}`,
      quantity: 1,
      sold_at: '2026-11-20T20:00:00.000Z',
    }),
  },
  { method: 'GET', url: '/api/sales/mappings', expect: MANAGER_UP, query: inLocation },
  {
    method: 'PUT',
    url: '/api/sales/mappings',
    expect: MANAGER_UP,
    body: (world) => ({
      location_id: world.location.id,
      pos_name: `Dish ${unique()}`,
      menu_item_id: world.menuItemId,
    }),
  },
  // A line typed by hand in the world's location, one per call: a stranger finds none (404).
  {
    method: 'DELETE',
    url: '/api/sales/:id',
    expect: MANAGER_UP_OBJECT,
    send: async (world, actor, ctx) => {
      const line = await createSalesLine(ctx.db, world.location);
      return callerFor(ctx, world, actor).delete(`/api/sales/${line.id}`);
    },
  },
];
