import { describe, expect, it } from 'vitest';
import { errorsOf, projectEslint, root } from '../eslint/lint-probe.ts';

const RULE = 'barback/feature-boundaries';
/** The boundary errors ESLint reports for `code` as if it were the file at `filePath`. */
function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  return errorsOf(RULE, filePath, code);
}

describe('web import boundaries (eslint.config.js)', { timeout: 30_000 }, () => {
  it('reports a feature importing another feature, whatever the kind of import', async () => {
    const code = [
      "import { formatMoney } from '../dashboard/format.ts';",
      "import type { Item } from '#web/features/inventory/item-list.ts';",
      "export { useSummary } from '../dashboard/api/get-summary.ts';",
      "export const screen = () => import('../inventory/stocklist-screen.tsx');",
      'export const shown = (item: Item) => formatMoney(item.quantity, "EUR");',
    ].join('\n');
    const errors = await boundaryErrors('web/features/locations/probe.ts', code);
    expect(errors).toEqual([
      expect.stringMatching(
        /^web\/features\/locations\/ may not import web\/features\/dashboard\/format\.ts/,
      ),
      expect.stringMatching(/may not import web\/features\/inventory\/item-list\.ts/),
      expect.stringMatching(/may not import web\/features\/dashboard\/api\/get-summary\.ts/),
      expect.stringMatching(/may not import web\/features\/inventory\/stocklist-screen\.tsx/),
    ]);
  });

  it('reports components/ and lib/ importing a feature', async () => {
    const fromLib = await boundaryErrors(
      'web/lib/api/probe.ts',
      "export { useSummary } from '#web/features/dashboard/api/get-summary.ts';",
    );
    expect(fromLib).toEqual([
      'web/lib/ is shared by every feature and may not import web/features/dashboard/api/get-summary.ts.',
    ]);
    const fromComponents = await boundaryErrors(
      'web/components/ui/probe.tsx',
      "export { ModalDialog } from '../../features/inventory/components/modal-dialog.tsx';",
    );
    expect(fromComponents).toEqual([
      'web/components/ is shared by every feature and may not import web/features/inventory/components/modal-dialog.tsx.',
    ]);
  });

  it('is on for every file of the web, so what it allows below is its own answer', async () => {
    for (const file of [
      'web/features/dashboard/probe.ts',
      'web/lib/probe.ts',
      'web/app/probe.tsx',
    ]) {
      const config = (await projectEslint().calculateConfigForFile(`${root}/${file}`)) as {
        rules: Record<string, unknown[]>;
      };
      expect(config.rules[RULE]?.[0], file).toBe(2);
    }
  });

  it('allows a feature its own files, shared code and the contract', async () => {
    const code = [
      "import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';",
      "import { useLocation } from '#web/lib/api/get-location.ts';",
      "import type { Item } from '#contract/inventory.ts';",
      "import { formatMoney } from './format.ts';",
      "import { useSummary } from '../dashboard/api/get-summary.ts';",
      'export { ModalDialog, useLocation, formatMoney, useSummary };',
      'export type { Item };',
    ].join('\n');
    expect(await boundaryErrors('web/features/dashboard/probe.ts', code)).toEqual([]);
  });

  it('allows web/app/ to compose features', async () => {
    const code = [
      "import { DashboardScreen } from '../features/dashboard/dashboard-screen.tsx';",
      "import { forgetLocation } from '../features/locations/forget-location.ts';",
      'export { DashboardScreen, forgetLocation };',
    ].join('\n');
    expect(await boundaryErrors('web/app/probe.ts', code)).toEqual([]);
  });
});

describe('one import style and the three roots (eslint.config.js)', { timeout: 30_000 }, () => {
  const restricted = (filePath: string, code: string) =>
    errorsOf('no-restricted-imports', filePath, code);

  it('refuses climbing two folders, or into another root, in every root', async () => {
    for (const file of ['web/features/menu/probe.ts', 'server/modules/cooking/probe.ts']) {
      const errors = await restricted(file, "export { ROLES } from '../../../contract/roles.ts';");
      expect(errors, file).toEqual([expect.stringMatching(/Climbing two folders or more/)]);
    }
    const fromScripts = await restricted(
      'scripts/probe.ts',
      "export { buildApp } from '../server/app.ts';",
    );
    expect(fromScripts).toEqual([expect.stringMatching(/Another root/)]);
  });

  it('keeps the server, the web and the contract apart through their aliases too', async () => {
    expect(
      await restricted('server/lib/probe.ts', "export { api } from '#web/lib/api-client.ts';"),
    ).toEqual([
      "'#web/lib/api-client.ts' import is restricted from being used by a pattern. The server never imports web code.",
    ]);
    expect(
      await restricted('web/lib/probe.ts', "export { buildApp } from '#server/app.ts';"),
    ).toEqual([expect.stringMatching(/The web never imports server code\.$/)]);
    expect(
      await restricted('contract/probe.ts', "export { buildApp } from '#server/app.ts';"),
    ).toEqual([expect.stringMatching(/contract\/ stands alone\.$/)]);
  });

  it('allows a neighbour, one folder up and an alias', async () => {
    const code = [
      "import { ROLES } from '#contract/roles.ts';",
      "import { money } from '../lib/money.ts';",
      "import { locateRow } from './probe-rows.ts';",
      'export { ROLES, money, locateRow };',
    ].join('\n');
    expect(await restricted('server/modules/probe.ts', code)).toEqual([]);
  });
});
