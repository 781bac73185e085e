import { and, desc, eq, sql } from 'drizzle-orm';
import type { WaitingListBody, WaitingListEntry } from '#contract/auth.ts';
import { waitingList } from '#server/db/schema/index.ts';
import { isAdminEmail } from '#server/lib/admin.ts';
import { forbidden, notFound } from '#server/lib/app-error.ts';
import type { Context, PublicContext } from '#server/lib/context.ts';
import { waitingListApprovedEmail } from '#server/lib/emails/waiting-list-approved.ts';
import { queueMail } from '#server/lib/mail-queue/queue.ts';

type Row = typeof waitingList.$inferSelect;

function toEntry(row: Row): WaitingListEntry {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    venue_name: row.venueName,
    note: row.note,
    status: row.status,
    approved_at: row.approvedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

const blankToNull = (value: string | undefined) => (value ? value : null);

/** Adds an email to the waiting list; a repeat email (any case) keeps the first entry untouched. */
export async function joinWaitingList(
  ctx: PublicContext,
  input: { entry: WaitingListBody },
): Promise<void> {
  const { entry } = input;
  await ctx.db
    .insert(waitingList)
    .values({
      email: entry.email,
      name: blankToNull(entry.name),
      venueName: blankToNull(entry.venue_name),
      note: blankToNull(entry.note),
    })
    // The only unique key besides the id is lower(email).
    .onConflictDoNothing();
}

/** Whether this email (any case) has an approved waiting-list entry: it may register by invitation. */
export async function isApprovedOnWaitingList(
  ctx: PublicContext,
  input: { email: string },
): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: waitingList.id })
    .from(waitingList)
    .where(
      and(
        eq(sql`lower(${waitingList.email})`, input.email.trim().toLowerCase()),
        eq(waitingList.status, 'approved'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

function assertAdministrator(ctx: Context): void {
  if (!isAdminEmail(ctx.config, ctx.user.email)) throw forbidden();
}

/** The whole waiting list, newest first; administrators only. */
export async function listWaitingList(ctx: Context): Promise<WaitingListEntry[]> {
  assertAdministrator(ctx);
  const rows = await ctx.db
    .select()
    .from(waitingList)
    .orderBy(desc(waitingList.createdAt), desc(waitingList.id));
  return rows.map(toEntry);
}

/**
 * Approves an entry and emails its sign-up link; administrators only. Approving an approved
 * entry answers it again and sends nothing.
 */
export async function approveWaitingListEntry(
  ctx: Context,
  input: { entryId: string },
): Promise<WaitingListEntry> {
  const id = input.entryId;
  assertAdministrator(ctx);
  // The status condition makes the approval happen once, even when two clicks race.
  const [approved] = await ctx.db
    .update(waitingList)
    .set({ status: 'approved', approvedAt: ctx.now() })
    .where(and(eq(waitingList.id, id), eq(waitingList.status, 'pending')))
    .returning();
  if (approved) {
    const message = waitingListApprovedEmail({
      to: approved.email,
      name: approved.name,
      publicUrl: ctx.config.publicUrl,
    });
    await queueMail(ctx.db, { kind: 'waiting-list-approved', message }, ctx.now());
    ctx.mailer.wake();
    return toEntry(approved);
  }
  const [existing] = await ctx.db.select().from(waitingList).where(eq(waitingList.id, id)).limit(1);
  if (!existing) throw notFound('Waiting-list entry');
  return toEntry(existing);
}
