import { randomInt } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  type CreateInviteBody,
  createInviteBody,
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  type Invite,
} from '../../../contract/locations.ts';
import type { Db } from '../../db/client.ts';
import { inviteCodes } from '../../db/schema/index.ts';
import { findInLocation, requireMember } from '../../lib/membership.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 10 characters of a 31-letter alphabet: log2(31^10) ≈ 49.5 bits from the CSPRNG. */
export function generateInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) {
    code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  }
  return code;
}

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

/** The codes of a location that can still be redeemed, newest first (no permission check). */
export async function activeInvites(db: Db, locationId: string): Promise<Invite[]> {
  const rows = await db
    .select()
    .from(inviteCodes)
    .where(
      and(
        eq(inviteCodes.locationId, locationId),
        sql`${inviteCodes.uses} < ${inviteCodes.maxUses}`,
        sql`${inviteCodes.expiresAt} > now()`,
      ),
    )
    .orderBy(desc(inviteCodes.createdAt), desc(inviteCodes.id));
  return rows.map(toInvite);
}

/** Creates an invite code (manager or owner); the role is never owner. */
export async function createInvite(
  db: Db,
  userId: string,
  locationId: string,
  body: CreateInviteBody,
): Promise<Invite> {
  await requireMember(db, userId, locationId, 'invites.manage');
  const { role, expires_in_days, max_uses } = createInviteBody.parse(body);
  const expiresAt = new Date(Date.now() + expires_in_days * DAY_MS);
  // A clash with an existing code is astronomically rare; draw again rather than fail.
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db
      .insert(inviteCodes)
      .values({
        locationId,
        code: generateInviteCode(),
        role,
        expiresAt,
        maxUses: max_uses,
        createdBy: userId,
      })
      .onConflictDoNothing({ target: inviteCodes.code })
      .returning();
    if (row) return toInvite(row);
  }
  throw new Error('Could not draw a unique invite code');
}

/** The location's usable invite codes (manager or owner). */
export async function listInvites(db: Db, userId: string, locationId: string): Promise<Invite[]> {
  await requireMember(db, userId, locationId, 'invites.manage');
  return activeInvites(db, locationId);
}

/** Deletes an invite code (manager or owner); it can no longer be redeemed. */
export async function deleteInvite(
  db: Db,
  userId: string,
  locationId: string,
  codeId: string,
): Promise<void> {
  await requireMember(db, userId, locationId, 'invites.manage');
  const code = await findInLocation(db, inviteCodes, locationId, codeId, 'Invite code');
  await db
    .delete(inviteCodes)
    .where(and(eq(inviteCodes.locationId, locationId), eq(inviteCodes.id, code.id)));
}
