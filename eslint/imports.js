/**
 * What the boundary rules share: where an import points, and every kind of import to check.
 * A specifier is a relative path or a `#root/…` alias (package.json `imports`); both resolve
 * to a path from the project root.
 */
import path from 'node:path';

/**
 * The visitors that hand `check(target, node)` the project path of every import, re-export and
 * dynamic `import()` of the file `context` lints; packages are passed over.
 */
export function importVisitors(context, root, check) {
  const toRoot = (absolute) => path.relative(root, absolute).split(path.sep).join('/');
  const visit = (source) => {
    if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
    const specifier = source.value;
    if (specifier.startsWith('#')) return check(specifier.slice(1), source);
    if (specifier.startsWith('./') || specifier.startsWith('../')) {
      return check(toRoot(path.resolve(path.dirname(context.physicalFilename), specifier)), source);
    }
  };
  return {
    ImportDeclaration: (node) => visit(node.source),
    ExportNamedDeclaration: (node) => visit(node.source),
    ExportAllDeclaration: (node) => visit(node.source),
    ImportExpression: (node) => visit(node.source),
  };
}

/** The path of the file `context` lints, from the project root. */
export function lintedFile(context, root) {
  return path.relative(root, context.physicalFilename).split(path.sep).join('/');
}
