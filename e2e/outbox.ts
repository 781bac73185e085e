import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeQuotedPrintable } from '#server/test/quoted-printable.ts';

/**
 * The newest `.eml` in `DATA_DIR/outbox/` addressed to `to`, decoded. The server sends mail
 * in the background, so this waits for it (file names start with an ISO time: they sort).
 */
export async function newestMailTo(dataDir: string, to: string, timeoutMs = 15_000) {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = await readdir(outbox).catch(() => [] as string[]);
    for (const file of files
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .reverse()) {
      const raw = await readFile(path.join(outbox, file), 'utf8');
      if (raw.includes(`To: ${to}`)) return decodeQuotedPrintable(raw);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to} in ${outbox} within ${timeoutMs} ms`);
}

/** The first link of a message that starts with `prefix`. */
export function findLink(message: string, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s"'<>]+`).exec(message);
  if (!match) throw new Error(`No link starting with ${prefix} in:\n${message}`);
  return match[0].replace(/&amp;/g, '&');
}
