import { mkdtempSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { outboxDir } from '#server/lib/mailer.ts';
import { useTestApp } from '#server/test/app.ts';
import { createUser } from '#server/test/factories.ts';
import { findLink, readMessage } from '#server/test/mail.ts';

// No SMTP_URL: mail goes to DATA_DIR/outbox as .eml files.
const dataDir = mkdtempSync(path.join(tmpdir(), 'barback-outbox-'));
const ctx = useTestApp({ config: { dataDir, smtpUrl: undefined } });
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('password reset without an SMTP server', () => {
  it('writes the email to the outbox, and its link works', async () => {
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
    const raw = await readFile(path.join(outboxDir({ dataDir }), files[0] ?? ''), 'utf8');
    expect(raw).toContain(`To: ${user.email}`);
    const link = findLink(readMessage(raw).text, 'http://localhost:3000/reset-password?token=');
    const token = new URL(link ?? 'http://x').searchParams.get('token');
    expect(token).toBeTruthy();

    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/auth/reset-password/confirm',
      payload: { token, password: 'a brand new cellar key' },
    });
    expect(confirmed.statusCode).toBe(204);
  });
});
