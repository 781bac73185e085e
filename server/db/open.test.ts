import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../test/app.ts';
import { DataDirLockedError, lockDataDir, openDatabase } from './open.ts';
import { PgliteThread } from './pglite-thread.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'barback-lock-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const holders: ChildProcess[] = [];
afterAll(() => {
  for (const holder of holders) if (holder.exitCode === null) holder.kill('SIGKILL');
});

/** Another process that takes the lock of `dir` and keeps it until it is killed. */
async function startHolder(dir: string): Promise<ChildProcess> {
  const holder = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `import { lockDataDir } from './server/db/open.ts';
       await lockDataDir(process.argv[1]);
       console.log('locked');
       process.stdin.resume();`,
      dir,
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  holders.push(holder);
  let output = '';
  for await (const chunk of holder.stdout) {
    output += String(chunk);
    if (output.includes('locked')) return holder;
  }
  throw new Error(`The holder exited without the lock: ${output}`);
}

/** The files a process leaves behind when it is killed while holding the lock. */
async function leaveLock(owner: { pid: number; host: string }) {
  await mkdir(path.join(dataDir, 'barback.lock'));
  await writeFile(path.join(dataDir, 'barback.lock.owner'), JSON.stringify(owner));
}

const ownerOf = async (dir: string) =>
  JSON.parse(await readFile(path.join(dir, 'barback.lock.owner'), 'utf8')) as unknown;

describe('the lock of the data directory', () => {
  it('is refused while the process holding it runs, and taken at once when it is killed', async () => {
    const holder = await startHolder(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toThrow(DataDirLockedError);
    expect(await ownerOf(dataDir)).toEqual({ pid: holder.pid, host: hostname() });

    // Killed outright, as by the OOM killer: nothing of it runs to release the lock.
    holder.kill('SIGKILL');
    await once(holder, 'exit');
    await expect(stat(path.join(dataDir, 'barback.lock'))).resolves.toBeDefined();

    const release = await lockDataDir(dataDir);
    expect(await ownerOf(dataDir)).toEqual({ pid: process.pid, host: hostname() });
    await release();
  });

  it('is refused to a second taker in the same process', async () => {
    const release = await lockDataDir(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toThrow(DataDirLockedError);
    await release();
  });

  it('is free again once released, with nothing left behind', async () => {
    const release = await lockDataDir(dataDir);
    await release();
    await expect(stat(path.join(dataDir, 'barback.lock'))).rejects.toThrow(/ENOENT/);
    await expect(stat(path.join(dataDir, 'barback.lock.owner'))).rejects.toThrow(/ENOENT/);
    const again = await lockDataDir(dataDir);
    await again();
  });

  it('is taken at once from an earlier process that had this same pid (a restarted container)', async () => {
    await leaveLock({ pid: process.pid, host: hostname() });
    const release = await lockDataDir(dataDir);
    await release();
  });

  it('is refused while a holder on another machine keeps it fresh, and taken once it goes stale', async () => {
    await leaveLock({ pid: process.pid, host: `not-${hostname()}` });
    await expect(lockDataDir(dataDir)).rejects.toThrow(DataDirLockedError);

    // Not refreshed since long ago: its holder is gone, wherever it ran.
    const longAgo = new Date('2024-01-01T00:00:00Z');
    await utimes(path.join(dataDir, 'barback.lock'), longAgo, longAgo);
    const release = await lockDataDir(dataDir);
    await release();
  });

  it('is refused when its holder is not recorded yet', async () => {
    await mkdir(path.join(dataDir, 'barback.lock'));
    await expect(lockDataDir(dataDir)).rejects.toThrow(DataDirLockedError);
  });
});

describe('the embedded database of a data directory', () => {
  it('runs in a thread of its own under the lock, and frees both when closed', async () => {
    const config = testConfig({ dataDir, databaseUrl: undefined });
    const database = await openDatabase(config);
    try {
      expect('client' in database && database.client instanceof PgliteThread).toBe(true);
      await database.db.execute(sql`create table kept (id int primary key)`);
      await database.db.execute(sql`insert into kept values (1)`);
      await expect(openDatabase(config)).rejects.toThrow(DataDirLockedError);
    } finally {
      await database.close();
    }
    await expect(stat(path.join(dataDir, 'barback.lock'))).rejects.toThrow(/ENOENT/);

    const again = await openDatabase(config);
    try {
      const result = await again.db.execute(sql`select id from kept`);
      expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ id: 1 }]);
    } finally {
      await again.close();
    }
  });
});
