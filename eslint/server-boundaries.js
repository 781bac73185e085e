/**
 * The server's import boundaries (docs/architecture.md, "Imports flow one way"), which
 * `no-restricted-imports` cannot draw (its patterns see the specifier, not which module the
 * importing file is in): each relative or `#server/…` import is resolved against its file and
 * reported when
 * - a `*.service.ts` of server/modules/<m>/ imports another `*.service.ts` of <m> (what two
 *   services share lives in one internal file of the module, never in a sibling service);
 * - a file of server/modules/<a>/ imports anything of server/modules/<b>/ other than its
 *   `*.service.ts` files: another module's routes, internal files and tests are its own. A query
 *   may read another domain's tables (decision 015), but not through that module's helpers;
 * - a file of server/lib/ or server/db/ imports anything of server/modules/ (they sit below
 *   every module).
 * See docs/decisions/006 for why there is no import plugin.
 */
import { importVisitors, lintedFile } from './imports.js';

const MODULE = /^server\/modules\/([^/]+)\//;
const BELOW_MODULES = /^server\/(lib|db)\//;
const SERVICE = /\.service\.ts$/;

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Services never import a sibling service; modules meet only through services; lib/ and db/ never import a module.',
    },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' } },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: {
      siblingService:
        '{{from}} may not import {{target}}, a sibling service: move what both need to an internal file of the module (like inventory/stock.ts).',
      privateOfModule:
        'server/modules/{{from}}/ may not import {{target}}: another module is reached only through its *.service.ts files.',
      belowModules: 'server/{{from}}/ sits below the modules and may not import {{target}}.',
    },
  },
  create(context) {
    const [{ root }] = context.options;
    const file = lintedFile(context, root);
    const fromModule = MODULE.exec(file)?.[1];
    const fromBelow = BELOW_MODULES.exec(file)?.[1];
    if (!fromModule && !fromBelow) return {};
    const fromService = SERVICE.test(file);

    function check(target, source) {
      if (target !== 'server/modules' && !target.startsWith('server/modules/')) return;
      if (fromBelow) {
        context.report({
          node: source,
          messageId: 'belowModules',
          data: { from: fromBelow, target },
        });
        return;
      }
      const toModule = MODULE.exec(`${target}/`)?.[1];
      const toService = SERVICE.test(target);
      if (toModule !== fromModule) {
        if (!toService) {
          context.report({
            node: source,
            messageId: 'privateOfModule',
            data: { from: fromModule, target },
          });
        }
      } else if (fromService && toService && target !== file) {
        context.report({
          node: source,
          messageId: 'siblingService',
          data: { from: file, target },
        });
      }
    }

    return importVisitors(context, root, check);
  },
};
