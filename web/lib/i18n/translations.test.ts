// Every language has every message of every namespace, with the same placeholders; every
// message a screen reads exists in English.
import path from 'node:path';
import { messagesToJSON } from '@nanostores/i18n';
import type { Messages, TranslationJSON } from '@nanostores/i18n';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  loginBody,
  registerBody,
  updateUserBody,
} from '#contract/auth.ts';
import { NUL_MESSAGE } from '#contract/text.ts';
import { LANGUAGES } from './language.ts';
import { KNOWN_ENGLISH } from './locales/en/known.ts';

const ENGLISH_MODULES = import.meta.glob<Record<string, unknown>>('./locales/en/*.ts', {
  eager: true,
});
const TRANSLATION_FILES = import.meta.glob<TranslationJSON>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});
const WEB_SOURCES = import.meta.glob<string>(
  ['../../**/*.tsx', '../../**/*.ts', '!../../**/*.test.*'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

function isMessages(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && 'i18n' in value && 'get' in value;
}

/** Each English namespace as JSON (the form translations take), by file name. */
const english = new Map(
  Object.entries(ENGLISH_MODULES).map(([file, module]) => {
    const stores = Object.values(module).filter(isMessages);
    expect(stores, file).toHaveLength(1);
    return [path.basename(file, '.ts'), messagesToJSON(...stores)];
  }),
);

function translationsOf(language: string): Map<string, TranslationJSON> {
  return new Map(
    Object.entries(TRANSLATION_FILES)
      .filter(([file]) => file.startsWith(`./locales/${language}/`))
      .map(([file, messages]) => [path.basename(file, '.json'), messages]),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  it('names each English namespace after its file', () => {
    for (const [file, json] of english) expect(Object.keys(json), file).toEqual([file]);
  });

  for (const language of LANGUAGES.filter((code) => code !== 'en')) {
    describe(language, () => {
      const translated = translationsOf(language);
      const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;

      it('has a file for every English namespace, and no other', () => {
        expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      });

      it('has every message of every namespace, and no other, with the same placeholders', () => {
        for (const [namespace, json] of english) {
          const source = json[namespace] ?? {};
          const target = translated.get(namespace);
          expect(typeof target, namespace).toBe('object');
          if (typeof target !== 'object') continue;
          expect(Object.keys(target).sort(), namespace).toEqual(Object.keys(source).sort());
          for (const [key, message] of Object.entries(source)) {
            const where = `${language}/${namespace}.json: ${key}`;
            const translation = target[key];
            if (typeof message === 'string') {
              expect(typeof translation, where).toBe('string');
              expect(translation, where).not.toBe('');
              expect(placeholders(String(translation)), where).toEqual(placeholders(message));
              continue;
            }
            // A plural: the forms of this language's rules, "other" among them.
            expect(typeof translation, where).toBe('object');
            if (typeof translation !== 'object') continue;
            expect(Object.keys(translation), where).toContain('other');
            expect(forms, where).toEqual(expect.arrayContaining(Object.keys(translation)));
            const expected = placeholders(String(message.other));
            for (const form of Object.values(translation)) {
              expect(placeholders(String(form)), where).toEqual(expected);
            }
          }
        }
      });
    });
  }

  it('reads only messages that exist in English', () => {
    // `const t = useStore(xMessages)` then `t.key`: TypeScript checks these too; this also
    // names the file and key in one list when a namespace loses a message.
    const missing: string[] = [];
    let screens = 0;
    for (const [file, source] of Object.entries(WEB_SOURCES)) {
      const used = /const t = useStore\((\w+)Messages\)/.exec(source);
      if (!used?.[1]) continue;
      const namespace = used[1];
      screens += 1;
      const messages = english.get(namespace)?.[namespace];
      if (!messages) {
        missing.push(`${file}: no English namespace "${namespace}"`);
        continue;
      }
      for (const [, key] of source.matchAll(/\bt\.(\w+)/g)) {
        if (key && !(key in messages)) missing.push(`${file}: ${namespace}.${key}`);
      }
    }
    expect(missing).toEqual([]);
    expect(screens).toBeGreaterThan(10);
  });

  it('knows the validation messages of the contract word for word', () => {
    const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
      result.error?.issues.map((issue) => issue.message) ?? [];
    const known = new Set<string>(Object.values(KNOWN_ENGLISH));
    const written = [
      ...messagesOf(loginBody.safeParse({ email: 'x', password: '' })),
      ...messagesOf(registerBody.safeParse({ email: 'a@b.co', password: 'short', name: ' ' })),
      ...messagesOf(
        registerBody.safeParse({
          email: 'a@b.co',
          password: 'p'.repeat(200),
          name: 'n'.repeat(101),
        }),
      ),
      ...messagesOf(updateUserBody.safeParse({ new_password: 'long enough' })),
      ...messagesOf(loginBody.safeParse({ email: `${'a'.repeat(250)}@b.co`, password: 'p' })),
      NUL_MESSAGE,
      `Use at least ${PASSWORD_MIN_LENGTH} characters`,
      `Use at most ${PASSWORD_MAX_LENGTH} characters`,
    ];
    expect(written.length).toBeGreaterThan(8);
    expect(written.filter((message) => !known.has(message))).toEqual([]);
  });
});
