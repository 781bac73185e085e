// npm run bench:inventory: counting on a location of 5,000 items, measured end to end.
// Starts the built app (a real server process on a fresh embedded database), imports 5,000
// items, then measures: the server's answer time for GET /api/inventory, the time from opening
// the stock list to its first rows, and the time from pressing + to the new number on screen.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startServerProcess } from './server-process.ts';

const ITEMS = 5000;
const PRESSES = 100;
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

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
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  });
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

    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < 31; i++) {
      const start = performance.now();
      const response = await api(`/api/inventory?location_id=${locationId}`, {}, token);
      const body = await response.arrayBuffer();
      if (i > 0) times.push(performance.now() - start);
      bytes = body.byteLength;
    }
    console.log(
      `GET /api/inventory, ${ITEMS} items (${(bytes / 1024).toFixed(0)} KiB JSON), 30 requests on loopback: ` +
        `median ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}`,
    );

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
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
