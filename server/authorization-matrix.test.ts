/**
 * The authorization matrix: every /api and /auth route the app registers, called as each kind
 * of caller, answers the status class the permission table (contract/permissions.ts) implies.
 * A route without a row fails the suite: a new route must say who may call it.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './test/app.ts';
import {
  addMember,
  createAssistantConversation,
  createCategory,
  createInviteCode,
  createItem,
  createLocation,
  createMember,
  createMenuItem,
  createMenuRecipe,
  createRecipe,
  createRecipeIngredient,
  createShoppingList,
  createShoppingListItem,
  createVendor,
  createVendorItem,
  type TestLocation,
  type TestUser,
} from './test/factories.ts';
import { anonymous, as, type Caller } from './test/request.ts';
import { csvFile, postImport } from '#server/test/cooking-helpers.ts';

const ctx = useTestApp();

const actors = ['anonymous', 'stranger', 'staff', 'manager', 'owner'] as const;
type Actor = (typeof actors)[number];
/** 'ok' is any 2xx; a number is that exact status (a refusal that is not about who calls). */
type Outcome = 'ok' | 401 | 403 | 404 | 409 | 422 | 400 | 503;

/** A location with one member of each role, and objects of it and of another location. */
interface World {
  location: TestLocation;
  users: Record<Exclude<Actor, 'anonymous'>, TestUser>;
  /** Ids of the objects a URL names: a staff membership nobody acts as, an invite code. */
  memberId: string;
  codeId: string;
  code: string;
  /** An inventory item and a category of the location. */
  itemId: string;
  itemName: string;
  categoryId: string;
  /** Buying: a vendor with one catalogue line (of the item), a draft list of it with one line. */
  vendorId: string;
  vendorItemId: string;
  listId: string;
  listItemId: string;
  /** Cooking: a recipe with one line (of the item), on a menu item through one menu recipe. */
  recipeId: string;
  ingredientId: string;
  menuItemId: string;
  menuRecipeId: string;
  foreign: {
    memberId: string;
    codeId: string;
    itemId: string;
    categoryId: string;
    vendorId: string;
    vendorItemId: string;
    listId: string;
    listItemId: string;
    recipeId: string;
    ingredientId: string;
    menuItemId: string;
    menuRecipeId: string;
  };
}

/** A vendor with a line of the item, and a draft list of that vendor with one line of it. */
async function createBuying(location: TestLocation, itemId: string) {
  const vendor = await createVendor(ctx.db, location);
  const vendorItem = await createVendorItem(ctx.db, location, {
    vendorId: vendor.id,
    inventoryItemId: itemId,
    isPreferred: true,
  });
  const list = await createShoppingList(ctx.db, location, { vendorId: vendor.id });
  const listItem = await createShoppingListItem(ctx.db, location, {
    shoppingListId: list.id,
    inventoryItemId: itemId,
    vendorItemId: vendorItem.id,
    packSize: vendorItem.packSize,
    unitPrice: vendorItem.price,
  });
  return {
    vendorId: vendor.id,
    vendorItemId: vendorItem.id,
    listId: list.id,
    listItemId: listItem.id,
  };
}

/** A recipe with a line of the item, and a menu item made of it. */
async function createCooking(location: TestLocation, itemId: string) {
  const recipe = await createRecipe(ctx.db, location);
  const ingredient = await createRecipeIngredient(ctx.db, location, {
    recipeId: recipe.id,
    inventoryItemId: itemId,
    quantity: '1',
    unit: 'bottle',
  });
  const menuItem = await createMenuItem(ctx.db, location);
  const menuRecipe = await createMenuRecipe(ctx.db, location, {
    menuItemId: menuItem.id,
    recipeId: recipe.id,
  });
  return {
    recipeId: recipe.id,
    ingredientId: ingredient.id,
    menuItemId: menuItem.id,
    menuRecipeId: menuRecipe.id,
  };
}

async function createWorld(): Promise<World> {
  const { location, owner } = await createLocation(ctx.db);
  const manager = await addMember(ctx.db, location, 'manager');
  const staff = await addMember(ctx.db, location, 'staff');
  const target = await createMember(ctx.db, location, { role: 'staff' });
  // Redeemed by every kind of caller in turn.
  const invite = await createInviteCode(ctx.db, location, { maxUses: 1000 });
  // The stranger owns another location, where the foreign objects live.
  const other = await createLocation(ctx.db);
  const otherStaff = await createMember(ctx.db, other.location, { role: 'staff' });
  const otherInvite = await createInviteCode(ctx.db, other.location, { maxUses: 1000 });
  const item = await createItem(ctx.db, location, { quantity: '2' });
  const category = await createCategory(ctx.db, location);
  const otherItem = await createItem(ctx.db, other.location);
  const otherCategory = await createCategory(ctx.db, other.location);
  const buying = await createBuying(location, item.id);
  const otherBuying = await createBuying(other.location, otherItem.id);
  const cooking = await createCooking(location, item.id);
  const otherCooking = await createCooking(other.location, otherItem.id);
  return {
    location,
    users: { stranger: other.owner, staff, manager, owner },
    memberId: target.id,
    codeId: invite.id,
    code: invite.code,
    itemId: item.id,
    itemName: item.name,
    categoryId: category.id,
    ...buying,
    ...cooking,
    foreign: {
      memberId: otherStaff.id,
      codeId: otherInvite.id,
      itemId: otherItem.id,
      categoryId: otherCategory.id,
      ...otherBuying,
      ...otherCooking,
    },
  };
}

