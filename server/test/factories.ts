import { randomInt, randomUUID } from 'node:crypto';
import { Decimal } from 'decimal.js';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from '#contract/locations.ts';
import type { Role } from '#contract/roles.ts';
import type { Db } from '../db/client.ts';
import {
  assistantConversations,
  assistantMessages,
  categories,
  idempotencyKeys,
  inviteCodes,
  items,
  locations,
  members,
  menuItems,
  menuRecipes,
  menuStockItems,
  recipeIngredients,
  recipes,
  salesImports,
  salesLines,
  salesMappings,
  stockCountLines,
  stockCounts,
  stockUpdates,
  users,
  waitingList,
} from '../db/schema/index.ts';
import { hashPassword } from '../lib/password.ts';
import { type Fields, insertOne, type TestLocation, unique } from './factory-rows.ts';

export type { TestLocation } from './factory-rows.ts';
export * from './buying-factories.ts';

// Each factory inserts one row with sensible defaults and returns it as the database holds it.
// A row of a location takes `(db, location, fields)`; a row it refers to (the vendor of a
// vendor item, the item of a stock update…) is created in the same location unless given.

export const DEFAULT_PASSWORD = 'correct horse battery staple';

// argon2 is slow on purpose; tests reuse one hash per password.
const hashes = new Map<string, Promise<string>>();
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

const DAY_MS = 86_400_000;
const inviteCode = () =>
  Array.from(
    { length: INVITE_CODE_LENGTH },
    () => INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)],
  ).join('');

export type TestUser = typeof users.$inferSelect & { password: string };
export type TestMember = typeof members.$inferSelect & { user: TestUser };

/** A new user with a unique email and a known password. */
export async function createUser(
  db: Db,
  fields: { email?: string; name?: string; password?: string } = {},
): Promise<TestUser> {
  const password = fields.password ?? DEFAULT_PASSWORD;
  const row = await insertOne(db, users, {
    email: fields.email ?? `person-${unique()}@example.test`,
    name: fields.name ?? 'Test Person',
    passwordHash: await cachedHash(password),
  });
  return { ...row, password };
}

/** A new location with its owner (a new user unless one is given). */
export async function createLocation(
  db: Db,
  fields: {
    name?: string;
    owner?: TestUser;
    currency?: string;
    timezone?: string;
    phone?: string;
    email?: string;
  } = {},
): Promise<{ location: TestLocation; owner: TestUser }> {
  const owner = fields.owner ?? (await createUser(db, { name: 'Owner' }));
  const location = await insertOne(db, locations, {
    name: fields.name ?? `Venue ${unique()}`,
    currency: fields.currency ?? 'USD',
    ...(fields.timezone ? { timezone: fields.timezone } : {}),
    ...(fields.phone ? { phone: fields.phone } : {}),
    ...(fields.email ? { email: fields.email } : {}),
  });
  await insertOne(db, members, { locationId: location.id, userId: owner.id, role: 'owner' });
  return { location, owner };
}

/** A membership: a user (a new one unless given) in a location, as staff unless told. */
export async function createMember(
  db: Db,
  location: TestLocation,
  fields: { user?: TestUser; role?: Role; joinedAt?: Date } = {},
): Promise<TestMember> {
  const role = fields.role ?? 'staff';
  const user = fields.user ?? (await createUser(db, { name: `A ${role}` }));
  const row = await insertOne(db, members, {
    locationId: location.id,
    userId: user.id,
    role,
    ...(fields.joinedAt ? { joinedAt: fields.joinedAt } : {}),
  });
  return { ...row, user };
}

/** Adds a user (a new one unless given) to a location with a role; answers the user. */
export async function addMember(
  db: Db,
  location: TestLocation,
  role: Role,
  user?: TestUser,
): Promise<TestUser> {
  return (await createMember(db, location, { role, ...(user ? { user } : {}) })).user;
}

/** An invite code of a location: staff, one use, valid for a week. */
export function createInviteCode(
  db: Db,
  location: TestLocation,
  fields: Fields<typeof inviteCodes> = {},
): Promise<typeof inviteCodes.$inferSelect> {
  return insertOne(db, inviteCodes, {
    code: inviteCode(),
    role: 'staff',
    expiresAt: new Date(Date.now() + 7 * DAY_MS),
    ...fields,
    locationId: location.id,
  });
}

