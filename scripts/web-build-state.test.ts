import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { webBuildState } from './web-build-state.ts';

// A project tree in a temporary folder whose file times the tests set: sources written at
// SOURCES_AT, then built at BUILT_AT.
const SOURCES_AT = new Date('2025-03-01T09:00:00Z');
const BUILT_AT = new Date('2025-03-01T10:00:00Z');
const LATER = new Date('2025-03-01T11:00:00Z');

let root: string;

async function write(file: string, content = '') {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), content);
}

/** Sets the time of a file or folder and, for a folder, of everything under it. */
async function touch(relative: string, time: Date) {
  const full = path.join(root, relative);
  await utimes(full, time, time);
  const children = await readdir(full, { withFileTypes: true }).catch(() => []);
  for (const child of children) await touch(path.join(relative, child.name), time);
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'barback-web-build-'));
  await write('web/index.html', '<div id="root"></div>');
  await write('web/main.tsx', 'import "./styles.css";');
  await write('web/styles.css', '@import "tailwindcss";');
  await write('web/features/inventory/stock-list.tsx', 'export {};');
  await write('web/features/inventory/stock-list.test.tsx', 'export {};');
  await write('web/test/setup.ts', 'export {};');
  await write('contract/inventory.ts', 'export {};');
  await write('vite.config.ts', 'export default {};');
  await write('package-lock.json', '{}');
  await write('dist/web/index.html', '<script src="/assets/index-abc.js"></script>');
  await write('dist/web/index.html.br', 'br');
  await write('dist/web/assets/index-abc.js', 'console.warn(1);');
  await touch('.', SOURCES_AT);
  await touch('dist', BUILT_AT);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('whether npm start must build the web app', () => {
  it('builds when nothing was built yet', async () => {
    await rm(path.join(root, 'dist'), { recursive: true });
    expect(await webBuildState({ root })).toEqual({
      stale: true,
      reason: 'dist/web/index.html is missing',
    });
  });

  it('keeps a build newer than every source', async () => {
    expect(await webBuildState({ root })).toEqual({ stale: false });
  });

  it('builds again after a source file changed', async () => {
    for (const source of [
      'web/features/inventory/stock-list.tsx',
      'web/styles.css',
      'web/index.html',
      'contract/inventory.ts',
      'vite.config.ts',
      'package-lock.json',
    ]) {
      await touch(source, LATER);
      expect(await webBuildState({ root }), source).toEqual({
        stale: true,
        reason: `${source} changed after the last build`,
      });
      await touch(source, SOURCES_AT);
    }
  });

  it('builds again after a file was removed from a source folder', async () => {
    await rm(path.join(root, 'web/features/inventory/stock-list.tsx'));
    await touch('web/features/inventory', LATER);
    expect(await webBuildState({ root })).toEqual({
      stale: true,
      reason: 'web/features/inventory changed after the last build',
    });
  });

  it('builds again when part of the output is older than a source (an unfinished build)', async () => {
    // index.html is newer than the change, but one asset was written before it.
    await touch('web/main.tsx', new Date('2025-03-01T09:30:00Z'));
    await touch('dist/web/assets/index-abc.js', new Date('2025-03-01T09:15:00Z'));
    expect(await webBuildState({ root })).toEqual({
      stale: true,
      reason: 'web/main.tsx changed after the last build',
    });
  });

  it('ignores tests and their helpers, which never reach the bundle', async () => {
    await touch('web/features/inventory/stock-list.test.tsx', LATER);
    await touch('web/test/setup.ts', LATER);
    await touch('web/test', LATER);
    expect(await webBuildState({ root })).toEqual({ stale: false });
  });
});
