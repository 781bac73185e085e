// npm run bench:import: what a hostile spreadsheet does to everyone else on the server.
// For each of the two spreadsheets of server/test/hostile-xlsx.ts (a header row and 90 MB of
// spaces; 200 MB of spaces behind a ZIP directory that claims 1,000 bytes), it starts the real
// server (node --import tsx server/main.ts, a fresh embedded database each time, so one file's
// aftermath never weighs on the other's figures), signs up two venues, and while venue A's
// recipe import runs, asks for venue B's stock list over and over: the latency of those
// answers (median, max) and the server process's resident memory before, at its peak during,
// and 5 s after the import. An import that has not answered after BENCH_IMPORT_CAP_S (default
// 120 s) is given up on, and the figures say so.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lyingSheet, sheetOf, spacesSheet } from '#server/test/hostile-xlsx.ts';
import { startServerProcess } from './server-process.ts';

const CAP_MS = Number(process.env.BENCH_IMPORT_CAP_S ?? 120) * 1000;
const AFTER_MS = 5000;
const SAMPLE_MS = 100;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const sleep = (time: number) => new Promise((resolve) => setTimeout(resolve, time));

/** The resident memory of a process, from /proc (Linux). */
async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
  return Number(kilobytes ?? NaN) * 1024;
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) {
    throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}

interface Venue {
  token: string;
  locationId: string;
}

async function signUp(baseURL: string, name: string): Promise<Venue> {
  const body = await json<{ token: string; user: { locations: { id: string }[] } }>(
    await fetch(`${baseURL}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `${name.toLowerCase()}@barback.test`,
        password: 'a long benchmark password',
        name,
        locationName: `Venue ${name}`,
      }),
    }),
  );
  return { token: body.token, locationId: body.user.locations[0]?.id ?? '' };
}

async function measure(label: string, file: Buffer) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'barback-bench-import-'));
  const server = await startServerProcess(
    { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    { captureOutput: true },
  );
  const pid = server.child.pid ?? 0;
  try {
    const a = await signUp(server.baseURL, 'Alpha');
    const b = await signUp(server.baseURL, 'Bravo');
    const rows = Array.from({ length: 200 }, (_, i) => ({
      name: `Bottle ${i + 1}`,
      unit: 'bottle',
      quantity: i % 7,
    }));
    await json(
      await fetch(`${server.baseURL}/api/inventory/import`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${b.token}` },
        body: JSON.stringify({ location_id: b.locationId, rows }),
      }),
    );
    const stockList = async (signal?: AbortSignal) => {
      const start = performance.now();
      const response = await fetch(`${server.baseURL}/api/inventory?location_id=${b.locationId}`, {
        headers: { authorization: `Bearer ${b.token}` },
        ...(signal ? { signal } : {}),
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`GET /api/inventory answered ${response.status}`);
      return performance.now() - start;
    };
    const quiet: number[] = [];
    for (let i = 0; i < 20; i += 1) quiet.push(await stockList());
    await sleep(1000);
    const before = await rssOf(pid);

    let peak = before;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await rssOf(pid).catch(() => 0));
        await sleep(SAMPLE_MS);
      }
    })();

    const deadline = AbortSignal.timeout(CAP_MS);
    const form = new FormData();
    form.set('location_id', a.locationId);
    form.set('file', new Blob([file]), 'recipes.xlsx');
    const started = performance.now();
    let outcome = 'pending';
    const importing = fetch(`${server.baseURL}/api/recipes/bulk-import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${a.token}` },
      body: form,
      signal: deadline,
    }).then(
      async (response) => {
        const body = (await response.json()) as { error?: { details?: { message: string }[] } };
        const message = body.error?.details?.[0]?.message ?? '';
        outcome = `${response.status} in ${ms(performance.now() - started)}: ${message}`;
      },
      () => {
        outcome = `no answer after ${CAP_MS / 1000} s (given up)`;
      },
    );
    const during: number[] = [];
    let unanswered = 0;
    while (outcome === 'pending') {
      const answered = await stockList(deadline).catch(() => undefined);
      if (answered === undefined) {
        unanswered += 1;
        break;
      }
      during.push(answered);
    }
    await importing;
    const duringPeak = peak;
    await sleep(AFTER_MS);
    const after = await rssOf(pid);
    sampling = false;
    await sampler;

    console.log(`\n${label} (${(file.length / 1024).toFixed(0)} KB upload)`);
    console.log(`  import: ${outcome}`);
    console.log(
      `  GET /api/inventory of the other venue, quiet: median ${ms(percentile(quiet, 50))}, max ${ms(Math.max(...quiet))}`,
    );
    console.log(
      `  GET /api/inventory of the other venue, during the import: ${during.length} answers, ` +
        `median ${ms(percentile(during, 50))}, max ${ms(Math.max(...during, 0))}` +
        (unanswered > 0 ? `; one still unanswered when the import was given up on` : ''),
    );
    console.log(
      `  server memory (RSS): before ${mb(before)}, peak during ${mb(duringPeak)}, 5 s after ${mb(after)}`,
    );
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  await measure('A header row and 90 MB of spaces', await spacesSheet(90));
  await measure(
    'A data descriptor and a central directory that claims 1,000 bytes (200 MB of spaces)',
    await lyingSheet(200),
  );
  // Not hostile: the largest sheet the import reads (5,000 rows of 59 columns), for how long a
  // legitimate read takes and what the other venue sees meanwhile.
  const header = ['recipe', 'ingredient', 'quantity', 'unit'];
  const columns = Array.from({ length: 55 }, (_, index) => `note ${index + 1}`);
  const rows = Array.from({ length: 5000 }, (_, row) => [
    `Recipe ${row}`,
    `Ingredient ${row}`,
    '1',
    'portion',
    ...columns.map((_, column) => `${row}.${column}`),
  ]);
  await measure(
    'The largest sheet an import reads (5,000 rows of 59 columns)',
    sheetOf([[...header, ...columns], ...rows]),
  );
}

await main();
