// The map a newcomer reads first names only files that exist: every path in backticks in
// docs/architecture.md and docs/testing.md is a file or folder of the repository. A path
// may be written from the root (`server/lib/money.ts`), through an alias
// (`#server/lib/money.ts`) or from inside its root (`lib/membership.ts`, `inventory/stock.ts`).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const MAPS = ['docs/architecture.md', 'docs/testing.md'];
const FILE = /\.(ts|tsx|js|mjs|json|md|webmanifest|html|css)$/;
/** What the build writes into dist/web: named by the map, in no commit. */
const BUILT = new Set(['manifest.webmanifest', 'sw.js']);

const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);

/** The paths a text names: backticked, with a folder or a file ending, no placeholder. */
export function namedPaths(text: string): string[] {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1] ?? '')
    .map((name) => name.replace(/^#/, ''))
    .filter((name) => !/[<>*(){}$]|^\.|^\/|^@|^[a-z]+:\/\//.test(name))
    .filter((name) => FILE.test(name) || (name.endsWith('/') && name.length > 1));
}

/** Whether a tracked file is, or lies in, what `name` names (from the root or inside one). */
export function exists(name: string, files: string[]): boolean {
  return files.some((file) =>
    name.endsWith('/')
      ? file.startsWith(name) || file.includes(`/${name}`)
      : file === name || file.endsWith(`/${name}`),
  );
}

describe('the map names files that exist', () => {
  it('finds paths in a text and tells the missing from the present', () => {
    const text = '`server/app.ts`, `#web/lib/nothing.ts`, `lib/`, `<domain>.ts`, `/api/x`';
    expect(namedPaths(text)).toEqual(['server/app.ts', 'web/lib/nothing.ts', 'lib/']);
    const files = ['server/app.ts', 'server/lib/money.ts'];
    expect(namedPaths(text).filter((name) => !exists(name, files))).toEqual(['web/lib/nothing.ts']);
  });

  for (const map of MAPS) {
    it(`${map}: every path it names exists`, () => {
      const names = namedPaths(readFileSync(path.join(root, map), 'utf8')).filter(
        (name) => !BUILT.has(name),
      );
      expect(names.length).toBeGreaterThan(0);
      expect(names.filter((name) => !exists(name, tracked))).toEqual([]);
    });
  }
});
