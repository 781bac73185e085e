// The deployment of deploy/ run for a test: real API processes (scripts/server-process.ts) on one
// PostgreSQL database of their own and one Redis, behind HAProxy running deploy/haproxy.cfg with
// this run's port, socket and processes put in. server/deploy/haproxy.pg.test.ts checks it.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, startServerProcess } from '#scripts/server-process.ts';
import { type Database, openPostgres } from '../db/client.ts';

type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;

export const CLUSTER_JWT_SECRET = 'haproxy-test-secret-that-is-long-enough-for-hs256';
const SHIPPED_CONFIG = new URL('../../deploy/haproxy.cfg', import.meta.url);
const BACKEND = 'barback_api';

/** The part of HAProxy's `show stat` this harness reads, for one server of the backend. */
export interface ServerStat {
  status: string;
  checkStatus: string;
  /** HTTP answers the server gave through HAProxy (health checks are not counted). */
  answered: number;
}

export interface Cluster {
  /** HAProxy's address: what a person's browser would use. */
  url: string;
  /** The processes by their `server` name in the config: api1, api2… */
  processes: Map<string, ServerProcess>;
  /** The cluster's database, opened in the test's process (factories write through it). */
  database: Database;
  /** One command of HAProxy's runtime API; its answer. */
  command(line: string): Promise<string>;
  stats(): Promise<Map<string, ServerStat>>;
  /**
   * Runs `work` while only `server` takes new requests (the others drained, as before a
   * restart), then puts the others back; fails unless `server` answered and no other did.
   */
  through<T>(server: string, work: () => Promise<T>): Promise<T>;
  /** What HAProxy and the processes printed, for a failing test's message. */
  output(): string;
  close(): Promise<void>;
}

export interface ClusterOptions {
  adminUrl: string;
  /** The run's migrated template (server/test/global-setup.ts); the cluster's database copies it. */
  template: string;
  processes: number;
  /** More environment for every process (REDIS_URL, SMTP_URL…). */
  env?: NodeJS.ProcessEnv;
}

/**
 * deploy/haproxy.cfg as this run needs it: its `bind` on a port of the loopback, its runtime
 * socket in a temporary directory, one `server` line per process, and without the chroot and the
 * change of user (the test may not run as root). Everything else is the shipped file; a change
 * there that this rewrite no longer finds fails here rather than testing something else.
 */
export function clusterConfig(
  shipped: string,
  options: { port: number; socket: string; servers: { name: string; port: number }[] },
): string {
  let text = shipped;
  const replaceOne = (pattern: RegExp, replacement: string, what: string) => {
    const found = text.match(new RegExp(pattern.source, 'gm'));
    if (found?.length !== 1) {
      throw new Error(`deploy/haproxy.cfg: expected one ${what}, found ${found?.length ?? 0}`);
    }
    text = text.replace(new RegExp(pattern.source, 'm'), replacement);
  };
  replaceOne(/^ {4}bind :80$/, `    bind 127.0.0.1:${options.port}`, '`bind :80`');
  replaceOne(
    /^ {4}stats socket \/run\/haproxy\/admin\.sock /,
    `    stats socket ${options.socket} `,
    'runtime socket',
  );
  for (const line of ['chroot', 'user', 'group']) {
    replaceOne(new RegExp(`^ {4}${line} .*\\n`), '', `\`${line}\``);
  }
  // The backend is the file's last section and its server lines its last lines: the test's
  // processes take their place.
  const servers = text.match(/^ {4}server api\d+ .*$/gm) ?? [];
  if (servers.length === 0 || !text.trimEnd().endsWith(servers.at(-1) ?? '')) {
    throw new Error('deploy/haproxy.cfg: expected the `server apiN` lines at the end');
  }
  text = text.replace(/^ {4}server api\d+ .*\n?/gm, '').trimEnd();
  const lines = options.servers.map(({ name, port }) => `    server ${name} 127.0.0.1:${port}`);
  return `${text}\n${lines.join('\n')}\n`;
}

function run(file: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(file, args, (error, stdout, stderr) => {
      if (error) reject(Object.assign(error, { output: `${stdout}${stderr}` }));
      else resolve(`${stdout}${stderr}`);
    });
  });
}

/**
 * The HAProxy program: on the PATH, or where Debian's package puts it (/usr/sbin is not on a
 * user's PATH there). Fails with what to do when it is not installed (CI installs it: .ci/run).
 */
async function findHaproxy(): Promise<string> {
  for (const program of ['haproxy', '/usr/sbin/haproxy']) {
    try {
      await run(program, ['-v']);
      return program;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new Error(
    'HAProxy is not installed, and the deployment test needs it: ' +
      'apt-get install -y haproxy (.ci/run installs it on CI)',
  );
}

function runtimeCommand(socket: string, line: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const connection = createConnection(socket);
    let answer = '';
    connection.setEncoding('utf8');
    connection.on('data', (chunk: string) => (answer += chunk));
    connection.on('end', () => resolve(answer));
    connection.on('error', reject);
    connection.end(`${line}\n`);
  });
}

