// For the tests of the lint rules (web/lint-boundaries.test.ts, server/lint-boundaries.test.ts):
// what ESLint, with the project's own eslint.config.js, says of a probe file's code.
import { ESLint } from 'eslint';
import path from 'node:path';

/** The repository, where eslint.config.js is. */
export const root = path.resolve(import.meta.dirname, '..');

let eslint: ESLint | undefined;

/** ESLint with the project's configuration, made once per test file. */
export function projectEslint(): ESLint {
  eslint ??= new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });
  return eslint;
}

/** The messages of `ruleId` ESLint reports for `code` as if it were the file at `filePath`. */
export async function errorsOf(ruleId: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await projectEslint().lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === ruleId && message.severity === 2)
    .map((message) => message.message);
}
