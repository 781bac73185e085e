import type { ListWithItems } from '#contract/shopping-lists.ts';
import { conflict } from '#server/lib/app-error.ts';
import type { Context } from '#server/lib/context.ts';
import { retryFailedListMail } from '#server/lib/mail-queue/list-mail.ts';
import { requireMember } from '#server/lib/membership.ts';
import { loadList, locateList } from './lists.ts';

/**
 * Queues again the list's newest email (its order or credit request) after the outbox gave it
 * up; the same people who may send it (manager, owner). 409 when it has not failed.
 */
export async function retryListMail(
  ctx: Context,
  input: { listId: string },
): Promise<ListWithItems> {
  const { listId } = input;
  const locationId = await locateList(ctx.db, ctx.user.id, listId);
  await requireMember(ctx.db, ctx.user.id, locationId, 'list.send');
  const retried = await retryFailedListMail(ctx.db, { locationId, listId }, ctx.now());
  if (!retried) throw conflict('This list has no email that failed to go.');
  await ctx.publish({ type: 'shopping-list.updated', location_id: locationId, id: listId });
  const list = await loadList(ctx.db, locationId, listId);
  // After the answer is read: it says "queued", as the person left it.
  ctx.mailer.wake();
  return list;
}
