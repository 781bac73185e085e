// The server compiled to JavaScript, so that `npm start` runs plain Node rather than compiling
// the TypeScript at every start (decision 041). Each build goes to a folder of its own, named by
// a hash of what it is built from, and is never changed once complete: a server still running
// an earlier build keeps its files, and a second start without changes builds nothing.
//
//   dist/server/<hash>/server/...     every module the server runs, one .js (+ .map) per source,
//   dist/server/<hash>/contract/...   in the same folders as the source, beside the files they
//   dist/server/<hash>/package.json   read by URL (worker threads, migrations, data)
//   dist/server/main.js               imports the newest build: what `npm start` runs
import { createHash } from 'node:crypto';
import {
  cp,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  utimes,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

export const SERVER_BUILD_OUTPUT = 'dist/server';

/**
 * What a build is made from, relative to the project root: any change to these (tests and their
 * helpers aside) makes a new build.
 */
const SERVER_BUILD_SOURCES = [
  'server',
  'contract',
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'tsconfig.server.json',
  'scripts/server-build.ts',
];

/** Where the server starts: its main module and the threads it starts by URL. */
const SERVER_ENTRIES = [
  'server/main.ts',
  'server/db/pglite-worker.js',
  'server/lib/import-table/table-worker.js',
  'server/modules/locations/import-worker.js',
];

/** Files the server reads by a path of its own module (not by import): copied as they are. */
const SERVER_ASSETS = ['server/db/migrations', 'server/lib/data'];

/**
 * Earlier builds kept besides the newest, and how long any build is kept after it was last
 * made or chosen: a server started from it (a browser test run, a benchmark) may still be
 * running, and starts worker threads from its files.
 */
const KEEP_EARLIER_BUILDS = 2;
const KEEP_RECENT_BUILDS_MS = 60 * 60_000;

// Tests and their helpers are never part of the server: editing them needs no new build.
const isTestOnly = (name: string, isDirectory: boolean) =>
  isDirectory ? name === 'test' || name === 'fixtures' : /\.test\.[cm]?[jt]sx?$/.test(name);

interface ServerBuildPaths {
  /** The project root the other paths are relative to. */
  root: string;
  output?: string;
  sources?: readonly string[];
  entries?: readonly string[];
  assets?: readonly string[];
}

type ServerBuildState =
  { stale: false; hash: string; main: string } | { stale: true; hash: string; reason: string };

/** A hash of every source file's path and content: the name of the build made from them. */
export async function serverSourcesHash(
  root: string,
  sources: readonly string[] = SERVER_BUILD_SOURCES,
): Promise<string> {
  const hash = createHash('sha256');
  for (const source of sources) {
    for (const file of await listFiles(root, source)) {
      hash.update(`${file}\0`);
      hash.update(await readFile(path.join(root, file)));
      hash.update('\0');
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** Fresh when a complete build of the current sources exists and the entry runs it. */
export async function serverBuildState({
  root,
  output = SERVER_BUILD_OUTPUT,
  sources,
}: ServerBuildPaths): Promise<ServerBuildState> {
  const hash = await serverSourcesHash(root, sources);
  const main = path.join(root, output, hash, 'server/main.js');
  if (!(await exists(main))) {
    return { stale: true, hash, reason: `no build of the current sources (${hash})` };
  }
  const entry = await readFile(path.join(root, output, 'main.js'), 'utf8').catch(() => '');
  if (entry !== entryModule(hash)) {
    return { stale: true, hash, reason: `${output}/main.js runs another build` };
  }
  return { stale: false, hash, main };
}

interface ServerBuild {
  /** The absolute path of the build's main module. */
  main: string;
  hash: string;
  /** Whether this call compiled it (else it existed). */
  compiled: boolean;
}

/**
 * Builds the server unless a build of the current sources exists, and points the entry at it;
 * `log` hears of a build, not of a fresh one. Safe to run by several processes at once: each
 * builds in a folder of its own, and the first to finish gives the build its name.
 */
export async function buildServerIfStale(
  paths: ServerBuildPaths & { log?: (message: string) => void },
): Promise<ServerBuild> {
  const { root, output = SERVER_BUILD_OUTPUT, log = () => {} } = paths;
  const state = await serverBuildState(paths);
  if (!state.stale) return { main: state.main, hash: state.hash, compiled: false };
  const buildDir = path.join(root, output, state.hash);
  const main = path.join(buildDir, 'server/main.js');
  const compiled = !(await exists(main));
  if (compiled) {
    log(`Building the server: ${state.reason}.`);
    const started = performance.now();
    await compileServer({ ...paths, buildDir });
    log(
      `Built the server in ${output}/${state.hash} in ${Math.round(performance.now() - started)} ms.`,
    );
  }
  // Marks the build as the newest, so that pruning keeps it.
  const now = new Date();
  await utimes(buildDir, now, now);
  await replaceFile(path.join(root, output, 'main.js'), entryModule(state.hash));
  await pruneBuilds(path.join(root, output), state.hash);
  return { main, hash: state.hash, compiled };
}

const entryModule = (hash: string) =>
  `// Written by scripts/server-build.ts: the server built from sources ${hash}.\n` +
  `import './${hash}/server/main.js';\n`;

/** Compiles into a folder of its own, then renames it to `buildDir` in one step. */
async function compileServer({
  root,
  buildDir,
  entries = SERVER_ENTRIES,
  assets = SERVER_ASSETS,
}: ServerBuildPaths & { buildDir: string }): Promise<void> {
  const building = `${buildDir}.building-${process.pid}-${Date.now()}`;
  try {
    const modules = await serverModules(root, entries);
    await build({
      absWorkingDir: root,
      entryPoints: [...modules],
      outdir: building,
      outbase: root,
      // Bundling only so that the plugin sees every import; it keeps each module apart.
      bundle: true,
      plugins: [oneFilePerModule(root, modules)],
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      sourcemap: true,
      logLevel: 'warning',
      ...(await optionalTsconfig(root)),
    });
    for (const asset of assets) {
      if (await exists(path.join(root, asset))) {
        await cp(path.join(root, asset), path.join(building, asset), { recursive: true });
      }
    }
    // config.ts reads the version from the package.json beside server/; .js here is ESM.
    const { name, version } = JSON.parse(
      await readFile(path.join(root, 'package.json'), 'utf8'),
    ) as { name: string; version: string };
    await writeFile(
      path.join(building, 'package.json'),
      `${JSON.stringify({ name, version, private: true, type: 'module' }, null, 2)}\n`,
    );
    await checkUrlTargets(building);
    await rename(building, buildDir).catch((error: NodeJS.ErrnoException) => {
      // Another process finished the same build first: its folder holds the same files.
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    });
  } finally {
    await rm(building, { recursive: true, force: true });
  }
}

/**
 * Fails the build when a module finds a file by a URL of its own (a worker thread, data) that
 * the build does not carry: the server would fail only once it got there.
 */
async function checkUrlTargets(building: string): Promise<void> {
  const missing: string[] = [];
  for (const entry of await readdir(building, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const module = path.join(entry.parentPath, entry.name);
    const code = await readFile(module, 'utf8');
    for (const match of code.matchAll(
      /new URL\(\s*["'`](\.{1,2}\/[^"'`]+)["'`],\s*import\.meta\.url/g,
    )) {
      const target = path.resolve(path.dirname(module), match[1] ?? '');
      if (!(await exists(target))) {
        missing.push(`${path.relative(building, module)} → ${match[1]}`);
      }
    }
  }
  if (missing.length > 0) {
    throw new Error(`The server build lacks files its modules read:\n  ${missing.join('\n  ')}`);
  }
}

const tsconfigFile = 'tsconfig.server.json';
async function optionalTsconfig(root: string) {
  return (await exists(path.join(root, tsconfigFile))) ? { tsconfig: tsconfigFile } : {};
}

const isPackage = (specifier: string) => !/^[./#]/.test(specifier);

/** The `#name/*` import maps of the project's package.json, as folder prefixes. */
async function importMaps(root: string): Promise<Map<string, string>> {
  const { imports = {} } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
    imports?: Record<string, string>;
  };
  const maps = new Map<string, string>();
  for (const [from, to] of Object.entries(imports)) {
    if (from.endsWith('/*') && to.endsWith('/*')) maps.set(from.slice(0, -1), to.slice(0, -1));
  }
  return maps;
}

/**
 * Every module of the project the entries import, directly or not (packages aside), found by
 * esbuild bundling them without writing anything.
 */
async function serverModules(root: string, entries: readonly string[]): Promise<Set<string>> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: entries.map((entry) => path.join(root, entry)),
    bundle: true,
    write: false,
    metafile: true,
    outdir: 'unused',
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
    ...(await optionalTsconfig(root)),
    plugins: [
      {
        name: 'packages-stay-out',
        setup(builder) {
          builder.onResolve({ filter: /.*/ }, (args) =>
            isPackage(args.path) ? { path: args.path, external: true } : undefined,
          );
        },
      },
    ],
  });
  return new Set(Object.keys(result.metafile.inputs).map((input) => path.resolve(root, input)));
}

/**
 * Keeps every module in a file of its own, at the path of its source: an import of another of
 * the project's modules becomes a relative import of its .js, and packages stay in node_modules.
 * Worker threads and data are found by URLs relative to the module, which therefore still hold.
 */
function oneFilePerModule(root: string, modules: Set<string>): Plugin {
  return {
    name: 'one-file-per-module',
    async setup(builder) {
      const maps = await importMaps(root);
      builder.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        // The compiled import worker needs no TypeScript loader: its register() does nothing.
        if (args.path === 'tsx/esm/api') return { path: args.path, namespace: 'compiled-tsx' };
        if (isPackage(args.path)) return { path: args.path, external: true };
        let target: string | undefined;
        if (args.path.startsWith('#')) {
          for (const [from, to] of maps) {
            if (args.path.startsWith(from)) {
              target = path.join(root, to, args.path.slice(from.length));
            }
          }
        } else {
          target = path.resolve(args.resolveDir, args.path);
        }
        if (!target || !modules.has(target)) {
          return { errors: [{ text: `${args.path} is not a module of the server build` }] };
        }
        let relative = path
          .relative(path.dirname(args.importer), target)
          .split(path.sep)
          .join('/')
          .replace(/\.[cm]?tsx?$/, '.js');
        if (!relative.startsWith('.')) relative = `./${relative}`;
        return { path: relative, external: true };
      });
      builder.onLoad({ filter: /.*/, namespace: 'compiled-tsx' }, () => ({
        contents: 'export function register() {}',
        loader: 'js',
      }));
    },
  };
}

/**
 * Removes the builds past the newest that nobody made or chose within the hour, and the folders
 * of builds that never finished.
 */
async function pruneBuilds(outputDir: string, current: string): Promise<void> {
  const builds: { name: string; mtimeMs: number }[] = [];
  for (const entry of await readdir(outputDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === current) continue;
    const info = await stat(path.join(outputDir, entry.name));
    if (entry.name.includes('.building-')) {
      // Give a build in progress elsewhere ten minutes; one takes a few seconds.
      if (Date.now() - info.mtimeMs > 10 * 60_000) {
        await rm(path.join(outputDir, entry.name), { recursive: true, force: true });
      }
    } else {
      builds.push({ name: entry.name, mtimeMs: info.mtimeMs });
    }
  }
  builds.sort((a, b) => b.mtimeMs - a.mtimeMs);
  for (const old of builds.slice(KEEP_EARLIER_BUILDS)) {
    if (Date.now() - old.mtimeMs <= KEEP_RECENT_BUILDS_MS) continue;
    await rm(path.join(outputDir, old.name), { recursive: true, force: true });
  }
}

/** Writes a file whole or not at all, so a process starting meanwhile reads the old or the new. */
async function replaceFile(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}-${Date.now()}`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}

/** The files under a source (a file or a folder), relative to root with '/', sorted. */
async function listFiles(root: string, source: string): Promise<string[]> {
  const full = path.join(root, source);
  let info;
  try {
    info = await stat(full);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  if (!info.isDirectory()) return [source];
  const files: string[] = [];
  const children = await readdir(full, { withFileTypes: true });
  for (const child of children.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    if (isTestOnly(child.name, child.isDirectory())) continue;
    files.push(...(await listFiles(root, `${source}/${child.name}`)));
  }
  return files;
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
