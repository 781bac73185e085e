import { asc, eq } from 'drizzle-orm';
import type { User } from '../../../contract/auth.ts';
import type { Db } from '../../db/client.ts';
import { locations, members, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AccessClaims } from '../../lib/tokens.ts';

/** The user behind an access token, with the locations they belong to. */
export async function currentUser(db: Db, auth: AccessClaims | null): Promise<User> {
  if (!auth) throw new AppError('MISSING_TOKEN', 'You need to sign in to continue.');
  const [row] = await db.select().from(users).where(eq(users.id, auth.userId)).limit(1);
  if (!row) throw new AppError('INVALID_TOKEN', 'This account no longer exists.');
  const memberships = await db
    .select({ id: locations.id, name: locations.name, role: members.role })
    .from(members)
    .innerJoin(locations, eq(locations.id, members.locationId))
    .where(eq(members.userId, row.id))
    .orderBy(asc(locations.name), asc(locations.id));
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    locations: memberships.map((m) => ({
      ...m,
      role: m.role as User['locations'][number]['role'],
    })),
    subscription_status: row.subscriptionStatus,
    is_admin: false,
    created_at: row.createdAt.toISOString(),
  };
}
