// Whether the built web app is older than what it is built from, so that `npm start` runs the
// build only after a change (scripts/build-if-stale.ts).
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** Where `npm run build` writes the web app (vite.config.ts, then scripts/compress-web.ts). */
export const WEB_BUILD_OUTPUT = 'dist/web';

/**
 * What the build reads, relative to the project root: a change to any of these, or a file added
 * to or removed from one of the folders, makes the built app stale.
 */
const WEB_BUILD_SOURCES = [
  'web',
  'contract',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'tsconfig.web.json',
  'scripts/compress-web.ts',
];

// Tests and their helpers never reach the bundle: editing them needs no new build.
const isTestOnly = (name: string, isDirectory: boolean) =>
  isDirectory ? name === 'test' : /\.test\.[cm]?[jt]sx?$/.test(name);

type WebBuildState = { stale: false } | { stale: true; reason: string };

interface WebBuildPaths {
  /** The project root the other paths are relative to. */
  root: string;
  output?: string;
  sources?: readonly string[];
}

/** Fresh when the build output exists and every file of it is newer than every source. */
export async function webBuildState({
  root,
  output = WEB_BUILD_OUTPUT,
  sources = WEB_BUILD_SOURCES,
}: WebBuildPaths): Promise<WebBuildState> {
  const outputDir = path.join(root, output);
  if (!(await exists(path.join(outputDir, 'index.html')))) {
    return { stale: true, reason: `${output}/index.html is missing` };
  }
  // The oldest output file marks when the last build started writing.
  let builtAt = Infinity;
  for await (const entry of walk(outputDir, () => false)) {
    if (!entry.isDirectory) builtAt = Math.min(builtAt, entry.mtimeMs);
  }
  for (const source of sources) {
    const full = path.join(root, source);
    if (!(await exists(full))) continue;
    for await (const entry of walk(full, isTestOnly)) {
      // A folder's time changes when a file in it is added, removed or renamed.
      if (entry.mtimeMs > builtAt) {
        const changed = path.relative(root, entry.path).split(path.sep).join('/');
        return { stale: true, reason: `${changed} changed after the last build` };
      }
    }
  }
  return { stale: false };
}

interface Entry {
  path: string;
  isDirectory: boolean;
  mtimeMs: number;
}

/** A file or a folder with everything under it (folders included), minus what `skip` names. */
async function* walk(
  start: string,
  skip: (name: string, isDirectory: boolean) => boolean,
): AsyncGenerator<Entry> {
  const info = await stat(start);
  yield { path: start, isDirectory: info.isDirectory(), mtimeMs: info.mtimeMs };
  if (!info.isDirectory()) return;
  for (const child of await readdir(start, { withFileTypes: true })) {
    if (skip(child.name, child.isDirectory())) continue;
    yield* walk(path.join(start, child.name), skip);
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );
}
