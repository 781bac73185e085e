/**
 * Translations (docs/decisions/019-translations.md). Each namespace's English messages are
 * code (locales/en/<namespace>.ts) and ship with the screens that use them; every other
 * language is one JSON file per namespace (locales/<code>/<namespace>.json), all of a
 * language's files in one chunk fetched the first time that language is in use — an English
 * reader never downloads them.
 */
import { createI18n } from '@nanostores/i18n';
import type { ComponentsJSON } from '@nanostores/i18n';
import { BASE_LANGUAGE, language } from './language.ts';

const TRANSLATIONS = import.meta.glob<ComponentsJSON>('./locales/*/index.ts', {
  import: 'default',
});

/** A language's translations of every namespace (English is never loaded: it is the code). */
export async function loadTranslations(code: string): Promise<ComponentsJSON> {
  const load = TRANSLATIONS[`./locales/${code}/index.ts`];
  return load ? load() : {};
}

/** Defines a namespace: `i18n('auth', { signIn: 'Sign in', … })`, read with `useStore`. */
export const i18n = createI18n(language, { baseLocale: BASE_LANGUAGE, get: loadTranslations });

// A reader of another language: the fetch starts now, beside the first screen's code, rather
// than once that screen has mounted (the library's request then finds the module loaded).
if (language.get() !== BASE_LANGUAGE) void loadTranslations(language.get());
