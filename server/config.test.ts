import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'barback-config-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('gives the embedded defaults', async () => {
    const config = await loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      registrationMode: 'open',
      adminEmails: [],
      stripe: undefined,
      ai: undefined,
    });
  });

  it('generates the JWT secret once and keeps it in DATA_DIR, readable by the owner only', async () => {
    const first = await loadConfig({ DATA_DIR: dataDir });
    const second = await loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    const file = path.join(dataDir, 'jwt-secret');
    expect((await readFile(file, 'utf8')).trim()).toBe(first.jwtSecret);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('uses JWT_SECRET when given and writes nothing', async () => {
    const secret = 'x'.repeat(40);
    const config = await loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret });
    expect(config.jwtSecret).toBe(secret);
    await expect(stat(path.join(dataDir, 'jwt-secret'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('reads lists, modes and the optional services', async () => {
    const config = await loadConfig({
      DATA_DIR: dataDir,
      PORT: '8080',
      PUBLIC_URL: 'https://bar.example.com/',
      ADMIN_EMAILS: ' Boss@Example.com, ops@example.com ,',
      REGISTRATION_MODE: 'invite',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/barback',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PRICE_IDS: 'price_a,price_b',
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_MODEL: 'small',
    });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('https://bar.example.com');
    expect(config.adminEmails).toEqual(['boss@example.com', 'ops@example.com']);
    expect(config.registrationMode).toBe('invite');
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/barback');
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: undefined,
      priceIds: ['price_a', 'price_b'],
    });
    expect(config.ai).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      model: 'small',
    });
  });

  it('refuses a bad value and names the variable', async () => {
    const attempt = loadConfig({ DATA_DIR: dataDir, PORT: 'eighty', REGISTRATION_MODE: 'maybe' });
    await expect(attempt).rejects.toBeInstanceOf(ConfigError);
    await expect(attempt).rejects.toThrow(/PORT[\s\S]*REGISTRATION_MODE/);
  });

  it('believes X-Forwarded-For from nobody, every hop, or only the proxies listed', async () => {
    const trust = async (value?: string) =>
      (
        await loadConfig({
          DATA_DIR: dataDir,
          ...(value === undefined ? {} : { TRUST_PROXY: value }),
        })
      ).trustProxy;
    expect(await trust()).toBe(false);
    expect(await trust('0')).toBe(false);
    expect(await trust('true')).toBe(true);
    expect(await trust('10.0.0.7, 10.1.0.0/16,::1')).toEqual(['10.0.0.7', '10.1.0.0/16', '::1']);
    await expect(trust('yes')).rejects.toThrow(/TRUST_PROXY/);
  });

  it('backs up daily and keeps 7 by default; 0 turns the schedule off', async () => {
    expect((await loadConfig({ DATA_DIR: dataDir })).backup).toEqual({
      intervalHours: 24,
      keep: 7,
    });
    const set = await loadConfig({
      DATA_DIR: dataDir,
      BACKUP_INTERVAL_HOURS: '0',
      BACKUP_KEEP: '30',
    });
    expect(set.backup).toEqual({ intervalHours: 0, keep: 30 });
    const refused = loadConfig({
      DATA_DIR: dataDir,
      BACKUP_INTERVAL_HOURS: '-1',
      BACKUP_KEEP: 'x',
    });
    await expect(refused).rejects.toThrow(/BACKUP_INTERVAL_HOURS[\s\S]*BACKUP_KEEP/);
  });

  it('refuses a JWT_SECRET shorter than 32 characters', async () => {
    await expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'short' })).rejects.toThrow(
      /JWT_SECRET/,
    );
  });
});
