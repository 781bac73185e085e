// npm run bench:realtime: how long a change made through one API process takes to reach a
// WebSocket held by another. Starts two real servers (node --import tsx server/main.ts) on a
// PostgreSQL database of its own (created, then dropped), like two processes behind a balancer.
// Needs BENCH_DATABASE_URL or TEST_DATABASE_URL (a server where it may create a database).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPostgres } from '#server/db/client.ts';
import { REALTIME_CHANNEL } from '#server/lib/realtime/events.ts';
import { signAccessToken } from '#server/lib/tokens.ts';
import { addMember, createLocation } from '#server/test/factories.ts';
import { TestSocket } from '#server/test/ws.ts';
import { startServerProcess } from './server-process.ts';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 100);
const SECRET = randomBytes(48).toString('base64url');

async function startServer(databaseUrl: string, dataDir: string) {
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: SECRET,
    LOG_LEVEL: 'warn',
  });
  return {
    baseURL: server.baseURL,
    wsURL: `ws://127.0.0.1:${server.port}/api/realtime`,
    stop: server.stop,
  };
}

function summary(label: string, times: number[]) {
  const sorted = [...times].sort((x, y) => x - y);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  console.log(
    `${label.padEnd(44)} median ${ms(at(0.5))}  p95 ${ms(at(0.95))}  max ${ms(at(1))}  (n=${times.length})`,
  );
}

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    throw new Error('Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server.');
  const name = `barback_bench_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'barback-bench-realtime-'));
  const servers: { stop(): Promise<void> }[] = [];
  const database = await openPostgres({ url: databaseUrl, poolSize: 2 });
  let socket: TestSocket | undefined;
  try {
    const a = await startServer(databaseUrl, path.join(dataDir, 'a'));
    servers.push(a);
    const b = await startServer(databaseUrl, path.join(dataDir, 'b'));
    servers.push(b);

    const { location, owner } = await createLocation(database.db);
    const staff = await addMember(database.db, location, 'staff');
    const member = await database.db.query.members.findFirst({
      where: (m, { and, eq }) => and(eq(m.locationId, location.id), eq(m.userId, staff.id)),
    });
    if (!member) throw new Error('no member');
    const sign = (user: { id: string; email: string }) =>
      signAccessToken(SECRET, { userId: user.id, email: user.email });
    const ownerToken = await sign(owner);

    socket = await TestSocket.open(b.wsURL);
    await socket.authenticate(await sign(staff));
    if ((await socket.subscribe(location.id)).type !== 'subscribed') throw new Error('refused');

    // 1. The whole path: PUT on A (commit, then pg_notify) → the event on B's socket.
    const endToEnd: number[] = [];
    const response: number[] = [];
    for (let n = 0; n < EVENTS; n += 1) {
      const from = socket.messages.length;
      const started = performance.now();
      const answer = await fetch(`${a.baseURL}/api/locations/${location.id}/members/${member.id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ role: n % 2 === 0 ? 'manager' : 'staff' }),
      });
      if (answer.status !== 200) throw new Error(`PUT answered ${answer.status}`);
      response.push(performance.now() - started);
      await socket.next((m) => m.type === 'membership.updated', 5_000, from);
      endToEnd.push(performance.now() - started);
    }

    // 2. The bus alone: pg_notify committed on one connection → the event on B's socket.
    const busOnly: number[] = [];
    for (let n = 0; n < EVENTS; n += 1) {
      const id = `tick-${n}`;
      const from = socket.messages.length;
      const payload = JSON.stringify({ type: 'bench.tick', location_id: location.id, id });
      const started = performance.now();
      await database.pool.query('select pg_notify($1, $2)', [REALTIME_CHANNEL, payload]);
      await socket.next((m) => m.id === id, 5_000, from);
      busOnly.push(performance.now() - started);
    }

    console.log(`Realtime across two API processes on PostgreSQL (${EVENTS} events each)`);
    summary('PUT member role on A → event on B', endToEnd);
    summary('  (the PUT answered on A)', response);
    summary('pg_notify commit → event on B (bus only)', busOnly);
  } finally {
    await socket?.close();
    for (const server of servers) await server.stop();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists "${name}" with (force)`);
    await dropper.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
