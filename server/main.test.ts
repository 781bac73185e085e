import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerIfStale } from '#scripts/server-build.ts';

// These start real server processes as `npm start` runs them (the compiled server, built here
// if its sources changed) on an embedded database in a temporary DATA_DIR.
let dataDir: string;
let main: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'barback-main-'));
  ({ main } = await buildServerIfStale({ root: process.cwd() }));
}, 60_000);
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(port: number): Started {
  let output = '';
  const child = spawn(process.execPath, ['--enable-source-maps', main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, output: () => output, exited };
}

async function waitUntilServing(started: Started) {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (started.output().includes('Barback is serving')) return;
    if (started.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not start:\n${started.output()}`);
}

describe('the server process', () => {
  it('owns its data directory alone, answers /health, and stops cleanly on SIGTERM', async () => {
    const port = 30_000 + Math.floor(Math.random() * 20_000);
    const first = start(port);
    await waitUntilServing(first);

    // The log says how long the start took, counted from the process's own start.
    const serving = /"startedInMs":(\d+),[^\n]*"msg":"Barback is serving/.exec(first.output());
    expect(Number(serving?.[1])).toBeGreaterThan(0);

    const health = await fetch(`http://127.0.0.1:${port}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok' });

    const second = start(port + 1);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `Another Barback process is already using the data directory ${dataDir}`,
    );

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // Once the first has stopped, the directory is free again, with the data kept.
    const third = start(port + 2);
    await waitUntilServing(third);
    third.child.kill('SIGINT');
    expect(await third.exited).toBe(0);
  }, 120_000);
});
