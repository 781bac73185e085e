import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLink, readMessage, useSmtpReceiver } from '../test/mail.ts';
import { passwordResetEmail } from './emails/password-reset.ts';
import { waitingListApprovedEmail } from './emails/waiting-list-approved.ts';
import { createMailer, outboxDir } from './mailer.ts';

/** A real pino logger (Fastify's) whose lines the test can read. */
function capturingLogger(): {
  log: FastifyBaseLogger;
  text: () => string;
  lines: () => Record<string, unknown>[];
} {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  // Debug and up: nothing the mailer logs at any level may hold a message's link.
  const app = Fastify({ logger: { level: 'debug', stream } });
  return {
    log: app.log,
    text: () => chunks.join(''),
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

const smtp = useSmtpReceiver();

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'barback-mailer-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const resetMail = (to: string) =>
  passwordResetEmail({
    to,
    name: 'Anna',
    publicUrl: 'http://localhost:3000',
    token: 'tok_123-abc',
    validMinutes: 30,
  });

describe('createMailer without SMTP_URL', () => {
  it('writes each message as a complete .eml file in DATA_DIR/outbox and logs the file, never the link', async () => {
    const { log, lines, text } = capturingLogger();
    const mailer = createMailer(
      { smtpUrl: undefined, mailFrom: 'Barback <no-reply@barback.test>', dataDir },
      log,
      () => new Date(),
    );
    await mailer.send(resetMail('anna@example.test'));
    await mailer.send(
      waitingListApprovedEmail({
        to: 'ben@example.test',
        name: null,
        publicUrl: 'http://localhost:3000',
      }),
    );
    await mailer.close();

    const files = (await readdir(outboxDir({ dataDir }))).sort();
    expect(files).toHaveLength(2);
    expect(files.every((file) => /^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f]{8}\.eml$/.test(file))).toBe(
      true,
    );
    const first = await readFile(path.join(outboxDir({ dataDir }), files[0] ?? ''), 'utf8');
    expect(first).toMatch(/^From: Barback <no-reply@barback\.test>\r?$/m);
    expect(first).toMatch(/^To: anna@example\.test\r?$/m);
    expect(first).toMatch(/^Subject: Reset your Barback password\r?$/m);
    const message = readMessage(first);
    expect(findLink(message.text, 'http://localhost:3000/reset-password?token=')).toBe(
      'http://localhost:3000/reset-password?token=tok_123-abc',
    );
    expect(message.html).toContain('href="http://localhost:3000/reset-password?token=tok_123-abc"');

    const logged = lines().filter(
      (line) => line.msg === 'email written to the outbox (SMTP_URL is not set)',
    );
    expect(logged.map((line) => line.file)).toEqual(
      files.map((file) => path.join(outboxDir({ dataDir }), file)),
    );
    expect(logged.map((line) => line.to)).toEqual(['anna@example.test', 'ben@example.test']);
    // The reset link is the key to Anna's account: whoever reads the log must not hold it.
    expect(text()).not.toContain('tok_123-abc');
    expect(text()).not.toContain('reset-password?token');
  });
});

describe('createMailer with SMTP_URL', () => {
  it('delivers text and HTML through the SMTP server, and logs no link', async () => {
    const { log, text } = capturingLogger();
    const mailer = createMailer(
      { smtpUrl: smtp.url, mailFrom: 'Barback <no-reply@barback.test>', dataDir },
      log,
      () => new Date(),
    );
    await mailer.send(resetMail('carla@example.test'));
    await mailer.close();
    const mail = await smtp.waitFor((m) => m.to.includes('carla@example.test'));
    expect(mail.from).toBe('no-reply@barback.test');
    expect(mail.subject).toBe('Reset your Barback password');
    expect(mail.text).toContain('Hello Anna,');
    expect(mail.text).toContain('http://localhost:3000/reset-password?token=tok_123-abc');
    expect(mail.text).toMatch(/30 minutes/);
    expect(mail.text.trim().endsWith('Barback')).toBe(true);
    expect(mail.html).toContain('href="http://localhost:3000/reset-password?token=tok_123-abc"');
    expect(text()).toContain('email sent');
    expect(text()).not.toContain('tok_123-abc');
  });

  it('rejects when the SMTP server refuses, so the outbox can try again later', async () => {
    const { log, text } = capturingLogger();
    // Nothing listens on port 9 of this machine: the connection is refused.
    const mailer = createMailer(
      { smtpUrl: 'smtp://127.0.0.1:9', mailFrom: 'x@barback.test', dataDir },
      log,
      () => new Date(),
    );
    await expect(mailer.send(resetMail('dan@example.test'))).rejects.toThrow(/ECONNREFUSED/);
    await mailer.close();
    expect(text()).not.toContain('tok_123-abc');
  });
});

describe('email templates', () => {
  it('escape what people typed in the HTML and keep it as written in the text', () => {
    const mail = waitingListApprovedEmail({
      to: "o'neil@example.test",
      name: '<b>Tom & "Jerry"</b>',
      publicUrl: 'http://localhost:3000',
    });
    expect(mail.text).toContain('Hello <b>Tom & "Jerry"</b>,');
    expect(mail.html).toContain('Hello &lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain(
      'href="http://localhost:3000/register?email=o&#39;neil%40example.test"',
    );
  });
});
