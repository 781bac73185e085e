// Starts the real server as `npm start` runs it (compiled, scripts/server-build.ts: built first
// when its sources changed) as a child process on a free port and waits for its /health: what
// the benchmarks, the crash tests and the browser tests run against.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildServerIfStale } from './server-build.ts';

interface ServerProcess {
  port: number;
  baseURL: string;
  child: ChildProcess;
  /** Time from spawning to the first /health 200, in ms. */
  startedInMs: number;
  /** What the process printed so far (when its output is captured). */
  output(): string;
  /** SIGTERM, then wait for the exit. */
  stop(): Promise<void>;
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

/** Starts a server with these environment variables (PORT, HOST and by default PUBLIC_URL are set here). */
export async function startServerProcess(
  env: NodeJS.ProcessEnv,
  options: { captureOutput?: boolean; timeoutMs?: number; nodeArgs?: string[] } = {},
): Promise<ServerProcess> {
  const { main } = await buildServerIfStale({
    root: fileURLToPath(new URL('..', import.meta.url)),
    log: (message) => console.log(message),
  });
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const started = performance.now();
  let output = '';
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--enable-source-maps', main],
    {
      env: {
        ...process.env,
        PUBLIC_URL: baseURL,
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
      },
      stdio: options.captureOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    const healthy = await fetch(`${baseURL}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not become healthy in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    port,
    baseURL,
    child,
    startedInMs: performance.now() - started,
    output: () => output,
    stop,
  };
}
