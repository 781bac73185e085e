import {
  inLocation,
  MANAGER_UP,
  MANAGER_UP_OBJECT,
  MEMBER,
  MEMBER_OBJECT,
  unique,
  type Row,
} from './matrix.ts';

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
];
