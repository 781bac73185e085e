import type { ComponentsJSON } from '@nanostores/i18n';

/** Names a language's files by namespace: `{ './auth.json': {…} }` becomes `{ auth: {…} }`. */
export function namespacesOf(files: Record<string, ComponentsJSON[string]>): ComponentsJSON {
  return Object.fromEntries(
    Object.entries(files).map(([file, messages]) => [file.replace(/^.*\/|\.json$/g, ''), messages]),
  );
}