/** A category of a location. */
export function createCategory(
  db: Db,
  location: TestLocation,
  fields: Fields<typeof categories> = {},
): Promise<typeof categories.$inferSelect> {
  return insertOne(db, categories, {
    name: `Spirits ${unique()}`,
    ...fields,
    locationId: location.id,
  });
}

/** A new inventory item in a location. */
export function createItem(
  db: Db,
  location: TestLocation,
  fields: Fields<typeof items> = {},
): Promise<typeof items.$inferSelect> {
  return insertOne(db, items, {
    name: `Item ${unique()}`,
    unit: 'bottle',
    ...fields,
    locationId: location.id,
  });
}

/**
 * A changelog row of an item (a new one unless `itemId` is given): a count from 0 to 1 unless
 * told, its delta worked out from the two quantities. The item's quantity is left as it is.
 */
export async function createStockUpdate(
  db: Db,
  location: TestLocation,
  fields: Fields<typeof stockUpdates> = {},
): Promise<typeof stockUpdates.$inferSelect> {
  const previousQuantity = fields.previousQuantity ?? '0';
  const newQuantity = fields.newQuantity ?? '1';
  return insertOne(db, stockUpdates, {
    reason: 'count',
    ...fields,
    itemId: fields.itemId ?? (await createItem(db, location)).id,
    previousQuantity,
    newQuantity,
    delta: fields.delta ?? new Decimal(newQuantity).minus(previousQuantity).toString(),
    locationId: location.id,
  });
}

/** The stored first answer to a request with an Idempotency-Key, by a user (a new one unless given). */
export async function createIdempotencyKey(
  db: Db,
  location: TestLocation,
  fields: Fields<typeof idempotencyKeys> = {},
): Promise<typeof idempotencyKeys.$inferSelect> {
  return insertOne(db, idempotencyKeys, {
    key: randomUUID(),
    requestHash: 'request-hash',
    statusCode: 200,
    response: {},
    ...fields,
    userId: fields.userId ?? (await createUser(db)).id,
    locationId: location.id,
  });
}

/** A recipe of a location, for one portion. */
export function createRecipe(
  db: Db,
  location: TestLocation,
  fields: Fields<typeof recipes> = {},
): Promise<typeof recipes.$inferSelect> {
  return insertOne(db, recipes, {
    name: `Gin fizz ${unique()}`,
    category: 'Cocktails',
    ...fields,
    locationId: location.id,
  });
}

/**
 * An ingredient of a recipe (a new one unless `recipeId` is given): 50 ml of an inventory item,
 * a new one unless `inventoryItemId` or `subRecipeId` is given.
 */
export async function createRecipeIngredient(
  db: Db,
  location: TestLocation,
  fields: Fields<typeof recipeIngredients> = {},
): Promise<typeof recipeIngredients.$inferSelect> {
  const source =
    fields.inventoryItemId || fields.subRecipeId
      ? {}
      : {
          inventoryItemId: (await createItem(db, location)).id,
        };
  return insertOne(db, recipeIngredients, {
    quantity: '50',
    unit: 'ml',
    ...source,
    ...fields,
    recipeId: fields.recipeId ?? (await createRecipe(db, location)).id,
    locationId: location.id,
  });
}

/** Something a location sells. */
export function createMenuItem(
  db: Db,
  location: TestLocation,
  fields: Fields<typeof menuItems> = {},
): Promise<typeof menuItems.$inferSelect> {
  return insertOne(db, menuItems, {
    name: `Gin fizz ${unique()}`,
    category: 'Cocktails',
    price: '12',
    ...fields,
    locationId: location.id,
  });
}

/** One portion of a recipe in a menu item (each a new one unless given). */
export async function createMenuRecipe(
  db: Db,
  location: TestLocation,
  fields: Fields<typeof menuRecipes> = {},
): Promise<typeof menuRecipes.$inferSelect> {
  return insertOne(db, menuRecipes, {
    ...fields,
    menuItemId: fields.menuItemId ?? (await createMenuItem(db, location)).id,
    recipeId: fields.recipeId ?? (await createRecipe(db, location)).id,
    locationId: location.id,
  });
}

