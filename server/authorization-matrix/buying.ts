import {
  inLocation,
  MANAGER_UP,
  MANAGER_UP_OBJECT,
  MEMBER,
  MEMBER_OBJECT,
  unique,
  type Row,
} from './matrix.ts';

/** Buying: vendors, their catalogues and shopping lists: who may call each route. */
export const buyingRows: Row[] = [
  // Vendors (docs/api.md#vendors). Reading is for every member; every change is catalog.edit.
  { method: 'GET', url: '/api/vendors', expect: MEMBER, query: inLocation },
  {
    method: 'POST',
    url: '/api/vendors',
    expect: MANAGER_UP,
    body: (world) => ({ location_id: world.location.id, name: `Vendor ${unique()}` }),
  },
  { method: 'GET', url: '/api/vendors/price-increases', expect: MEMBER, query: inLocation },
  { method: 'GET', url: '/api/vendors/:id', expect: MEMBER_OBJECT, foreign: 404 },
  {
    method: 'PUT',
    url: '/api/vendors/:id',
    expect: MANAGER_UP_OBJECT,
    foreign: 404,
    body: () => ({ notes: `Note ${unique()}` }),
  },
  // The world's vendor has a list: those allowed are refused for that (409), not their role.
  {
    method: 'DELETE',
    url: '/api/vendors/:id',
    expect: { ...MANAGER_UP_OBJECT, manager: 409, owner: 409 },
    foreign: 404,
    fresh: true,
  },
  { method: 'GET', url: '/api/vendors/:id/stats', expect: MEMBER_OBJECT, foreign: 404 },
  { method: 'GET', url: '/api/vendors/:id/items', expect: MEMBER_OBJECT, foreign: 404 },
  {
    method: 'POST',
    url: '/api/vendors/:id/items',
    expect: MANAGER_UP_OBJECT,
    foreign: 404,
    body: () => ({ name: `Tonic ${unique()}`, pack_size: 24, price: 18 }),
  },
  {
    method: 'POST',
    url: '/api/vendors/:id/items/bulk',
    expect: MANAGER_UP_OBJECT,
    foreign: 404,
    body: () => ({ items: [{ name: `Tonic ${unique()}`, pack_size: 24, price: 18 }] }),
  },
  {
    method: 'PUT',
    url: '/api/vendors/:id/items/prices',
    expect: MANAGER_UP_OBJECT,
    foreign: 404,
    body: (world) => ({ updates: [{ id: world.vendorItemId, price: 91 }] }),
  },
  {
    method: 'POST',
    url: '/api/vendors/:id/catalog',
    expect: MANAGER_UP_OBJECT,
    foreign: 404,
    body: () => ({ catalog: `name,price\nTonic ${unique()},18\n` }),
  },
  {
    method: 'POST',
    url: '/api/vendors/:id/items/:itemId/preferred',
    expect: MANAGER_UP_OBJECT,
    foreign: 404,
    body: () => ({ is_preferred: true }),
  },
  {
    method: 'PUT',
    url: '/api/vendors/items/:id',
    expect: MANAGER_UP_OBJECT,
    foreign: 404,
    body: () => ({ pack_description: `Case ${unique()}` }),
  },
  // The world's line is on its list: those allowed are refused for that (409), not their role.
  {
    method: 'DELETE',
    url: '/api/vendors/items/:id',
    expect: { ...MANAGER_UP_OBJECT, manager: 409, owner: 409 },
    foreign: 404,
    fresh: true,
  },
  {
    method: 'GET',
    url: '/api/vendors/items/:id/price-history',
    expect: MEMBER_OBJECT,
    foreign: 404,
  },
  {
    method: 'GET',
    url: '/api/vendors/inventory/:id/preferred',
    expect: MEMBER_OBJECT,
    foreign: 404,
  },

  // Shopping lists (docs/api.md#shopping-lists). Ticking and receiving are for every member.
  { method: 'GET', url: '/api/shopping-lists', expect: MEMBER, query: inLocation },
  { method: 'GET', url: '/api/shopping-lists/purchase-list', expect: MEMBER, query: inLocation },
  {
    method: 'POST',
    url: '/api/shopping-lists',
    expect: MANAGER_UP,
    body: (world) => ({ location_id: world.location.id, name: `Order ${unique()}` }),
  },
  {
    method: 'POST',
    url: '/api/shopping-lists/generate',
    expect: MANAGER_UP,
    body: (world) => ({ location_id: world.location.id }),
  },
  { method: 'GET', url: '/api/shopping-lists/vendor/:id', expect: MEMBER_OBJECT, foreign: 404 },
  { method: 'GET', url: '/api/shopping-lists/summary/:id', expect: MEMBER_OBJECT, foreign: 404 },
  { method: 'GET', url: '/api/shopping-lists/:id', expect: MEMBER_OBJECT, foreign: 404 },
  {
    method: 'PUT',
    url: '/api/shopping-lists/:id',
    expect: MANAGER_UP_OBJECT,
    foreign: 404,
    body: () => ({ notes: `Note ${unique()}` }),
  },
  {
    method: 'DELETE',
    url: '/api/shopping-lists/:id',
    expect: MANAGER_UP_OBJECT,
    foreign: 404,
    fresh: true,
  },
  {
    method: 'POST',
    url: '/api/shopping-lists/:id/items',
    expect: MANAGER_UP_OBJECT,
    foreign: 404,
    body: () => ({ name: `Lemons ${unique()}`, quantity: 1 }),
  },
  {
    method: 'PUT',
    url: '/api/shopping-lists/items/:id',
    expect: MANAGER_UP_OBJECT,
    foreign: 404,
    body: () => ({ quantity: 3 }),
  },
  {
    method: 'DELETE',
    url: '/api/shopping-lists/items/:id',
    expect: MANAGER_UP_OBJECT,
    foreign: 404,
    fresh: true,
  },
  {
    method: 'PATCH',
    url: '/api/shopping-lists/items/:id/completed',
    expect: MEMBER_OBJECT,
    foreign: 404,
    body: () => ({ completed: true }),
  },
  // A sent list may be sent again (the vendor's email lands in the test outbox).
  {
    method: 'POST',
    url: '/api/shopping-lists/:id/send',
    expect: MANAGER_UP_OBJECT,
    foreign: 404,
    body: () => ({ confirm_below_minimum: true }),
  },
  { method: 'GET', url: '/api/shopping-lists/:id/export', expect: MEMBER_OBJECT, foreign: 404 },
  // A list is received once: a new world per call.
  {
    method: 'POST',
    url: '/api/shopping-lists/:id/receive',
    expect: MEMBER_OBJECT,
    foreign: 404,
    body: () => ({}),
    fresh: true,
  },
  // The world's list is a draft: those allowed are refused for its state (409), not their role.
  {
    method: 'POST',
    url: '/api/shopping-lists/:id/credit-request',
    expect: { ...MANAGER_UP_OBJECT, manager: 409, owner: 409 },
    foreign: 404,
    body: () => ({}),
  },
  // The world's list has emailed nothing: those allowed are refused for its state (409).
  {
    method: 'POST',
    url: '/api/shopping-lists/:id/mail/retry',
    expect: { ...MANAGER_UP_OBJECT, manager: 409, owner: 409 },
    foreign: 404,
  },
];
