// Size budgets of the JavaScript a phone downloads, checked on the production build
// (`npm run test:e2e` builds first). Reads dist/web and nothing else: no server, no browser.
//
// - First page: what / and /login load before any route's own code, that is the entry chunk
//   and the chunks index.html preloads with it: ≤ 122 kB gzip (120 until the app opened
//   offline: restoring the saved stock list before any query, and the language, start there).
// - Each lazy route of web/app/router.tsx: its own chunk ≤ 60 kB gzip. Printed beside it,
//   not checked: everything the route adds to the first page (its chunk and the chunks it
//   imports that the first page has not loaded), which is what opening it downloads.
//
// kB is 1,000 bytes; sizes are gzip at level 9, as the server sends them
// (scripts/compress-web.ts writes the same files).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const DIST = path.resolve(process.env.WEB_DIST_DIR ?? 'dist/web');
const ROUTER = path.resolve('web/app/router.tsx');
const WEB_ROOT = path.resolve('web');

const FIRST_PAGE_BUDGET_KB = 122;
const ROUTE_CHUNK_BUDGET_KB = 60;

/** One chunk of Vite's build manifest (dist/web/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

const gzipSizes = new Map<string, number>();
/** Gzip size of a built file (a path under dist/web, e.g. assets/index-abc.js). */
function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

/** The files of a manifest chunk and of every chunk it imports statically, recursively. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** The scripts index.html loads at once: the entry and its module preloads. */
function firstPageScripts(html: string): string[] {
  const urls = [
    ...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => (match[1] ?? '').replace(/^\//, ''));
  return [...new Set(urls)];
}

/** The modules the router loads lazily, as the manifest names them (relative to web/). */
function lazyRouteModules(): string[] {
  const source = readFileSync(ROUTER, 'utf8');
  const modules = [...source.matchAll(/lazy:\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g)].map(
    (match) =>
      path
        .relative(WEB_ROOT, path.resolve(path.dirname(ROUTER), match[1] ?? ''))
        .split(path.sep)
        .join('/'),
  );
  return [...new Set(modules)];
}

const MANIFEST = path.join(DIST, '.vite/manifest.json');

describe('JavaScript budgets of the production build', () => {
  if (!existsSync(MANIFEST)) {
    throw new Error(
      `${MANIFEST} is missing: build with "npm run build" (vite.config.ts writes it)`,
    );
  }
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const firstPage = firstPageScripts(html);
  const firstPageBytes = firstPage.reduce((sum, file) => sum + gzipSize(file), 0);

  it(`loads at most ${FIRST_PAGE_BUDGET_KB} kB gzip of JavaScript on the first page`, () => {
    const lines = firstPage.map((file) => `  ${kB(gzipSize(file)).padStart(9)}  ${file}`);
    console.log(
      `First page (/ and /login before the route's code): ${kB(firstPageBytes)} gzip, ` +
        `${firstPage.length} files (budget ${FIRST_PAGE_BUDGET_KB} kB)\n${lines.join('\n')}`,
    );
    // index.html preloads exactly what the entry imports: the routes' figures below rely on it.
    expect(firstPage.length).toBeGreaterThan(0);
    expect(new Set(firstPage)).toEqual(staticClosure(manifest, 'index.html'));
    expect(firstPageBytes, 'first-page JavaScript, bytes gzip').toBeLessThanOrEqual(
      FIRST_PAGE_BUDGET_KB * 1000,
    );
  });

  it(`keeps the chunk of each lazy route to at most ${ROUTE_CHUNK_BUDGET_KB} kB gzip`, () => {
    const routes = lazyRouteModules();
    expect(routes.length).toBeGreaterThan(10);
    const loaded = new Set(firstPage);
    const rows = routes.map((module) => {
      const chunk = manifest[module];
      if (!chunk?.isDynamicEntry) throw new Error(`${module} is not a lazy chunk of the build`);
      const added = [...staticClosure(manifest, module)].filter((file) => !loaded.has(file));
      return {
        module,
        file: chunk.file,
        own: gzipSize(chunk.file),
        added: added.reduce((sum, file) => sum + gzipSize(file), 0),
        files: added.length,
      };
    });
    rows.sort((a, b) => b.own - a.own);
    console.log(
      `Lazy routes: own chunk (budget ${ROUTE_CHUNK_BUDGET_KB} kB gzip), and all it adds to the ` +
        `first page (files)\n` +
        rows
          .map(
            (row) =>
              `  ${kB(row.own).padStart(9)}  ${kB(row.added).padStart(9)} (${String(row.files).padStart(2)})  ${row.module}`,
          )
          .join('\n'),
    );
    const over = rows
      .filter((row) => row.own > ROUTE_CHUNK_BUDGET_KB * 1000)
      .map((row) => `${row.module} (${row.file}): ${kB(row.own)}`);
    expect(over, `route chunks over ${ROUTE_CHUNK_BUDGET_KB} kB gzip`).toEqual([]);
  });
});