const unique = () => randomUUID().slice(0, 8);
const PASSWORD = 'correct horse battery staple';

interface Row {
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
  send?: (world: World, actor: Actor) => ReturnType<Caller['post']>;
}

const PUBLIC: Record<Actor, 'ok'> = {
  anonymous: 'ok',
  stranger: 'ok',
  staff: 'ok',
  manager: 'ok',
  owner: 'ok',
};
const SIGNED_IN: Record<Actor, Outcome> = { ...PUBLIC, anonymous: 401 };
const ADMIN_ONLY: Record<Actor, Outcome> = {
  anonymous: 401,
  stranger: 403,
  staff: 403,
  manager: 403,
  owner: 403,
};
const MEMBER: Record<Actor, Outcome> = { ...SIGNED_IN, stranger: 403 };
const MANAGER_UP: Record<Actor, Outcome> = { ...MEMBER, staff: 403 };
const OWNER_ONLY: Record<Actor, Outcome> = { ...MANAGER_UP, manager: 403 };
// A URL naming an object (item, category) of a location the caller is not in: 404, not 403.
const MEMBER_OBJECT: Record<Actor, Outcome> = { ...MEMBER, stranger: 404 };
const MANAGER_UP_OBJECT: Record<Actor, Outcome> = { ...MANAGER_UP, stranger: 404 };
const inLocation = (world: World) => `?location_id=${world.location.id}`;

const matrix: Row[] = [
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

  // Locations and team (api.md § Locations and team).
  { method: 'GET', url: '/api/locations', expect: SIGNED_IN },
  { method: 'POST', url: '/api/locations', expect: SIGNED_IN, body: () => ({ name: 'New' }) },
  { method: 'GET', url: '/api/locations/:id', expect: MEMBER },
  { method: 'PUT', url: '/api/locations/:id', expect: MANAGER_UP, body: () => ({ name: 'Re' }) },
  { method: 'DELETE', url: '/api/locations/:id', expect: OWNER_ONLY, fresh: true },
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

  // Inventory (api.md § Inventory).
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

  // Vendors (api.md § Vendors). Reading is for every member; every change is catalog.edit.
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

  // Shopping lists (api.md § Shopping lists). Ticking and receiving are for every member.
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

  // Recipes and menu (api.md § Recipes and menu). Reading is for every member; every change
  // is catalog.edit.
  { method: 'GET', url: '/api/recipes', expect: MEMBER, query: inLocation },
  {
    method: 'POST',
    url: '/api/recipes',
    expect: MANAGER_UP,
    body: (world) => ({ location_id: world.location.id, name: `Recipe ${unique()}` }),
  },
  {
    method: 'POST',
    url: '/api/recipes/bulk-import',
    expect: MANAGER_UP,
    send: (world, actor) =>
      postImport(
        ctx.app,
        actor === 'anonymous' ? undefined : world.users[actor],
        { location_id: world.location.id },
        csvFile(
          `recipe,ingredient,quantity,unit\nImported ${unique()},${world.itemName},1,bottle\n`,
        ),
      ),
  },
  {
    method: 'PUT',
    url: '/api/recipes/ingredients/:id',
    expect: MANAGER_UP_OBJECT,
    foreign: 404,
    body: () => ({ quantity: 2 }),
  },
  {
    method: 'DELETE',
    url: '/api/recipes/ingredients/:id',
    expect: MANAGER_UP_OBJECT,
    foreign: 404,
    fresh: true,
  },
  { method: 'GET', url: '/api/recipes/:id', expect: MEMBER_OBJECT, foreign: 404 },
  {
    method: 'PUT',
    url: '/api/recipes/:id',
    expect: MANAGER_UP_OBJECT,
    foreign: 404,
    body: () => ({ description: `Note ${unique()}` }),
  },
  // The world's recipe is on its menu item: those allowed are refused for that (409).
  {
    method: 'DELETE',
    url: '/api/recipes/:id',
    expect: { ...MANAGER_UP_OBJECT, manager: 409, owner: 409 },
    foreign: 404,
    fresh: true,
  },
  {
    method: 'POST',
    url: '/api/recipes/:id/ingredients',
    expect: MANAGER_UP_OBJECT,
    foreign: 404,
    body: (world) => ({ inventory_item_id: world.itemId, quantity: 1, unit: 'bottle' }),
  },
  { method: 'GET', url: '/api/recipes/:id/cost', expect: MEMBER_OBJECT, foreign: 404 },
  { method: 'GET', url: '/api/menu', expect: MEMBER, query: inLocation },
  {
    method: 'POST',
    url: '/api/menu',
    expect: MANAGER_UP,
    body: (world) => ({ location_id: world.location.id, name: `Dish ${unique()}`, price: 9 }),
  },
  { method: 'GET', url: '/api/menu/categories', expect: MEMBER, query: inLocation },
  {
    method: 'DELETE',
    url: '/api/menu/recipes/:id',
    expect: MANAGER_UP_OBJECT,
    foreign: 404,
    fresh: true,
  },
  { method: 'GET', url: '/api/menu/:id', expect: MEMBER_OBJECT, foreign: 404 },
  {
    method: 'PUT',
    url: '/api/menu/:id',
    expect: MANAGER_UP_OBJECT,
    foreign: 404,
    body: () => ({ description: `Note ${unique()}` }),
  },
  { method: 'DELETE', url: '/api/menu/:id', expect: MANAGER_UP_OBJECT, foreign: 404, fresh: true },
  {
    method: 'POST',
    url: '/api/menu/:id/recipes',
    expect: MANAGER_UP_OBJECT,
    foreign: 404,
    body: (world) => ({ recipe_id: world.recipeId, quantity: 2 }),
  },
  { method: 'GET', url: '/api/menu/:id/cost', expect: MEMBER_OBJECT, foreign: 404 },

  // Assistant (api.md § Assistant and realtime): every member may ask (`assistant.use`); the
  // answer is a stream of server-sent events.
  {
    method: 'POST',
    url: '/api/ai/chat',
    expect: MEMBER,
    body: (world) => ({ location_id: world.location.id, message: 'what is below par' }),
  },
  { method: 'GET', url: '/api/ai/conversations', expect: MEMBER, query: inLocation },
  // A conversation is its owner's alone: each member reads their own; the stranger names one
  // of the location (an owner's) and finds nothing.
  {
    method: 'GET',
    url: '/api/ai/conversations/:id',
    expect: MEMBER_OBJECT,
    send: async (world, actor) => {
      const asker = actor === 'anonymous' || actor === 'stranger' ? 'owner' : actor;
      const conversation = await createAssistantConversation(ctx.db, world.location, {
        userId: world.users[asker].id,
      });
      return callerFor(world, actor).get(`/api/ai/conversations/${conversation.id}`);
    },
  },
];

