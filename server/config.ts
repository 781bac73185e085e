import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const commaList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
  );

/** An address or a range of proxy addresses: 10.0.0.7, 10.0.0.0/8, ::1, fd00::/8. */
const PROXY_ADDRESS = /^([0-9.]+|[0-9a-f:.]+)(\/\d{1,3})?$/i;

/**
 * Whom to believe about the client's address (X-Forwarded-For): nobody (false), every hop
 * (true, 1: any client can then name its own address), or only the listed proxies.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, context): boolean | string[] => {
    const text = (value ?? '').trim();
    if (['', 'false', '0'].includes(text)) return false;
    if (['true', '1'].includes(text)) return true;
    const addresses = text.split(',').map((address) => address.trim());
    if (addresses.every((address) => PROXY_ADDRESS.test(address))) return addresses;
    context.addIssue({
      code: 'custom',
      message:
        "Use true, false, or the proxies' addresses separated by commas (10.0.0.7,10.1.0.0/16)",
    });
    return z.NEVER;
  });

/** The environment the server reads, with the defaults of the embedded mode. */
export const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(z.url().optional()),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  JWT_SECRET: optionalString.pipe(z.string().min(32).optional()),
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  TRUST_PROXY: trustProxy,
  WEB_DIST_DIR: z.string().default('./dist/web'),
  REGISTRATION_MODE: z.enum(['open', 'invite', 'closed']).default('open'),
  ADMIN_EMAILS: commaList.transform((emails) => emails.map((email) => email.toLowerCase())),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Barback <no-reply@barback.local>'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_IDS: commaList,
  STRIPE_API_BASE: optionalString.pipe(z.url().optional()),
  AI_BASE_URL: optionalString.pipe(z.url().optional()),
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  REDIS_URL: optionalString,
  REDIS_PREFIX: z.string().trim().min(1).default('barback:'),
  BACKUP_INTERVAL_HOURS: z.coerce.number().min(0).max(8760).default(24),
  BACKUP_KEEP: z.coerce.number().int().min(0).max(10000).default(7),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  jwtSecret: string;
  publicUrl: string;
  logLevel: z.infer<typeof environment>['LOG_LEVEL'];
  logFormat: 'json' | 'pretty';
  trustProxy: boolean | string[];
  webDistDir: string;
  registrationMode: 'open' | 'invite' | 'closed';
  adminEmails: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  stripe:
    | {
        secretKey: string;
        webhookSecret: string | undefined;
        priceIds: string[];
        /** Another address for the Stripe API (a local stand-in in tests), e.g. http://127.0.0.1:12111. */
        apiHost?: string | undefined;
      }
    | undefined;
  ai: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  /** Redis for the limits every process shares (decision 037); none: each process counts alone. */
  redisUrl: string | undefined;
  /** The start of every Redis key of this deployment (default `barback:`). */
  redisPrefix?: string;
  version: string;
  /** Timings of the realtime socket; tests shorten them. */
  realtime?: { handshakeTimeoutMs?: number; heartbeatMs?: number };
  /**
   * How long a process trusts that a token's account exists before asking the database again
   * (default 5 s; 0 asks on every request). Deleting an account forgets it at once in the
   * process that deleted it.
   */
  accountCheckMs?: number;
  /**
   * Backups of the embedded database (DATA_DIR/backups): hours between two (0: none) and how
   * many are kept (0: all). Defaults 24 and 7.
   */
  backup?: { intervalHours: number; keep: number };
}

export class ConfigError extends Error {}

/** Parses the environment; the JWT secret, when absent, is generated once and kept in DATA_DIR. */
export async function loadConfig(env: NodeJS.ProcessEnv = process.env): Promise<Config> {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    jwtSecret: e.JWT_SECRET ?? (await readOrCreateSecret(dataDir)),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
    trustProxy: e.TRUST_PROXY,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    registrationMode: e.REGISTRATION_MODE,
    adminEmails: e.ADMIN_EMAILS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          priceIds: e.STRIPE_PRICE_IDS,
          apiHost: e.STRIPE_API_BASE,
        }
      : undefined,
    ai:
      e.AI_BASE_URL && e.AI_MODEL
        ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL }
        : undefined,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    backup: { intervalHours: e.BACKUP_INTERVAL_HOURS, keep: e.BACKUP_KEEP },
    version: await readVersion(),
  };
}

async function readOrCreateSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  // 'wx' never overwrites: if another process won the race, read its secret instead.
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(file, 'utf8')).trim();
  }
}

async function readVersion(): Promise<string> {
  const packageFile = new URL('../package.json', import.meta.url);
  const { version } = JSON.parse(await readFile(packageFile, 'utf8')) as { version: string };
  return version;
}
