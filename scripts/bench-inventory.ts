// npm run bench:inventory: counting on a location of 5,000 items, measured end to end.
// Starts the built app (a real server process on a fresh embedded database), imports 5,000
// items, then measures: the server's own time for GET /api/inventory (from its request log),
// plain and compressed, and for a conditional repeat; the time from opening the stock list to
// its first rows; the time from pressing + to the new number on screen; and the time from a
// count sent by another phone to its number on this one.
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from './chromium.ts';
import { startServerProcess } from './server-process.ts';

const ITEMS = 5000;
const PRESSES = 100;
const REMOTE_COUNTS = 20;
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Bytes on the wire (compressed when the server compressed). */
  bytes: number;
  ms: number;
}

/** A GET through node:http, so the bytes on the wire are counted as sent (never decoded). */
function rawGet(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = request(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.byteLength));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          bytes,
          ms: performance.now() - start,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The server's own `responseTime` of a request, from its JSON request log. */
function serverTime(log: string, requestId: string): number {
  for (const line of log.split('\n')) {
    if (!line.includes(requestId) || !line.includes('responseTime')) continue;
    const entry = JSON.parse(line) as { reqId?: string; responseTime?: number };
    if (entry.reqId === requestId && entry.responseTime !== undefined) return entry.responseTime;
  }
  throw new Error(`No request log for ${requestId}`);
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok)
    throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

function rows() {
  const areas = ['Back bar', 'Cellar', 'Walk-in', 'Dry store'];
  const categories = ['Gin', 'Whisky', 'Rum', 'Agave', 'Vodka', 'Wine', 'Beer', 'Mixers'];
  return Array.from({ length: ITEMS }, (_, i) => ({
    name: `Bottle ${String(i + 1).padStart(4, '0')}`,
    category: categories[i % categories.length],
    storage_area: areas[i % areas.length],
    unit: 'bottle',
    quantity: (i % 7) + 0.5,
    par_level: 6,
    cost_per_unit: 12.5 + (i % 30),
    barcode: String(5_000_000_000_000 + i),
  }));
}

// Runs in the page (a string, since this file is type-checked as Node code): presses + on the
// first row `n` times and measures each press until the new number is in the field and painted.
const pressPlus = `async (n) => {
  const times = [];
  for (let i = 0; i < n; i++) {
    const plus = document.querySelector('button[aria-label^="One more "]');
    const name = plus.getAttribute('aria-label').slice('One more '.length);
    const input = document.querySelector('input[aria-label="Quantity of ' + name + '"]');
    const before = input.value;
    const start = performance.now();
    plus.click();
    while (input.value === before) await new Promise((r) => requestAnimationFrame(r));
    await new Promise((r) => requestAnimationFrame(r));
    times.push(performance.now() - start);
    await new Promise((r) => setTimeout(r, 60));
  }
  return times;
}`;