/** A stock item a menu item uses directly (a new menu item and item unless given): 1 of its unit. */
export async function createMenuStockItem(
  db: Db,
  location: TestLocation,
  fields: Fields<typeof menuStockItems> = {},
): Promise<typeof menuStockItems.$inferSelect> {
  const item = fields.itemId ? undefined : await createItem(db, location);
  return insertOne(db, menuStockItems, {
    quantity: '1',
    unit: item?.unit ?? 'bottle',
    ...fields,
    menuItemId: fields.menuItemId ?? (await createMenuItem(db, location)).id,
    itemId: fields.itemId ?? item?.id ?? '',
    locationId: location.id,
  });
}

/** A count as a record, open and full unless told otherwise. */
export async function createStockCount(
  db: Db,
  location: TestLocation,
  fields: Fields<typeof stockCounts> = {},
): Promise<typeof stockCounts.$inferSelect> {
  return insertOne(db, stockCounts, {
    name: `Count ${unique()}`,
    scope: 'full',
    ...fields,
    locationId: location.id,
  });
}

/** An item of a count (a new count and item unless given). */
export async function createStockCountLine(
  db: Db,
  location: TestLocation,
  fields: Fields<typeof stockCountLines> = {},
): Promise<typeof stockCountLines.$inferSelect> {
  return insertOne(db, stockCountLines, {
    ...fields,
    countId: fields.countId ?? (await createStockCount(db, location)).id,
    itemId: fields.itemId ?? (await createItem(db, location)).id,
    locationId: location.id,
  });
}

/** A line of sales typed by hand: one of a POS name, now. */
export async function createSalesLine(
  db: Db,
  location: TestLocation,
  fields: Fields<typeof salesLines> = {},
): Promise<typeof salesLines.$inferSelect> {
  const posName = fields.posName ?? `Dish ${unique()}`;
  return insertOne(db, salesLines, {
    soldAt: new Date(),
    quantity: '1',
    source: 'manual',
    posKey: posName.toLowerCase(),
    ...fields,
    posName,
    locationId: location.id,
  });
}

/** An import of a POS export, finished (its lines seen) unless `finishedAt` says null. */
export async function createSalesImport(
  db: Db,
  location: TestLocation,
  fields: Fields<typeof salesImports> = {},
): Promise<typeof salesImports.$inferSelect> {
  return insertOne(db, salesImports, {
    startedAt: new Date(),
    finishedAt: new Date(),
    ...fields,
    locationId: location.id,
  });
}

/** What a POS name is: a menu item, or nothing (ignored). */
export async function createSalesMapping(
  db: Db,
  location: TestLocation,
  fields: Fields<typeof salesMappings> = {},
): Promise<typeof salesMappings.$inferSelect> {
  const posName = fields.posName ?? `Dish ${unique()}`;
  return insertOne(db, salesMappings, {
    posKey: posName.toLowerCase(),
    ...fields,
    posName,
    locationId: location.id,
  });
}

/** A user's conversation with the assistant (a new user unless `userId` is given). */
export async function createAssistantConversation(
  db: Db,
  location: TestLocation,
  fields: Fields<typeof assistantConversations> = {},
): Promise<typeof assistantConversations.$inferSelect> {
  return insertOne(db, assistantConversations, {
    title: 'Stock questions',
    ...fields,
    userId: fields.userId ?? (await createUser(db)).id,
    locationId: location.id,
  });
}

/** A user's message in a conversation (a new one unless `conversationId` is given). */
export async function createAssistantMessage(
  db: Db,
  location: TestLocation,
  fields: Fields<typeof assistantMessages> = {},
): Promise<typeof assistantMessages.$inferSelect> {
  return insertOne(db, assistantMessages, {
    role: 'user',
    content: 'How much gin is left?',
    ...fields,
    conversationId: fields.conversationId ?? (await createAssistantConversation(db, location)).id,
    locationId: location.id,
  });
}

/** An entry of the waiting list: a unique email, pending unless told. */
export function createWaitingListEntry(
  db: Db,
  fields: Partial<typeof waitingList.$inferInsert> = {},
): Promise<typeof waitingList.$inferSelect> {
  return insertOne(db, waitingList, {
    email: `waiting-${unique()}@example.test`,
    ...fields,
  });
}
