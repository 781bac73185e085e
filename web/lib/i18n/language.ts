/**
 * The language the web app speaks: the person's choice on this device (Settings), else the
 * first of the browser's languages the app has, else English. `<html lang>` follows it, so
 * screen readers pronounce the page in the right language.
 */
import { atom } from 'nanostores';

/** Every language the app has; English is the source the others translate. */
export const LANGUAGES = ['en', 'es'] as const;
type Language = (typeof LANGUAGES)[number];
export const BASE_LANGUAGE: Language = 'en';

/** Each language's name in itself, as a picker lists it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/**
 * Where the choice is kept (a plain string). Apart from the specification's keys
 * (`theme-storage`, `auth-storage`) and the app's own (`count-outbox`, `counting-session`).
 */
export const LANGUAGE_STORAGE_KEY = 'language';

function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language === value);
}

/** The first of the browser's languages the app has, by primary subtag ("es-MX" is "es"). */
export function browserLanguage(
  preferred: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Language {
  for (const tag of preferred) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return BASE_LANGUAGE;
}

function storedChoice(): Language | undefined {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    // Storage can be off (a private window in some browsers): the browser's language decides.
    return undefined;
  }
}

/** The language chosen in Settings on this device, if any (else the browser's decides). */
export const languageChoice = atom<Language | undefined>(storedChoice());

/** The language in use. */
export const language = atom<Language>(languageChoice.get() ?? browserLanguage());

/** Remembers the person's choice on this device and switches every screen to it. */
export function setLanguage(next: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
  } catch {
    // Not kept across reloads then, but the screens still switch.
  }
  languageChoice.set(next);
  language.set(next);
}

/** Keeps `<html lang>` on the language in use (main.tsx calls it before the first render). */
export function watchLanguage(): () => void {
  return language.subscribe((code) => {
    document.documentElement.lang = code;
  });
}
