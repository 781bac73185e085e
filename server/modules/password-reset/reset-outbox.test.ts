import { mkdtempSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { outboxDir } from '#server/lib/mailer.ts';
import { useTestApp } from '#server/test/app.ts';
import { createUser } from '#server/test/factories.ts';
import { findLink, readMessage } from '#server/test/mail.ts';

// No SMTP_URL: mail goes to DATA_DIR/outbox as .eml files. The log is read at debug.
const dataDir = mkdtempSync(path.join(tmpdir(), 'barback-outbox-'));
const logged: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logged.push(String(chunk));
    done();
  },
});
const ctx = useTestApp({ config: { dataDir, smtpUrl: undefined, logLevel: 'debug' }, logStream });
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('password reset without an SMTP server', () => {
  it('writes the email to the outbox, its link works, and the log never holds it', async () => {
    const user = await createUser(ctx.db);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { email: user.email },
    });
    expect(response.statusCode).toBe(202);
    await ctx.app.mailer.idle();

    const files = await readdir(outboxDir({ dataDir }));
    expect(files).toHaveLength(1);
    const file = path.join(outboxDir({ dataDir }), files[0] ?? '');
    const raw = await readFile(file, 'utf8');
    expect(raw).toContain(`To: ${user.email}`);
    const link = findLink(readMessage(raw).text, 'http://localhost:3000/reset-password?token=');
    const token = new URL(link ?? 'http://x').searchParams.get('token') ?? '';
    expect(token).not.toBe('');

    // The person opens the link (the page is served here), then sets the new password.
    await ctx.app.inject({ method: 'GET', url: `/reset-password?token=${token}` });
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/auth/reset-password/confirm',
      payload: { token, password: 'a brand new cellar key' },
    });
    expect(confirmed.statusCode).toBe(204);

    const log = logged.join('');
    expect(log).toContain(file);
    expect(log).toContain('/reset-password?token=redacted');
    expect(log).not.toContain(token);
    expect(log).not.toContain(encodeURIComponent(token));
  });
});
