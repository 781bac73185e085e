import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ListMail } from '#contract/shopping-lists.ts';
import type { Db } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema/index.ts';

const LIST_KINDS = ['order', 'credit-request'] as const;

/** The newest email of list `listId` of the location, as the list shows it; null when none. */
export async function listMailOf(
  db: Db,
  locationId: string,
  listId: string,
): Promise<ListMail | null> {
  const [row] = await db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      recipient: mailOutbox.recipient,
      state: mailOutbox.state,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.locationId, locationId),
        eq(mailOutbox.listId, listId),
        inArray(mailOutbox.kind, LIST_KINDS),
      ),
    )
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind === 'order' ? 'order' : 'credit-request',
    recipient: row.recipient,
    state: row.state,
    attempts: row.attempts,
    last_error: row.lastError,
    sent_at: row.sentAt ? row.sentAt.toISOString() : null,
  };
}

/**
 * Queues the list's newest email again when it failed for good: due now, its tries counted
 * from 0, its last reason kept until the next try. Whether there was one to retry.
 */
export async function retryFailedListMail(
  db: Db,
  input: { locationId: string; listId: string },
  now: Date,
): Promise<boolean> {
  const newest = await listMailOf(db, input.locationId, input.listId);
  if (!newest || newest.state !== 'failed') return false;
  const retried = await db
    .update(mailOutbox)
    .set({ state: 'queued', attempts: 0, nextAttemptAt: now, updatedAt: now })
    .where(
      and(
        eq(mailOutbox.locationId, input.locationId),
        eq(mailOutbox.id, newest.id),
        eq(mailOutbox.state, 'failed'),
      ),
    )
    .returning({ id: mailOutbox.id });
  return retried.length === 1;
}
