import { describe, expect, it } from 'vitest';
import { errorsOf, projectEslint, root } from '../eslint/lint-probe.ts';

const RULE = 'barback-server/server-boundaries';
/** The boundary errors ESLint reports for `code` as if it were the file at `filePath`. */
function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  return errorsOf(RULE, filePath, code);
}

describe('server import boundaries (eslint.config.js)', { timeout: 30_000 }, () => {
  it('reports a service importing a sibling service, whatever the kind of import', async () => {
    const code = [
      "import { listMembers } from './members.service.ts';",
      "import type { Invite } from '#server/modules/locations/invite-codes.service.ts';",
      "export { listLocations } from './locations.service.ts';",
      "export const load = () => import('./members.service.ts');",
      'export const shown = (invite: Invite) => listMembers && invite;',
    ].join('\n');
    const errors = await boundaryErrors('server/modules/locations/probe.service.ts', code);
    expect(errors).toEqual([
      'server/modules/locations/probe.service.ts may not import server/modules/locations/members.service.ts, a sibling service: move what both need to an internal file of the module (like inventory/stock.ts).',
      expect.stringMatching(/may not import server\/modules\/locations\/invite-codes\.service\.ts/),
      expect.stringMatching(/may not import server\/modules\/locations\/locations\.service\.ts/),
      expect.stringMatching(/may not import server\/modules\/locations\/members\.service\.ts/),
    ]);
  });

  it("reports a module importing another module's routes, internals or tests", async () => {
    const code = [
      "import { lockMemberItem } from '../inventory/stock.ts';",
      "import itemRoutes from '#server/modules/inventory/items.routes.ts';",
      "import { listFixture } from '../buying/list-fixtures.ts';",
      "export { hashRefreshToken } from '#server/modules/auth/sessions.ts';",
      'export { lockMemberItem, itemRoutes, listFixture };',
    ].join('\n');
    for (const file of [
      'server/modules/cooking/probe.service.ts',
      'server/modules/cooking/probe-rows.ts',
      'server/modules/cooking/probe.routes.ts',
      'server/modules/cooking/probe.test.ts',
    ]) {
      expect(await boundaryErrors(file, code), file).toEqual([
        'server/modules/cooking/ may not import server/modules/inventory/stock.ts: another module is reached only through its *.service.ts files.',
        expect.stringMatching(/may not import server\/modules\/inventory\/items\.routes\.ts/),
        expect.stringMatching(/may not import server\/modules\/buying\/list-fixtures\.ts/),
        expect.stringMatching(/may not import server\/modules\/auth\/sessions\.ts/),
      ]);
    }
  });

  it('reports lib/ and db/ importing a module', async () => {
    expect(
      await boundaryErrors(
        'server/lib/probe.ts',
        "export { startSession } from '#server/modules/auth/sessions.service.ts';",
      ),
    ).toEqual([
      'server/lib/ sits below the modules and may not import server/modules/auth/sessions.service.ts.',
    ]);
    expect(
      await boundaryErrors(
        'server/db/seed/probe.ts',
        "export { toItem } from '../../modules/inventory/stock.ts';",
      ),
    ).toEqual([
      'server/db/ sits below the modules and may not import server/modules/inventory/stock.ts.',
    ]);
  });

  it('is on for every file of the server, so what it allows below is its own answer', async () => {
    for (const file of [
      'server/modules/inventory/probe.service.ts',
      'server/modules/inventory/probe.test.ts',
      'server/lib/probe.ts',
      'server/db/probe.ts',
      'server/plugins/probe.ts',
    ]) {
      const config = (await projectEslint().calculateConfigForFile(`${root}/${file}`)) as {
        rules: Record<string, unknown[]>;
      };
      expect(config.rules[RULE]?.[0], file).toBe(2);
    }
  });

  it("allows a service its module's internals, lib, db, the contract and other modules' services", async () => {
    const code = [
      "import { lockMemberItem, toItem } from './stock.ts';",
      "import { requireMember } from '#server/lib/membership.ts';",
      "import { items } from '#server/db/schema/index.ts';",
      "import type { Item } from '#contract/inventory.ts';",
      "import { changePrice } from '../buying/prices.service.ts';",
      "import { getLocation } from '#server/modules/locations/locations.service.ts';",
      'export { lockMemberItem, toItem, requireMember, items, changePrice, getLocation };',
      'export type { Item };',
    ].join('\n');
    expect(await boundaryErrors('server/modules/inventory/probe.service.ts', code)).toEqual([]);
  });

  it('allows routes, internals and tests every file of their own module', async () => {
    const code = [
      "import { updateQuantity } from './counts.service.ts';",
      "import { listItems } from './items.service.ts';",
      "import { toItem } from './stock.ts';",
      "import inventoryRoutes from './inventory.routes.ts';",
      'export { updateQuantity, listItems, toItem, inventoryRoutes };',
    ].join('\n');
    for (const file of [
      'server/modules/inventory/probe.routes.ts',
      'server/modules/inventory/probe-rows.ts',
      'server/modules/inventory/probe.test.ts',
    ]) {
      expect(await boundaryErrors(file, code), file).toEqual([]);
    }
  });

  it('allows plugins, the app and the test helpers to register and drive modules', async () => {
    const code = "export { REFRESH_COOKIE } from '#server/modules/auth/refresh-cookie.ts';";
    for (const file of ['server/plugins/probe.ts', 'server/app-probe.ts', 'server/test/probe.ts']) {
      expect(await boundaryErrors(file, code), file).toEqual([]);
    }
  });
});

describe(
  'services read the clock through ctx.now() (eslint.config.js)',
  { timeout: 30_000 },
  () => {
    const clockErrors = (filePath: string, code: string) =>
      errorsOf('no-restricted-syntax', filePath, code);

    it('reports Date.now() and new Date() in a service', async () => {
      const code = [
        'export const stamp = () => Date.now();',
        'export const today = () => new Date();',
      ].join('\n');
      expect(await clockErrors('server/modules/inventory/probe.service.ts', code)).toEqual([
        'A service reads the clock through ctx.now() (decision 012), not Date.now().',
        'A service reads the clock through ctx.now() (decision 012), not new Date().',
      ]);
    });

    it('allows a date built from a value, and the clock outside services', async () => {
      const fromValue = [
        "export const parsed = new Date('2026-11-20T12:00:00Z');",
        'export const later = (now: Date) => new Date(now.getTime() + 1000);',
      ].join('\n');
      expect(await clockErrors('server/modules/inventory/probe.service.ts', fromValue)).toEqual([]);
      const clock = 'export const clock = () => new Date(Date.now());';
      for (const file of ['server/app-probe.ts', 'server/modules/inventory/probe.test.ts']) {
        expect(await clockErrors(file, clock), file).toEqual([]);
      }
    });
  },
);