async function main() {
  if (!existsSync('dist/web/index.html')) throw new Error('Build first: npm run build');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'barback-bench-inventory-'));
  const server = await startServerProcess(
    { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info', LOG_FORMAT: 'json' },
    { captureOutput: true },
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const api = (url: string, init: RequestInit = {}, token?: string) =>
      fetch(`${server.baseURL}${url}`, {
        ...init,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      });
    const signedUp = await json<{
      token: string;
      user: {
        id: string;
        email: string;
        name: string;
        created_at: string;
        locations: { id: string; name: string; role: string }[];
      };
    }>(
      await api('/api/auth/register', {
        method: 'POST',
        body: JSON.stringify({
          email: 'counter@barback.test',
          password: 'a long counting password',
          name: 'Counter',
          locationName: 'The Big Bar',
        }),
      }),
    );
    const { token, user } = signedUp;
    const locationId = user.locations[0]?.id ?? '';
    const imported = await json<{ created: number; errors: unknown[] }>(
      await api(
        '/api/inventory/import',
        { method: 'POST', body: JSON.stringify({ location_id: locationId, rows: rows() }) },
        token,
      ),
    );
    console.log(`\n${imported.created} items imported (${imported.errors.length} errors)`);

    // Each kind: one warm-up, then 30 requests. Server time is the server's own log of each.
    const listUrl = `${server.baseURL}/api/inventory?location_id=${locationId}`;
    const measureList = async (label: string, headers: Record<string, string>) => {
      const client: number[] = [];
      const ids: string[] = [];
      let last: RawAnswer | undefined;
      for (let i = 0; i < 31; i++) {
        const answer = await rawGet(listUrl, { authorization: `Bearer ${token}`, ...headers });
        if (answer.status !== 200 && answer.status !== 304) {
          throw new Error(`GET /api/inventory answered ${answer.status}`);
        }
        last = answer;
        if (i === 0) continue;
        client.push(answer.ms);
        const id = answer.headers['x-request-id'];
        if (typeof id === 'string') ids.push(id);
      }
      // The log comes through a pipe: give its last lines a moment before reading them.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const served = ids.map((id) => serverTime(server.output(), id));
      console.log(
        `GET /api/inventory, ${ITEMS} items, ${label} (${last?.status}, ${((last?.bytes ?? 0) / 1024).toFixed(0)} KiB on the wire), 30 requests: ` +
          `server median ${ms(percentile(served, 50))}, p95 ${ms(percentile(served, 95))}; ` +
          `client on loopback median ${ms(percentile(client, 50))}`,
      );
      return last;
    };
    await measureList('uncompressed', { 'accept-encoding': 'identity' });
    const compressed = await measureList('brotli', { 'accept-encoding': 'br, gzip' });
    const etag = compressed?.headers.etag;
    if (typeof etag === 'string') {
      await measureList('If-None-Match, unchanged', {
        'accept-encoding': 'br, gzip',
        'if-none-match': etag,
      });
    } else {
      console.log('GET /api/inventory sent no ETag: no conditional request measured');
    }

    const state = {
      session: {
        access_token: token,
        refresh_token: '',
        expires_in: 3600,
        token_type: 'bearer',
        user: { id: user.id, email: user.email, aud: 'authenticated', created_at: user.created_at },
      },
      user,
      locations: user.locations,
    };
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      storageState: {
        cookies: [],
        origins: [
          {
            origin: server.baseURL,
            localStorage: [{ name: 'auth-storage', value: JSON.stringify({ state, version: 0 }) }],
          },
        ],
      },
    });
    const page = await context.newPage();
    const firstRows: number[] = [];
    for (let i = 0; i < 6; i++) {
      const start = performance.now();
      await page.goto(`${server.baseURL}/dashboard/${locationId}/stocklist`);
      await page.locator('input[aria-label^="Quantity of "]').first().waitFor();
      firstRows.push(performance.now() - start);
    }
    const [cold, ...warm] = firstRows;
    console.log(
      `Opening the stock list to its first rows (360 px, ${ITEMS} items): first visit ${ms(cold ?? NaN)}, ` +
        `then median ${ms(percentile(warm, 50))} over ${warm.length} visits`,
    );
    const rendered = await page.locator('input[aria-label^="Quantity of "]').count();
    const presses = (await page.evaluate(`(${pressPlus})(${PRESSES})`)) as number[];
    console.log(
      `Pressing + to the new number painted (${PRESSES} presses): median ${ms(percentile(presses, 50))}, ` +
        `p95 ${ms(percentile(presses, 95))} (${rendered} rows rendered of ${ITEMS})`,
    );

    // Another phone counts the first row's item: time from sending its count to the new
    // number painted here (the realtime event, then this page's update of that row).
    const firstLabel = (await page
      .locator('input[aria-label^="Quantity of "]')
      .first()
      .getAttribute('aria-label')) as string;
    const firstName = firstLabel.slice('Quantity of '.length);
    const items = await json<{ id: string; name: string }[]>(
      await api(`/api/inventory?location_id=${locationId}`, {}, token),
    );
    const target = items.find((item) => item.name === firstName);
    if (!target) throw new Error(`No item named ${firstName}`);
    const remote: number[] = [];
    for (let i = 0; i < REMOTE_COUNTS; i++) {
      const quantity = 200 + i;
      const start = performance.now();
      const sent = await api(
        `/api/inventory/update/${target.id}`,
        { method: 'POST', body: JSON.stringify({ quantity, reason: 'count' }) },
        token,
      );
      if (!sent.ok) throw new Error(`The count answered ${sent.status}`);
      // A string runs in the page (waitForFunction would need eval, which the CSP forbids).
      await page.evaluate(`new Promise((resolve, reject) => {
        const selector = ${JSON.stringify(`input[aria-label="${firstLabel}"]`)};
        const timer = setTimeout(() => reject(new Error('The count never showed')), 10000);
        const check = () => {
          if (document.querySelector(selector)?.value === '${quantity}') {
            clearTimeout(timer);
            resolve(null);
          } else requestAnimationFrame(check);
        };
        check();
      })`);
      remote.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    console.log(
      `A count from another phone to its number painted here (${REMOTE_COUNTS} counts): ` +
        `median ${ms(percentile(remote, 50))}, p95 ${ms(percentile(remote, 95))}, max ${ms(Math.max(...remote))}`,
    );
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