/** Routes outside the matrix on purpose, with the reason. */
const notInMatrix: Record<string, string> = {
  // A WebSocket: the token travels in the first message, tested in the realtime tests.
  'GET /api/realtime': 'websocket handshake authentication',
};

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
  ['/api/menu/:id', (ids) => `/api/menu/${ids.menuItemId}`],
];

function fillUrl(url: string, world: World, foreign: boolean): string {
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

function callerFor(world: World, actor: Actor): Caller {
  return actor === 'anonymous' ? anonymous(ctx.app) : as(ctx.app, world.users[actor]);
}

async function call(row: Row, world: World, actor: Actor, foreign = false) {
  if (row.send) return row.send(world, actor);
  const caller = callerFor(world, actor);
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

const key = (method: string, url: string) =>
  `${method} ${url.length > 1 ? url.replace(/\/$/, '') : url}`;

describe('authorization matrix', () => {
  it('has a row for every /api and /auth route the app registers', () => {
    const registered = new Set(
      ctx.app.routeTable
        .filter(({ method }) => method !== 'HEAD' && method !== 'OPTIONS')
        .filter(({ url }) => /^\/(api|auth)(\/|$)/.test(url) || url === '/health')
        .filter(({ url }) => !url.startsWith('/api/docs'))
        .map(({ method, url }) => key(method, url)),
    );
    const covered = new Set([
      ...matrix.map((row) => key(row.method, row.url)),
      ...Object.keys(notInMatrix),
    ]);
    expect(
      [...registered].filter((route) => !covered.has(route)),
      'routes without a row',
    ).toEqual([]);
    expect(
      [...covered].filter((route) => !registered.has(route)),
      'rows without a route',
    ).toEqual([]);
  });

  it.each(matrix.map((row) => [key(row.method, row.url), row] as const))(
    '%s',
    async (_name, row) => {
      const shared = row.fresh ? undefined : await createWorld();
      const actual: Record<string, Outcome | number> = {};
      const expected: Record<string, Outcome> = { ...row.expect };
      for (const actor of actors) {
        const world = shared ?? (await createWorld());
        const response = await call(row, world, actor);
        actual[actor] = outcomeOf(response.statusCode);
      }
      if (row.foreign !== undefined) {
        expected.foreign = row.foreign;
        const world = shared ?? (await createWorld());
        actual.foreign = outcomeOf((await call(row, world, 'owner', true)).statusCode);
      }
      expect(actual).toEqual(expected);
    },
  );
});
