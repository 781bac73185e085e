import type { Db } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema/index.ts';
import type { MailMessage } from '../mailer.ts';

export type MailKind = (typeof mailOutbox.$inferSelect)['kind'];

/** A message as the outbox keeps it: JSON, its files in base64. */
export interface StoredMessage {
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; contentType: string; base64: string }[];
}

export interface QueuedMail {
  kind: MailKind;
  message: MailMessage;
  /** The venue it is about, when there is one (its managers see its state). */
  locationId?: string | undefined;
  /** The shopping list an order or a credit request is about. */
  listId?: string | undefined;
}

export function storedMessage(message: MailMessage): StoredMessage {
  const { to: _to, attachments, ...parts } = message;
  return {
    ...parts,
    ...(attachments?.length
      ? {
          attachments: attachments.map(({ filename, contentType, content }) => ({
            filename,
            contentType,
            base64: content.toString('base64'),
          })),
        }
      : {}),
  };
}

export function messageOf(recipient: string, stored: StoredMessage): MailMessage {
  const { attachments, ...parts } = stored;
  return {
    to: recipient,
    ...parts,
    ...(attachments?.length
      ? {
          attachments: attachments.map(({ filename, contentType, base64 }) => ({
            filename,
            contentType,
            content: Buffer.from(base64, 'base64'),
          })),
        }
      : {}),
  };
}

/**
 * Puts a mail in the outbox, due at once. Call it inside the transaction of the change the mail
 * tells of (a list marked sent), so both are kept or neither; then, after the commit, wake the
 * process's worker (`ctx.mailer.wake()`). Returns the outbox row's id.
 */
export async function queueMail(db: Db, mail: QueuedMail, now: Date): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      locationId: mail.locationId ?? null,
      listId: mail.listId ?? null,
      recipient: mail.message.to,
      payload: storedMessage(mail.message),
      nextAttemptAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('the mail was not queued');
  return row.id;
}
