import { afterAll, afterEach, describe, expect, inject } from 'vitest';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from '#scripts/chromium.ts';
import { signAccessToken } from '#server/lib/tokens.ts';
import { trackRequests } from './settled.ts';

export const baseURL = inject('baseURL');
export const owner = inject('owner');
const chromiumPath = inject('chromiumPath');

/** A describe block that runs only when Chromium is present (global setup says so loudly). */
export const describeInBrowser = describe.skipIf(chromiumPath === null);

export interface Session {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

const open: Session[] = [];

/**
 * Chromium, started once per file and per set of flags: a test gets a new context of it, which
 * is a profile of its own (storage, cookies, service workers, cache), so nothing carries over
 * from one test to the next while the start of a browser is paid once.
 */
const browsers = new Map<string, Promise<Browser>>();

function browserWith(args: string[]): Promise<Browser> {
  const key = args.join(' ');
  let browser = browsers.get(key);
  if (!browser) {
    browser = chromium.launch({ executablePath: chromiumPath ?? undefined, args });
    browsers.set(key, browser);
  }
  return browser;
}

afterAll(async () => {
  const started = [...browsers.values()];
  browsers.clear();
  await Promise.all(started.map(async (browser) => (await browser).close()));
});

/** A fresh browser profile with one page; its console errors fail the test. */
export async function openBrowser(
  options: {
    width?: number;
    height?: number;
    colorScheme?: 'light' | 'dark';
    /** Start signed in as the fixture owner. */
    signedIn?: boolean;
    /** Entries the app's localStorage holds before the first page loads. */
    localStorage?: { name: string; value: string }[];
    /**
     * Console errors this one test expects (Chromium logs every failed request, e.g. the 401
     * of an expired session, as "Failed to load resource"). Any other error still fails it.
     */
    allowConsoleErrors?: RegExp[];
    /** A camera Chromium makes up (a moving test pattern), already allowed. */
    fakeCamera?: boolean;
  } = {},
): Promise<Session> {
  if (!chromiumPath) throw new Error('no Chromium');
  const args = options.fakeCamera
    ? [...CHROMIUM_FLAGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream']
    : CHROMIUM_FLAGS;
  const browser = await browserWith(args);
  const context = await browser.newContext({
    baseURL,
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    colorScheme: options.colorScheme ?? 'light',
    storageState: {
      cookies: [],
      origins: [
        {
          origin: baseURL,
          localStorage: [
            ...(options.signedIn ? [await ownerSessionStorage()] : []),
            ...(options.localStorage ?? []),
          ],
        },
      ],
    },
  });
  try {
    if (options.fakeCamera) await context.grantPermissions(['camera'], { origin: baseURL });
    const page = await context.newPage();
    trackRequests(page);
    const errors: string[] = [];
    const allowed = options.allowConsoleErrors ?? [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (!allowed.some((pattern) => pattern.test(text))) errors.push(text);
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const session = { browser, context, page, errors };
    open.push(session);
    return session;
  } catch (error) {
    await context.close();
    throw error;
  }
}

afterEach(async () => {
  const sessions = open.splice(0);
  try {
    for (const session of sessions) expect(session.errors, 'console errors').toEqual([]);
  } finally {
    await Promise.all(sessions.map((session) => session.context.close()));
  }
});

/** The session the app keeps in localStorage after the fixture owner signs in. */
async function ownerSessionStorage(): Promise<{ name: string; value: string }> {
  const token = await signAccessToken(inject('jwtSecret'), {
    userId: owner.id,
    email: owner.email,
  });
  const locations = [{ id: owner.locationId, name: owner.locationName, role: 'owner' }];
  const state = {
    session: {
      access_token: token,
      refresh_token: '',
      expires_in: 3600,
      token_type: 'bearer',
      user: { id: owner.id, email: owner.email, aud: 'authenticated', created_at: '' },
    },
    user: { id: owner.id, email: owner.email, name: owner.name, locations },
    locations,
  };
  return { name: 'auth-storage', value: JSON.stringify({ state, version: 0 }) };
}
