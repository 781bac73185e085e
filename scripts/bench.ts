// npm run bench: performance figures of the built product, measured on this machine.
// Starts the real server (node --import tsx server/main.ts) on a fresh embedded database.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

async function firstPageScripts(baseURL: string): Promise<string[]> {
  const html = await (await fetch(`${baseURL}/`)).text();
  const sources = [
    ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1] as string);
  return [...new Set(sources)];
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

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main() {
  if (!existsSync('dist/web/index.html')) throw new Error('Build first: npm run build');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'barback-bench-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  try {
    let coldStartMs = 0;
    for (;;) {
      if (server.exitCode !== null) throw new Error('server exited');
      const ok = await fetch(`${baseURL}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) {
        coldStartMs = performance.now() - started;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const scripts = await firstPageScripts(baseURL);
    const rows = [];
    for (const encoding of ['identity', 'gzip', 'br']) {
      let total = 0;
      for (const script of scripts)
        total += await transferSize(new URL(script, baseURL).href, encoding);
      rows.push({ encoding, bytes: total, size: kib(total) });
    }
    console.log(
      `\nServer cold start on an empty data directory (to first /health 200): ${coldStartMs.toFixed(0)} ms`,
    );
    console.log(
      `JavaScript the first page loads (${scripts.length} files: ${scripts.join(', ')}):`,
    );
    console.table(rows);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
