import { and, asc, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ACCOUNT_EXPORT_FORMAT,
  ACCOUNT_EXPORT_VERSION,
  type accountExportChange,
  type accountExportConversation,
  type accountExportMembership,
} from '#contract/account-export.ts';
import {
  assistantConversations,
  assistantMessages,
  items,
  locations,
  members,
  stockUpdates,
  users,
} from '#server/db/schema/index.ts';
import type { Context } from '#server/lib/context.ts';
import { EXPORT_PAGE_ROWS, jsonDocument, pagesOf } from '#server/lib/json-stream.ts';
import { toNumber } from '#server/lib/money.ts';

/** The person's data as a file: its name, and its JSON text a page at a time. */
export interface AccountFile {
  fileName: string;
  text: AsyncIterable<string>;
}

type Written<T extends z.ZodType> = z.input<T>;
const mine = (owner: SQL, after: SQL | undefined) => and(owner, after);

/**
 * "Download my data": the account (name, email, when it was made), its memberships, every
 * change to a stock it made and its assistant conversations. Nothing of a password or a sign-in.
 */
export async function exportAccount(ctx: Context): Promise<AccountFile> {
  const { db } = ctx;
  const userId = ctx.user.id;
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  // The authenticate hook let the request in: the account exists.
  if (!user) throw new Error(`User ${userId} vanished`);
  const now = ctx.now();

  async function* memberships() {
    const rows = await db
      .select({
        locationId: members.locationId,
        name: locations.name,
        role: members.role,
        joinedAt: members.joinedAt,
      })
      .from(members)
      .innerJoin(locations, eq(locations.id, members.locationId))
      .where(eq(members.userId, userId))
      .orderBy(asc(members.joinedAt), asc(members.id));
    yield rows.map((row): Written<typeof accountExportMembership> => ({
      location_id: row.locationId,
      location_name: row.name,
      role: row.role,
      joined_at: row.joinedAt.toISOString(),
    }));
  }

  async function* changes() {
    for await (const page of pagesOf(
      (after) =>
        db
          .select({ ...getTableColumns(stockUpdates), itemName: items.name })
          .from(stockUpdates)
          .innerJoin(
            items,
            and(eq(items.locationId, stockUpdates.locationId), eq(items.id, stockUpdates.itemId)),
          )
          .where(mine(eq(stockUpdates.userId, userId), after))
          .orderBy(asc(stockUpdates.id))
          .limit(EXPORT_PAGE_ROWS),
      stockUpdates.id,
    )) {
      yield page.map((row): Written<typeof accountExportChange> => ({
        location_id: row.locationId,
        item_name: row.itemName,
        previous_quantity: toNumber(row.previousQuantity),
        new_quantity: toNumber(row.newQuantity),
        delta: toNumber(row.delta),
        reason: row.reason,
        note: row.note,
        created_at: row.createdAt.toISOString(),
      }));
    }
  }

  async function* conversations() {
    for await (const page of pagesOf(
      (after) =>
        db
          .select()
          .from(assistantConversations)
          .where(mine(eq(assistantConversations.userId, userId), after))
          .orderBy(asc(assistantConversations.id))
          .limit(EXPORT_PAGE_ROWS),
      assistantConversations.id,
    )) {
      const messages =
        page.length === 0
          ? []
          : await db
              .select()
              .from(assistantMessages)
              .where(
                inArray(
                  assistantMessages.conversationId,
                  page.map((conversation) => conversation.id),
                ),
              )
              .orderBy(asc(assistantMessages.createdAt), asc(assistantMessages.id));
      yield page.map((row): Written<typeof accountExportConversation> => ({
        location_id: row.locationId,
        title: row.title,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
        messages: messages
          .filter((message) => message.conversationId === row.id)
          .map((message) => ({
            role: message.role,
            content: message.content,
            created_at: message.createdAt.toISOString(),
          })),
      }));
    }
  }

  return {
    fileName: `barback-my-data-${now.toISOString().slice(0, 10)}.json`,
    text: jsonDocument(
      {
        format: ACCOUNT_EXPORT_FORMAT,
        version: ACCOUNT_EXPORT_VERSION,
        exported_at: now.toISOString(),
        account: { name: user.name, email: user.email, created_at: user.createdAt.toISOString() },
      },
      { memberships, changes, conversations },
    ),
  };
}
