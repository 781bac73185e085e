// The processes a benchmark run starts: the real server (server-process.ts) and the baseline
// (baseline-server.ts), and how much memory each holds.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { freePort } from '../server-process.ts';

export interface Memory {
  /** Resident memory now, in bytes. */
  rss: number;
  /** The most it ever held (Linux only; otherwise the same as rss). */
  peakRss: number;
}

/** Resident memory of a process: /proc on Linux, ps elsewhere. */
export function memoryOf(pid: number): Memory | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    const rss = kib('VmRSS') * 1024;
    const peak = kib('VmHWM') * 1024;
    if (Number.isFinite(rss)) return { rss, peakRss: Number.isFinite(peak) ? peak : rss };
  } catch {
    // Not Linux: ask ps.
  }
  try {
    const kib = Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }));
    return Number.isFinite(kib) ? { rss: kib * 1024, peakRss: kib * 1024 } : undefined;
  } catch {
    return undefined;
  }
}

interface BaselineProcess {
  baseURL: string;
  pid: number;
  output(): string;
  stop(): Promise<void>;
}

/** Starts baseline-server.ts on a free port and waits until it answers. */
export async function startBaselineProcess(env: NodeJS.ProcessEnv): Promise<BaselineProcess> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/baseline-server.ts'], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    // Only the last 64 KiB: enough to tell what went wrong.
    output = (output + chunk.toString()).slice(-65_536);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The baseline exited early:\n${output}`);
    const healthy = await fetch(`${baseURL}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The baseline did not answer in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { baseURL, pid: child.pid ?? 0, output: () => output, stop };
}
