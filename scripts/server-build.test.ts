import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildServerIfStale, serverBuildState } from './server-build.ts';

const run = promisify(execFile);

// A small project in a temporary folder, laid out like this one: a server importing its own
// modules (relative and through the #server/#contract maps), a worker thread and a data file
// found by URL, and a test that is no part of the server.
const ENTRIES = ['server/main.ts', 'server/lib/echo-worker.js'];
const ASSETS = ['server/lib/data'];
let root: string;

async function write(file: string, content: string) {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), content);
}

const build = () => buildServerIfStale({ root, entries: ENTRIES, assets: ASSETS });

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'barback-server-build-'));
  await write(
    'package.json',
    JSON.stringify({
      name: 'fixture',
      version: '1.2.3',
      type: 'module',
      imports: { '#server/*': './server/*', '#contract/*': './contract/*' },
    }),
  );
  await write('package-lock.json', '{}');
  await write(
    'contract/greeting.ts',
    `export const greeting = (name: string): string => \`hello \${name}\`;\n`,
  );
  await write(
    'server/main.ts',
    [
      "import { readFileSync } from 'node:fs';",
      "import { Worker } from 'node:worker_threads';",
      "import { greeting } from '#contract/greeting.ts';",
      "import { shout } from './lib/shout.ts';",
      "const word = readFileSync(new URL('./lib/data/word.txt', import.meta.url), 'utf8').trim();",
      "const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));",
      "const worker = new Worker(new URL('./lib/echo-worker.js', import.meta.url), { workerData: word });",
      "worker.once('message', (echoed: string) => console.log(shout(greeting(echoed)), version));",
      '',
    ].join('\n'),
  );
  await write(
    'server/lib/shout.ts',
    [
      "import { shoutSuffix } from '#server/lib/suffix.ts';",
      'export function shout(text: string): string {',
      "  if (text.includes('boom')) throw new Error('shout failed');",
      '  return text.toUpperCase() + shoutSuffix;',
      '}',
      '',
    ].join('\n'),
  );
  await write('server/lib/suffix.ts', "export const shoutSuffix: string = '!';\n");
  await write(
    'server/lib/echo-worker.js',
    "import { parentPort, workerData } from 'node:worker_threads';\nparentPort.postMessage(workerData);\n",
  );
  await write('server/lib/data/word.txt', 'world\n');
  await write('server/lib/shout.test.ts', 'export {};\n');
  await write('server/test/helpers.ts', 'export {};\n');
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('whether npm start must build the server', () => {
  it('builds when nothing was built yet, then keeps the build while nothing changes', async () => {
    const before = await serverBuildState({ root });
    expect(before).toMatchObject({ stale: true });

    const first = await build();
    expect(first).toMatchObject({ compiled: true, hash: before.hash });
    expect(await serverBuildState({ root })).toEqual({
      stale: false,
      hash: before.hash,
      main: first.main,
    });
    expect(await build()).toEqual({ ...first, compiled: false });
  });

  it('builds again after a source changed, a file was added or removed, or the lockfile changed', async () => {
    const { hash } = await build();
    const changes: [string, () => Promise<unknown>][] = [
      [
        'a changed module',
        () => write('server/lib/suffix.ts', "export const shoutSuffix = '?';\n"),
      ],
      ['a changed contract', () => write('contract/greeting.ts', 'export const greeting = 1;\n')],
      ['an added file', () => write('server/lib/new.ts', 'export {};\n')],
      ['a removed file', () => rm(path.join(root, 'server/lib/shout.ts'))],
      ['a changed data file', () => write('server/lib/data/word.txt', 'there\n')],
      ['a changed lockfile', () => write('package-lock.json', '{"lockfileVersion":3}')],
    ];
    const seen = new Set([hash]);
    for (const [change, apply] of changes) {
      await apply();
      const state = await serverBuildState({ root });
      expect(state, change).toMatchObject({ stale: true });
      expect(seen.has(state.hash), change).toBe(false);
      seen.add(state.hash);
    }
  });

  it('ignores tests and their helpers, which the server never runs', async () => {
    await build();
    await write('server/lib/shout.test.ts', 'export const changed = true;\n');
    await write('server/test/helpers.ts', 'export const changed = true;\n');
    await write('server/test/more-helpers.ts', 'export {};\n');
    expect(await serverBuildState({ root })).toMatchObject({ stale: false });
  });

  it('goes back to an earlier build, unchanged, when the sources go back', async () => {
    const first = await build();
    await write('server/lib/suffix.ts', "export const shoutSuffix = '?';\n");
    const second = await build();
    expect(second.hash).not.toBe(first.hash);
    expect(await readFile(path.join(root, 'dist/server/main.js'), 'utf8')).toContain(second.hash);

    await write('server/lib/suffix.ts', "export const shoutSuffix: string = '!';\n");
    expect(await build()).toEqual({ ...first, compiled: false });
    expect(await readFile(path.join(root, 'dist/server/main.js'), 'utf8')).toContain(first.hash);
  });

  it('removes builds older than an hour beyond the newest three', async () => {
    const builds = async () =>
      (await readdir(path.join(root, 'dist/server'))).filter((name) => name !== 'main.js');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    for (const suffix of ['1', '2', '3', '4']) {
      await write('server/lib/suffix.ts', `export const shoutSuffix = '${suffix}';\n`);
      await build();
    }
    // Made within the hour: a server may still run any of them.
    expect(await builds()).toHaveLength(4);

    for (const name of await builds()) {
      await utimes(path.join(root, 'dist/server', name), twoHoursAgo, twoHoursAgo);
    }
    await write('server/lib/suffix.ts', "export const shoutSuffix = '5';\n");
    const newest = await build();
    const kept = await builds();
    expect(kept).toHaveLength(3);
    expect(kept).toContain(newest.hash);
  });
});

describe('the compiled server', () => {
  it('runs on plain Node: imports, worker thread, data and package.json found as in the sources', async () => {
    await build();
    const { stdout } = await run(process.execPath, ['dist/server/main.js'], { cwd: root });
    expect(stdout.trim()).toBe('HELLO WORLD! 1.2.3');
  });

  it('names the TypeScript source and line in a stack trace', async () => {
    await write('server/lib/data/word.txt', 'boom\n');
    await build();
    const failed = await run(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
      cwd: root,
    }).catch((error: { stderr: string }) => error);
    expect('stderr' in failed ? failed.stderr : '').toMatch(/server\/lib\/shout\.ts:3:/);
  });

  it('is not built when a module reads by URL a file the build does not carry', async () => {
    await rm(path.join(root, 'server/lib/data'), { recursive: true });
    await expect(build()).rejects.toThrow(/server\/main\.js → \.\/lib\/data\/word\.txt/);
    expect(await serverBuildState({ root })).toMatchObject({ stale: true });
    // Nothing of the failed build is left behind.
    expect(await readdir(path.join(root, 'dist/server')).catch(() => [])).toEqual([]);
  });
});
