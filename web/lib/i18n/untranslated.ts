/**
 * Finds English written straight into the web app's code instead of in a namespace of
 * `locales/en/`: text between JSX tags, a string given to a visible attribute (`aria-label`,
 * `placeholder`, `title`, `alt`, a component's `label`…), a string inside a `{…}` among JSX
 * children, and a sentence given to a property or a call that screens show (`message`,
 * `title`, `description`, `notify(…)`, `useDocumentTitle(…)`). Used by
 * `untranslated.test.ts`; `npx tsx web/lib/i18n/untranslated.ts [path…]` lists what is left.
 *
 * A line that must stay as written (a brand, a unit symbol, text for developers only) says
 * so with `// untranslated: <why>` on it or on the line above.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

interface Untranslated {
  file: string;
  line: number;
  text: string;
}

/** Attributes whose value is never read by a person. */
const TECHNICAL_ATTRIBUTES = new Set([
  'className',
  'id',
  'key',
  'type',
  'name',
  'href',
  'to',
  'src',
  'role',
  'rel',
  'target',
  'method',
  'htmlFor',
  'form',
  'lang',
  'dir',
  'mode',
  'variant',
  'size',
  'tone',
  'width',
  'height',
  'inputMode',
  'autoComplete',
  'enterKeyHint',
  'pattern',
  'accept',
  'step',
  'min',
  'max',
  'viewBox',
  'fill',
  'stroke',
  'd',
  'dataKey',
  'nameKey',
  'stackId',
  'orientation',
  'align',
  'side',
  'as',
  'icon',
  'testId',
  'path',
  'element',
  'layout',
  'strokeLinecap',
  'strokeLinejoin',
  'strokeWidth',
  'strokeDasharray',
  'textAnchor',
  'dominantBaseline',
  'xmlns',
  'focusable',
  'state',
  'status',
  'kind',
]);

/** Properties and calls whose string is shown to a person. */
const VISIBLE_PROPERTIES = new Set([
  'message',
  'title',
  'description',
  'label',
  'hint',
  'help',
  'placeholder',
  'heading',
  'text',
  'body',
  'detail',
  'action',
  'actionLabel',
  'emptyText',
  'emptyMessage',
  'errorMessage',
  'confirmLabel',
  'cancelLabel',
  'submitLabel',
  'pendingLabel',
  'loadingLabel',
  'ariaLabel',
  'error',
]);
const VISIBLE_CALLS = new Set([
  'notify',
  'useDocumentTitle',
  'setError',
  'confirm',
  'alert',
  // zod's checks: their message is what a field shows.
  'min',
  'max',
  'length',
  'nonempty',
  'email',
  'regex',
  'refine',
  'positive',
  'nonnegative',
  'int',
  'gt',
  'gte',
  'lt',
  'lte',
  'multipleOf',
]);

/** A word a person reads: two letters or more (unit symbols and single letters are not). */
const WORDS = /[A-Za-z]{2,}/;
/** Text that is only a brand, a symbol or punctuation. */
const NOT_PROSE = /^(Barback|[^A-Za-z]*|[a-z]+[-_.][a-z-_.]+|[a-z]+(?:[A-Z][a-z]*)*)$/;

function isProse(text: string): boolean {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  return WORDS.test(trimmed) && !NOT_PROSE.test(trimmed);
}

function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  }
  return undefined;
}

function attributeName(node: ts.JsxAttribute): string {
  return node.name.getText();
}

