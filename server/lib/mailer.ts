import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

/** A file sent with an email (an order as a PDF). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  /** MIME type, e.g. `application/pdf`. */
  contentType: string;
}

/** One email, in plain text and HTML, with files when given. */
export interface MailMessage {
  to: string;
  /** Where replies go (an order's replies go to the member who sent it). */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/**
 * How a message leaves: the outbox's worker (mail-queue/worker.ts) is its one caller, so every
 * email goes through the durable queue (decision 038).
 */
export interface Mailer {
  /** Delivers now; rejects when the SMTP server or the disk refuses. */
  send(message: MailMessage): Promise<void>;
  /** Closes the SMTP connection. */
  close(): Promise<void>;
}

type MailConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>;

/** Where messages go when no SMTP server is configured. */
export function outboxDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'outbox');
}

function outboxFileName(now: Date): string {
  // An ISO timestamp sorts by time; the suffix keeps two messages of one millisecond apart.
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${randomBytes(4).toString('hex')}.eml`;
}

/**
 * SMTP when `SMTP_URL` is set; otherwise every message becomes a complete `.eml` file in
 * `DATA_DIR/outbox/` and the log says which file, so a person running locally can open it.
 * The log never holds a message's text: a reset link in it is the key to an account.
 * `now` is the app's clock; it stamps the outbox's file names.
 */
export function createMailer(config: MailConfig, log: FastifyBaseLogger, now: () => Date): Mailer {
  // Bounded waits: a dead SMTP server must not hold a background delivery (or shutdown) for minutes.
  const smtp = config.smtpUrl
    ? nodemailer.createTransport({
        url: config.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : undefined;
  const renderer = smtp
    ? undefined
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

  async function send(message: MailMessage): Promise<void> {
    // Attachments go to nodemailer as they are: both transports encode them into the message
    // (base64 parts), so the outbox's .eml holds the files too.
    const { attachments, ...parts } = message;
    const mail = {
      from: config.mailFrom,
      ...parts,
      ...(attachments?.length
        ? {
            attachments: attachments.map(({ filename, content, contentType }) => ({
              filename,
              content,
              contentType,
            })),
          }
        : {}),
    };
    if (smtp) {
      await smtp.sendMail(mail);
      log.info({ to: message.to, subject: message.subject }, 'email sent');
      return;
    }
    if (!renderer) throw new Error('no mail transport');
    const info = await renderer.sendMail(mail);
    if (!Buffer.isBuffer(info.message)) throw new Error('the message was not rendered');
    const dir = outboxDir(config);
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, outboxFileName(now()));
    await writeFile(file, info.message);
    log.info(
      { to: message.to, subject: message.subject, file },
      'email written to the outbox (SMTP_URL is not set)',
    );
  }

  return {
    send,
    async close() {
      smtp?.close();
    },
  };
}