function parseStats(csv: string): Map<string, ServerStat> {
  const [header = '', ...rows] = csv.trim().split('\n');
  const names = header.replace(/^# /, '').split(',');
  const stats = new Map<string, ServerStat>();
  for (const row of rows) {
    const values = new Map(row.split(',').map((value, index) => [names[index], value]));
    if (values.get('pxname') !== BACKEND) continue;
    const server = values.get('svname') ?? '';
    if (server === 'BACKEND') continue;
    const answered = ['hrsp_1xx', 'hrsp_2xx', 'hrsp_3xx', 'hrsp_4xx', 'hrsp_5xx', 'hrsp_other']
      .map((field) => Number(values.get(field) || 0))
      .reduce((sum, count) => sum + count, 0);
    stats.set(server, {
      status: values.get('status') ?? '',
      checkStatus: values.get('check_status') ?? '',
      answered,
    });
  }
  return stats;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * Starts the processes and HAProxy and waits until HAProxy's checks found every process up.
 * Whatever it started is stopped again if a later step fails.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const undo: (() => Promise<unknown>)[] = [];
  const close = async () => {
    const failures: unknown[] = [];
    for (const step of undo.reverse()) {
      await step().catch((error: unknown) => failures.push(error));
    }
    undo.length = 0;
    if (failures.length > 0) throw new AggregateError(failures, 'cleaning up the cluster failed');
  };
  let haproxyOutput = '';
  const processes = new Map<string, ServerProcess>();
  const output = () =>
    [
      `haproxy:\n${haproxyOutput}`,
      ...[...processes].map(([name, server]) => `${name}:\n${server.output()}`),
    ].join('\n');

  try {
    const haproxyProgram = await findHaproxy();
    const dir = await mkdtemp(path.join(tmpdir(), 'barback-haproxy-'));
    undo.push(() => rm(dir, { recursive: true, force: true }));

    const name = `${options.template.replace(/_template$/, '')}_deploy_${randomBytes(4).toString('hex')}`;
    await adminQuery(options.adminUrl, `create database "${name}" template "${options.template}"`);
    undo.push(() => adminQuery(options.adminUrl, `drop database if exists "${name}" with (force)`));
    const databaseUrl = new URL(options.adminUrl);
    databaseUrl.pathname = `/${name}`;
    const database = await openPostgres({
      url: databaseUrl.toString(),
      poolSize: 2,
      migrate: false,
    });
    undo.push(() => database.close());

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const names = Array.from({ length: options.processes }, (_, index) => `api${index + 1}`);
    const started = await Promise.allSettled(
      names.map((server) =>
        startServerProcess(
          {
            DATABASE_URL: databaseUrl.toString(),
            DATABASE_POOL_SIZE: '4',
            JWT_SECRET: CLUSTER_JWT_SECRET,
            PUBLIC_URL: url,
            TRUST_PROXY: '127.0.0.1',
            DATA_DIR: path.join(dir, server),
            WEB_DIST_DIR: path.join(dir, 'no-web'),
            LOG_LEVEL: 'warn',
            LOG_FORMAT: 'json',
            BACKUP_INTERVAL_HOURS: '0',
            ...options.env,
          },
          { captureOutput: true, timeoutMs: 90_000 },
        ),
      ),
    );
    started.forEach((result, index) => {
      if (result.status === 'fulfilled') {
        processes.set(names[index] ?? '', result.value);
        undo.push(() => result.value.stop());
      }
    });
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;

    const socket = path.join(dir, 'haproxy.sock');
    const configFile = path.join(dir, 'haproxy.cfg');
    const config = clusterConfig(await readFile(SHIPPED_CONFIG, 'utf8'), {
      port,
      socket,
      servers: [...processes].map(([server, child]) => ({ name: server, port: child.port })),
    });
    await writeFile(configFile, config);
    await run(haproxyProgram, ['-c', '-q', '-f', configFile]).catch(
      (error: Error & { output?: string }) => {
        throw new Error(`haproxy -c refused the test's config:\n${error.output ?? ''}\n${config}`);
      },
    );
    const haproxy: ChildProcess = spawn(haproxyProgram, ['-db', '-f', configFile], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    haproxy.stdout?.on('data', (chunk: Buffer) => (haproxyOutput += chunk.toString()));
    haproxy.stderr?.on('data', (chunk: Buffer) => (haproxyOutput += chunk.toString()));
    undo.push(async () => {
      if (haproxy.exitCode !== null || haproxy.signalCode !== null) return;
      const exited = new Promise((resolve) => haproxy.once('exit', resolve));
      haproxy.kill('SIGTERM');
      await exited;
    });

    const command = (line: string) => runtimeCommand(socket, line);
    const stats = async () => parseStats(await command('show stat'));
    // Up as far as HAProxy's own checks of /health tell, not merely not yet checked.
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (haproxy.exitCode !== null) throw new Error(`HAProxy exited:\n${haproxyOutput}`);
      const current = await stats().catch(() => new Map<string, ServerStat>());
      const up = names.every((server) => {
        const stat = current.get(server);
        return stat?.status === 'UP' && stat.checkStatus === 'L7OK';
      });
      if (up) break;
      if (Date.now() > deadline) {
        throw new Error(`HAProxy did not find every process up: ${JSON.stringify([...current])}`);
      }
      await pause(100);
    }

    const through = async <T>(server: string, work: () => Promise<T>): Promise<T> => {
      const others = names.filter((other) => other !== server);
      const before = await stats();
      for (const other of others) await command(`set server ${BACKEND}/${other} state drain`);
      try {
        const answer = await work();
        const after = await stats();
        const grew = (name: string) =>
          (after.get(name)?.answered ?? 0) - (before.get(name)?.answered ?? 0);
        if (grew(server) === 0 || others.some((other) => grew(other) > 0)) {
          throw new Error(
            `expected only ${server} to answer; answers: ${names.map((n) => `${n} +${grew(n)}`).join(', ')}`,
          );
        }
        return answer;
      } finally {
        for (const other of others) await command(`set server ${BACKEND}/${other} state ready`);
      }
    };

    return { url, processes, database, command, stats, through, output, close };
  } catch (error) {
    const message = output();
    await close().catch(() => {});
    if (error instanceof Error) error.message += `\n${message}`;
    throw error;
  }
}
