import {
  ADMIN_ONLY,
  MANAGER_UP,
  MEMBER,
  OWNER_ONLY,
  PASSWORD,
  PUBLIC,
  SIGNED_IN,
  unique,
  type Row,
} from './matrix.ts';

/** Health, sign-up, the account, billing, the waiting list, locations and team: who may call each route. */
export const accountRows: Row[] = [
  // Health, sign-up and billing: mostly public.
  { method: 'GET', url: '/health', expect: PUBLIC },
  { method: 'GET', url: '/api/auth/registration', expect: PUBLIC },
  {
    method: 'POST',
    url: '/api/auth/register',
    expect: PUBLIC,
    body: () => ({ email: `new-${unique()}@example.test`, password: PASSWORD, name: 'New' }),
  },
  {
    method: 'POST',
    url: '/api/auth/login',
    expect: PUBLIC,
    body: (world) => ({ email: world.users.owner.email, password: PASSWORD }),
  },
  // Authenticated by the refresh cookie alone, never the bearer token: no cookie, 401 for all.
  {
    method: 'POST',
    url: '/api/auth/refresh',
    expect: { anonymous: 401, stranger: 401, staff: 401, manager: 401, owner: 401 },
  },
  // Sign-out always succeeds.
  { method: 'POST', url: '/api/auth/logout', expect: PUBLIC },
  { method: 'GET', url: '/api/auth/me', expect: SIGNED_IN },
  { method: 'PUT', url: '/api/auth/user', expect: SIGNED_IN, body: () => ({ name: 'Renamed' }) },
  { method: 'GET', url: '/api/auth/user/export', expect: SIGNED_IN },
  // The owner and the stranger are each the only owner of a location with other members:
  // refused until they hand over.
  {
    method: 'DELETE',
    url: '/api/auth/user',
    expect: { ...SIGNED_IN, stranger: 409, owner: 409 },
    fresh: true,
  },
  {
    method: 'POST',
    url: '/api/auth/redeem-invite',
    expect: SIGNED_IN,
    body: (world) => ({ inviteCode: world.code }),
    fresh: true,
  },
  {
    method: 'POST',
    url: '/auth/reset-password',
    expect: PUBLIC,
    // A new address each call: the same one is rate limited after a few requests.
    body: () => ({ email: `reset-${unique()}@example.test` }),
  },
  // Public; an unknown link token is refused the same way for everyone.
  {
    method: 'POST',
    url: '/auth/reset-password/confirm',
    expect: { anonymous: 422, stranger: 422, staff: 422, manager: 422, owner: 422 },
    body: () => ({ token: 'not-a-real-token', password: 'a long new passphrase' }),
  },
  {
    method: 'POST',
    url: '/api/waiting-list',
    expect: PUBLIC,
    body: () => ({ email: `wait-${unique()}@example.test` }),
  },
  { method: 'GET', url: '/api/admin/waiting-list', expect: ADMIN_ONLY },
  { method: 'POST', url: '/api/admin/waiting-list/:id/approve', expect: ADMIN_ONLY },
  { method: 'GET', url: '/api/billing/plans', expect: PUBLIC },
  // Signed in; without payments configured no price exists: 422 to everyone signed in.
  {
    method: 'POST',
    url: '/api/billing/checkout-session',
    expect: { anonymous: 401, stranger: 422, staff: 422, manager: 422, owner: 422 },
    body: () => ({ price_id: 'price_test' }),
  },
  // Authenticated by the provider's signature, not a user: unsigned is 400 for all.
  {
    method: 'POST',
    url: '/api/billing/webhook',
    expect: { anonymous: 400, stranger: 400, staff: 400, manager: 400, owner: 400 },
    body: () => ({ type: 'ping' }),
  },

  // Locations and team (docs/api.md#locations-and-team).
  { method: 'GET', url: '/api/locations', expect: SIGNED_IN },
  { method: 'POST', url: '/api/locations', expect: SIGNED_IN, body: () => ({ name: 'New' }) },
  { method: 'GET', url: '/api/locations/:id', expect: MEMBER },
  { method: 'PUT', url: '/api/locations/:id', expect: MANAGER_UP, body: () => ({ name: 'Re' }) },
  { method: 'DELETE', url: '/api/locations/:id', expect: OWNER_ONLY, fresh: true },
  { method: 'GET', url: '/api/locations/:id/backup-status', expect: OWNER_ONLY },
  // A location's file (decision 031): written for its owners; read into a new location by anyone.
  { method: 'GET', url: '/api/locations/:id/export', expect: OWNER_ONLY },
  {
    method: 'POST',
    url: '/api/locations/import',
    expect: SIGNED_IN,
    body: () => ({
      format: 'barback-location',
      version: 1,
      exported_at: '2026-01-01T00:00:00.000Z',
      location: {
        name: 'Imported',
        currency: 'USD',
        timezone: 'UTC',
        address: null,
        target_food_cost_percent: 30,
        created_at: '2026-01-01T00:00:00.000Z',
      },
      ...Object.fromEntries(
        ['categories', 'items', 'stock_history', 'vendors', 'vendor_items', 'price_history']
          .concat(['shopping_lists', 'recipes', 'menu', 'members'])
          .map((collection) => [collection, []]),
      ),
    }),
  },
  { method: 'POST', url: '/api/locations/:id/invite-code', expect: MANAGER_UP, body: () => ({}) },
  { method: 'GET', url: '/api/locations/:id/invite-codes', expect: MANAGER_UP },
  {
    method: 'DELETE',
    url: '/api/locations/:id/invite-code/:codeId',
    expect: MANAGER_UP,
    foreign: 404,
    fresh: true,
  },
  { method: 'GET', url: '/api/locations/:id/members', expect: MEMBER },
  {
    method: 'PUT',
    url: '/api/locations/:id/members/:memberId',
    expect: MANAGER_UP,
    foreign: 404,
    body: () => ({ role: 'manager' }),
    fresh: true,
  },
  // Removing another staff member (leaving is in members.test.ts).
  {
    method: 'DELETE',
    url: '/api/locations/:id/members/:memberId',
    expect: MANAGER_UP,
    foreign: 404,
    fresh: true,
  },
];
