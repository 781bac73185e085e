import { afterAll, beforeAll } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { Config } from '../config.ts';
import { decodeQuotedPrintable } from './quoted-printable.ts';

/** A file attached to a message, its bytes decoded. */
export interface ReceivedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A message as the SMTP receiver got it, with its text and HTML parts and files decoded. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  raw: string;
  text: string;
  html: string;
  attachments: ReceivedAttachment[];
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64')
    return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return part.body;
}

/** A header's parameter (`filename` of a Content-Disposition), quoted or not. */
function headerParameter(header: string | undefined, name: string): string | undefined {
  const match = new RegExp(`${name}="?([^";]+)"?`, 'i').exec(header ?? '');
  return match?.[1];
}

/** The bytes of a part (base64, quoted-printable or as it is). */
function decodeBytes(part: Part): Buffer {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') return Buffer.from(decodeQuotedPrintable(part.body));
  return Buffer.from(part.body);
}

/**
 * The decoded text/plain and text/html bodies of a raw RFC 822 message (multipart or not),
 * and its attachments (parts with a Content-Disposition of `attachment`) as bytes.
 */
export function readMessage(raw: string): {
  subject: string;
  text: string;
  html: string;
  attachments: ReceivedAttachment[];
} {
  const found = { text: '', html: '' };
  const attachments: ReceivedAttachment[] = [];
  const walk = (part: Part) => {
    const type = part.headers.get('content-type') ?? 'text/plain';
    const disposition = part.headers.get('content-disposition');
    if (disposition && /^attachment/i.test(disposition)) {
      attachments.push({
        filename: headerParameter(disposition, 'filename') ?? headerParameter(type, 'name') ?? '',
        contentType: type.split(';')[0]?.trim() ?? '',
        content: decodeBytes(part),
      });
      return;
    }
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (/^multipart\//i.test(type) && boundary) {
      const pieces = part.body.split(`--${boundary}`).slice(1);
      for (const piece of pieces) {
        if (piece.startsWith('--')) break;
        walk(splitPart(piece.replace(/^\r?\n/, '')));
      }
    } else if (/^text\/html/i.test(type)) {
      found.html += decodeBody(part);
    } else if (/^text\/plain/i.test(type)) {
      found.text += decodeBody(part);
    }
  };
  const message = splitPart(raw);
  walk(message);
  return { subject: message.headers.get('subject') ?? '', ...found, attachments };
}

/** The first link in a text that starts with `prefix`. */
export function findLink(text: string, prefix: string): string | undefined {
  return text.match(/https?:\/\/[^\s<>"']+/g)?.find((link) => link.startsWith(prefix));
}

export interface SmtpReceiver {
  /** `smtp://127.0.0.1:PORT` once started. */
  readonly url: string;
  /** Configuration to hand to `useTestApp` (read when the app is built). */
  readonly config: Partial<Config>;
  readonly messages: ReceivedMail[];
  /** The first message (received already or later) that satisfies the predicate. */
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
}

/** A real SMTP server on a free port of 127.0.0.1 for the whole test file; it keeps every message. */
export function useSmtpReceiver(): SmtpReceiver {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let url: string | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((address) => address.address),
          raw,
          ...readMessage(raw),
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });

  beforeAll(async () => {
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const address = server.server.address();
    if (!address || typeof address === 'string') throw new Error('SMTP receiver has no port');
    url = `smtp://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const currentUrl = () => {
    if (!url) throw new Error('The SMTP receiver is not started yet: use it inside a test.');
    return url;
  };
  return {
    get url() {
      return currentUrl();
    },
    config: {
      get smtpUrl() {
        return currentUrl();
      },
    },
    messages,
    waitFor(predicate, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return false;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`no matching email within ${timeoutMs} ms (${messages.length} received)`),
          );
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
  };
}
