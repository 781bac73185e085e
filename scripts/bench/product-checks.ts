// Figures of the product that are not throughput, measured on a server started on an empty
// embedded data directory: its cold start, the JavaScript the first page loads, one sign-in at
// a time, and whether known and unknown emails can be told apart by the time of the answer.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../server-process.ts';
import { WEB_BUILD_OUTPUT, webBuildState } from '../web-build-state.ts';
import { onCleanup } from './cleanup.ts';
import { clientAddress } from './load.ts';

export interface ProductChecks {
  /** Spawn to the first /health 200 on an empty data directory (migrations included), ms. */
  coldStartMs: number;
  firstPageJs:
    { files: number; bytes: { identity: number; gzip: number; br: number } } | { skipped: string };
  login: { samples: number; p50Ms: number; p95Ms: number };
  sameTime: {
    emails: string;
    loginMedianMs: number;
    resetMedianMs: number;
    answers: string;
  }[];
}

/**
 * The built web app, building it first when it is missing or older than its sources (as
 * `npm start` does). The API needs none of it: a failed build only skips the first-page figure.
 */
export async function ensureWebBuild(): Promise<string | undefined> {
  const state = await webBuildState({ root: process.cwd() });
  if (!state.stale) return undefined;
  console.log(`Building the web app (${state.reason}) for the first-page figure…`);
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status === 0 && existsSync(path.join(WEB_BUILD_OUTPUT, 'index.html'))) {
    return undefined;
  }
  return 'the web app did not build';
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

async function firstPageJs(baseURL: string): Promise<ProductChecks['firstPageJs']> {
  const html = await (await fetch(`${baseURL}/`)).text();
  const scripts = [
    ...new Set(
      [
        ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
        ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
      ].map((match) => match[1] as string),
    ),
  ];
  const bytes = { identity: 0, gzip: 0, br: 0 };
  for (const encoding of ['identity', 'gzip', 'br'] as const) {
    for (const script of scripts) {
      bytes[encoding] += await transferSize(new URL(script, baseURL).href, encoding);
    }
  }
  return { files: scripts.length, bytes };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

let address = 0;
async function post(baseURL: string, url: string, body: unknown) {
  address += 1;
  const started = performance.now();
  const response = await fetch(`${baseURL}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress(address) },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

const PASSWORD = 'a long bench password 42';

/** 50 sign-ins one after the other: the time of one, argon2id included. */
async function loginLatency(baseURL: string): Promise<ProductChecks['login']> {
  const credentials = { email: 'bench@barback.test', password: PASSWORD };
  const registered = await post(baseURL, '/api/auth/register', {
    ...credentials,
    name: 'Bench',
    locationName: 'Bench Bar',
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const samples: number[] = [];
  for (let i = 0; i < 50; i++) {
    const answer = await post(baseURL, '/api/auth/login', credentials);
    if (answer.status !== 200) throw new Error(`login answered ${answer.status}`);
    samples.push(answer.ms);
  }
  samples.sort((a, b) => a - b);
  return {
    samples: samples.length,
    p50Ms: percentile(samples, 50),
    p95Ms: percentile(samples, 95),
  };
}

/** Known and unknown emails must not be told apart by the time of the answer. */
async function sameTime(baseURL: string): Promise<ProductChecks['sameTime']> {
  const known: string[] = [];
  for (let i = 0; i < 10; i++) {
    const email = `known-${i}@barback.test`;
    await post(baseURL, '/api/auth/register', { email, password: PASSWORD, name: 'K' });
    known.push(email);
  }
  const unknown = known.map((email) => email.replace('known', 'nobody'));
  const rows: ProductChecks['sameTime'] = [];
  for (const [label, emails] of [
    ['known email', known],
    ['unknown email', unknown],
  ] as const) {
    const login: number[] = [];
    const reset: number[] = [];
    const statuses = new Set<string>();
    for (const email of emails) {
      const l = await post(baseURL, '/api/auth/login', { email, password: 'not the password' });
      const r = await post(baseURL, '/auth/reset-password', { email });
      login.push(l.ms);
      reset.push(r.ms);
      statuses.add(`login ${l.status}, reset ${r.status}`);
    }
    rows.push({
      emails: label,
      loginMedianMs: median(login),
      resetMedianMs: median(reset),
      answers: [...statuses].join('; '),
    });
  }
  return rows;
}

export async function productChecks(
  serverEnv: Record<string, string>,
  webSkipped: string | undefined,
): Promise<ProductChecks> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'barback-bench-empty-'));
  const removeDir = onCleanup(() => rm(dataDir, { recursive: true, force: true }));
  try {
    const server = await startServerProcess(
      { ...serverEnv, DATA_DIR: dataDir, DATABASE_URL: '' },
      { captureOutput: true },
    );
    const stop = onCleanup(() => server.stop());
    try {
      return {
        coldStartMs: server.startedInMs,
        firstPageJs: webSkipped ? { skipped: webSkipped } : await firstPageJs(server.baseURL),
        login: await loginLatency(server.baseURL),
        sameTime: await sameTime(server.baseURL),
      };
    } finally {
      await stop();
    }
  } finally {
    await removeDir();
  }
}
