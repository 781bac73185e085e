/**
 * The web's import boundaries, which `no-restricted-imports` cannot draw (its patterns see the
 * specifier, not which feature the importing file is in): each relative import is resolved
 * against its file and reported when
 * - a file in web/features/<a>/ imports anything in web/features/<b>/ (a feature stands alone:
 *   shared pieces live in web/components/ or web/lib/, screens that combine features are
 *   composed in web/app/);
 * - a file in web/components/ or web/lib/ imports anything in web/features/.
 * A specifier is a relative path or a `#root/…` alias (package.json `imports`); both resolve to a
 * file under the project root. See docs/decisions/006 for why there is no import plugin.
 */
import { importVisitors, lintedFile } from './imports.js';

const FEATURE = /^web\/features\/([^/]+)\//;
const SHARED = /^web\/(components|lib)\//;

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Features never import each other; shared code never imports a feature.' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' } },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: {
      otherFeature:
        'web/features/{{from}}/ may not import {{target}}, another feature: move what both need to web/components/ or web/lib/, or compose the two in web/app/.',
      sharedImportsFeature:
        'web/{{from}}/ is shared by every feature and may not import {{target}}.',
    },
  },
  create(context) {
    const [{ root }] = context.options;
    const file = lintedFile(context, root);
    const fromFeature = FEATURE.exec(file)?.[1];
    const fromShared = SHARED.exec(file)?.[1];
    if (!fromFeature && !fromShared) return {};

    function check(target, source) {
      if (target !== 'web/features' && !target.startsWith('web/features/')) return;
      if (fromShared) {
        context.report({
          node: source,
          messageId: 'sharedImportsFeature',
          data: { from: fromShared, target },
        });
      } else if (FEATURE.exec(`${target}/`)?.[1] !== fromFeature) {
        context.report({
          node: source,
          messageId: 'otherFeature',
          data: { from: fromFeature, target },
        });
      }
    }

    return importVisitors(context, root, check);
  },
};
