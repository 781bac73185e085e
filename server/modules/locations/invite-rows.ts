import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Invite } from '#contract/locations.ts';
import type { Db } from '#server/db/client.ts';
import { inviteCodes } from '#server/db/schema/index.ts';

// Invite codes as the location screens show them, shared by the location and invite services.

type InviteRow = typeof inviteCodes.$inferSelect;

export function toInvite(row: InviteRow): Invite {
  return {
    id: row.id,
    code: row.code,
    role: row.role,
    expires_at: row.expiresAt.toISOString(),
    max_uses: row.maxUses,
    uses: row.uses,
    created_at: row.createdAt.toISOString(),
  };
}

/** Codes with uses left that have not expired by `now`. */
export const usable = (now: Date) =>
  and(sql`${inviteCodes.uses} < ${inviteCodes.maxUses}`, gt(inviteCodes.expiresAt, now));

/** The location's codes that can still be redeemed, newest first; the caller checked the role. */
export async function selectOpenInvites(db: Db, locationId: string, now: Date): Promise<Invite[]> {
  const rows = await db
    .select()
    .from(inviteCodes)
    .where(and(eq(inviteCodes.locationId, locationId), usable(now)))
    .orderBy(desc(inviteCodes.createdAt), desc(inviteCodes.id));
  return rows.map(toInvite);
}
