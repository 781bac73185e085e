// npm run bench: performance figures of the built product, measured on this machine.
// Starts the real server (node --import tsx server/main.ts) on a fresh embedded database.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServerProcess } from './server-process.ts';

interface Server {
  baseURL: string;
  coldStartMs: number;
  stop(): Promise<void>;
}

async function startServer(): Promise<Server> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'barback-bench-'));
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    LOG_LEVEL: 'warn',
    // The load test spreads its requests over many client addresses (X-Forwarded-For), so
    // the per-IP login limit measures nothing but itself; per-account limits stay in force.
    TRUST_PROXY: 'true',
  });
  return {
    baseURL: server.baseURL,
    coldStartMs: server.startedInMs,
    async stop() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Bytes on the wire: node:http does not decode the body, so this is what travelled. */
function transferSize(url: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
        const sent = response.headers['content-encoding'] ?? 'identity';
        if (sent !== encoding) reject(new Error(`${url} was sent as ${sent}, not ${encoding}`));
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

async function benchFirstPage(baseURL: string) {
  const html = await (await fetch(`${baseURL}/`)).text();
  const scripts = [
    ...new Set(
      [
        ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
        ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
      ].map((match) => match[1] as string),
    ),
  ];
  const rows = [];
  for (const encoding of ['identity', 'gzip', 'br']) {
    let total = 0;
    for (const script of scripts)
      total += await transferSize(new URL(script, baseURL).href, encoding);
    rows.push({ encoding, bytes: total, KiB: Number((total / 1024).toFixed(1)) });
  }
  console.log(`\nJavaScript the first page loads (${scripts.length} files):`);
  console.table(rows);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function benchLogin(baseURL: string) {
  const credentials = { email: 'bench@barback.test', password: 'a long bench password 42' };
  const registered = await fetch(`${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...credentials, name: 'Bench', locationName: 'Bench Bar' }),
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const body = JSON.stringify(credentials);

  const samples: number[] = [];
  for (let i = 0; i < 50; i++) {
    const t = performance.now();
    const response = await fetch(`${baseURL}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.1.0.${i}` },
      body,
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`login answered ${response.status}`);
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  console.log(
    `\nLogin latency, one at a time, argon2id included (50 logins): median ${percentile(samples, 50).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms`,
  );

  let n = 0;
  const result = await autocannon({
    url: `${baseURL}/api/auth/login`,
    connections: 8,
    duration: 10,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        setupRequest: (request) => {
          n += 1;
          request.headers = { ...request.headers, 'x-forwarded-for': `10.2.${n % 250}.${n % 200}` };
          return request;
        },
      },
    ],
  });
  console.log(
    `Logins per second, one process, 8 connections for 10 s: ${result.requests.average.toFixed(1)} ` +
      `(median latency ${result.latency.p50} ms, p99 ${result.latency.p99} ms; ` +
      `${result['2xx']} answered 200, ${result.non2xx} other, ${result.errors} errors)`,
  );
}

async function post(baseURL: string, url: string, body: unknown, ip: string) {
  const t = performance.now();
  const response = await fetch(`${baseURL}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - t };
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** Known and unknown emails must not be told apart by the time of the answer. */
async function benchSameTime(baseURL: string) {
  const known: string[] = [];
  for (let i = 0; i < 10; i++) {
    const email = `known-${i}@barback.test`;
    await post(
      baseURL,
      '/api/auth/register',
      { email, password: 'a long bench password 42', name: 'K' },
      `10.3.0.${i}`,
    );
    known.push(email);
  }
  const unknown = known.map((email) => email.replace('known', 'nobody'));
  const rows = [];
  for (const [label, emails] of [
    ['known email', known],
    ['unknown email', unknown],
  ] as const) {
    const login: number[] = [];
    const reset: number[] = [];
    const statuses = new Set<string>();
    for (const [i, email] of emails.entries()) {
      const l = await post(
        baseURL,
        '/api/auth/login',
        { email, password: 'not the password' },
        `10.4.${label.length}.${i}`,
      );
      const r = await post(baseURL, '/auth/reset-password', { email }, `10.5.${label.length}.${i}`);
      login.push(l.ms);
      reset.push(r.ms);
      statuses.add(`login ${l.status}, reset ${r.status}`);
    }
    rows.push({
      emails: label,
      'wrong-password login, median ms': Number(median(login).toFixed(1)),
      'reset request, median ms': Number(median(reset).toFixed(1)),
      answers: [...statuses].join('; '),
    });
  }
  console.log('\nAnswers to known and unknown emails (10 of each):');
  console.table(rows);
}

async function main() {
  if (!existsSync('dist/web/index.html')) throw new Error('Build first: npm run build');
  const server = await startServer();
  try {
    console.log(
      `\nServer cold start on an empty data directory (to the first /health 200): ${server.coldStartMs.toFixed(0)} ms`,
    );
    await benchFirstPage(server.baseURL);
    await benchLogin(server.baseURL);
    await benchSameTime(server.baseURL);
  } finally {
    await server.stop();
  }
}

await main();
