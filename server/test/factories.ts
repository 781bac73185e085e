import { randomUUID } from 'node:crypto';
import type { Role } from '../../contract/roles.ts';
import type { Db } from '../db/client.ts';
import { items, locations, members, users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/password.ts';

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

const unique = () => randomUUID().slice(0, 8);

export type TestUser = typeof users.$inferSelect & { password: string };
export type TestLocation = typeof locations.$inferSelect;

/** A new user with a unique email and a known password. */
export async function createUser(
  db: Db,
  fields: { email?: string; name?: string; password?: string } = {},
): Promise<TestUser> {
  const password = fields.password ?? DEFAULT_PASSWORD;
  const [row] = await db
    .insert(users)
    .values({
      email: fields.email ?? `person-${unique()}@example.test`,
      name: fields.name ?? 'Test Person',
      passwordHash: await cachedHash(password),
    })
    .returning();
  if (!row) throw new Error('user not created');
  return { ...row, password };
}

/** A new location with its owner (a new user unless one is given). */
export async function createLocation(
  db: Db,
  fields: { name?: string; owner?: TestUser; currency?: string; timezone?: string } = {},
): Promise<{ location: TestLocation; owner: TestUser }> {
  const owner = fields.owner ?? (await createUser(db, { name: 'Owner' }));
  const [location] = await db
    .insert(locations)
    .values({
      name: fields.name ?? `Venue ${unique()}`,
      currency: fields.currency ?? 'USD',
      ...(fields.timezone ? { timezone: fields.timezone } : {}),
    })
    .returning();
  if (!location) throw new Error('location not created');
  await db.insert(members).values({ locationId: location.id, userId: owner.id, role: 'owner' });
  return { location, owner };
}

/** Adds a user (a new one unless given) to a location with a role. */
export async function addMember(
  db: Db,
  location: TestLocation,
  role: Role,
  user?: TestUser,
): Promise<TestUser> {
  const member = user ?? (await createUser(db, { name: `A ${role}` }));
  await db.insert(members).values({ locationId: location.id, userId: member.id, role });
  return member;
}

/** A new inventory item in a location. */
export async function createItem(
  db: Db,
  location: TestLocation,
  fields: Partial<typeof items.$inferInsert> = {},
): Promise<typeof items.$inferSelect> {
  const [item] = await db
    .insert(items)
    .values({ name: `Item ${unique()}`, unit: 'bottle', ...fields, locationId: location.id })
    .returning();
  if (!item) throw new Error('item not created');
  return item;
}