/** The English a file's code writes for people, line by line. */
export function findUntranslated(file: string, source: string): Untranslated[] {
  const sf = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const lines = source.split('\n');
  const found: Untranslated[] = [];
  const excused = (line: number) =>
    /\/\/ untranslated:/.test(lines[line] ?? '') ||
    /\/\/ untranslated:/.test(lines[line - 1] ?? '');
  const add = (node: ts.Node, text: string) => {
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
    if (excused(line)) return;
    found.push({ file, line: line + 1, text: text.replace(/\s+/g, ' ').trim() });
  };

  /** Every literal in an expression a person will read (the branches of `a ? 'x' : 'y'`…). */
  const visitShown = (node: ts.Node) => {
    const text = literalText(node);
    if (text !== undefined) {
      if (isProse(text)) add(node, text);
      return;
    }
    // A call's arguments are its own business (a key, a format), except our visible calls.
    if (ts.isCallExpression(node)) return visitCall(node);
    if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) {
      return visit(node);
    }
    if (ts.isBinaryExpression(node)) {
      const op = node.operatorToken.kind;
      // `a === 'x'` compares: neither side is shown.
      if (
        op === ts.SyntaxKind.EqualsEqualsEqualsToken ||
        op === ts.SyntaxKind.ExclamationEqualsEqualsToken ||
        op === ts.SyntaxKind.EqualsEqualsToken ||
        op === ts.SyntaxKind.ExclamationEqualsToken
      ) {
        return;
      }
    }
    if (ts.isConditionalExpression(node)) {
      visitShown(node.whenTrue);
      visitShown(node.whenFalse);
      return;
    }
    ts.forEachChild(node, visitShown);
  };

  const visitCall = (node: ts.CallExpression) => {
    const callee = node.expression;
    const name = ts.isIdentifier(callee)
      ? callee.text
      : ts.isPropertyAccessExpression(callee)
        ? callee.name.text
        : '';
    if (VISIBLE_CALLS.has(name)) for (const arg of node.arguments) visitShown(arg);
    else ts.forEachChild(node, visit);
  };

  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      if (isProse(node.text)) add(node, node.text);
      return;
    }
    if (ts.isJsxAttribute(node)) {
      const name = attributeName(node);
      const technical =
        TECHNICAL_ATTRIBUTES.has(name) ||
        name.startsWith('data-') ||
        (name.startsWith('aria-') &&
          !['aria-label', 'aria-valuetext', 'aria-roledescription', 'aria-placeholder'].includes(
            name,
          ));
      if (technical || !node.initializer) return;
      if (ts.isStringLiteral(node.initializer)) {
        if (isProse(node.initializer.text)) add(node, node.initializer.text);
        return;
      }
      if (ts.isJsxExpression(node.initializer) && node.initializer.expression) {
        visitShown(node.initializer.expression);
      }
      return;
    }
    if (ts.isJsxExpression(node) && node.expression) {
      // A child `{…}`: what it evaluates to is shown.
      if (node.parent && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
        visitShown(node.expression);
        return;
      }
    }
    if (ts.isPropertyAssignment(node) && VISIBLE_PROPERTIES.has(node.name.getText(sf))) {
      const text = literalText(node.initializer);
      if (text !== undefined) {
        if (isProse(text)) add(node, text);
        return;
      }
    }
    if (ts.isCallExpression(node)) return visitCall(node);
    ts.forEachChild(node, visit);
  };

  visit(sf);
  return found;
}

/** The web app's source files a person's screen is built from (no tests, no messages). */
export function webSources(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name === 'locales' || entry.name === 'test') continue;
        walk(full);
      } else if (
        /\.tsx?$/.test(entry.name) &&
        !/\.(test|e2e)\.tsx?$/.test(entry.name) &&
        !entry.name.startsWith('test-')
      ) {
        files.push(full);
      }
    }
  };
  walk(root);
  return files.sort();
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const roots = process.argv.slice(2);
  const files = (roots.length > 0 ? roots : ['web']).flatMap((root) =>
    fs.statSync(root).isDirectory() ? webSources(root) : [root],
  );
  let count = 0;
  for (const file of files) {
    for (const hit of findUntranslated(file, fs.readFileSync(file, 'utf8'))) {
      count += 1;
      process.stdout.write(`${hit.file}:${hit.line}: ${hit.text}\n`);
    }
  }
  process.stdout.write(`${count} untranslated\n`);
}
