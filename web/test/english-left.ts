// What a screen still shows in English once Spanish is chosen: for the Spanish tests.
import { messagesToJSON } from '@nanostores/i18n';
import type { Messages, TranslationJSON, TranslationsJSON } from '@nanostores/i18n';

const SPANISH = import.meta.glob<TranslationsJSON>('../lib/i18n/locales/es/*.json', {
  eager: true,
  import: 'default',
});

const textsOf = (message: TranslationJSON | undefined): string[] =>
  message === undefined
    ? []
    : typeof message === 'string'
      ? [message]
      : Object.values(message).map(String);

/**
 * The English of these namespaces that Spanish writes otherwise, read from the source (once
 * Spanish has loaded, a store reads Spanish): each message, or each run of two words or more
 * between its placeholders ("Packs of {name}" gives "Packs of").
 */
function englishOnly(stores: Messages[]): string[] {
  const phrases = new Set<string>();
  for (const [namespace, messages] of Object.entries(messagesToJSON(...stores))) {
    const spanish = SPANISH[`../lib/i18n/locales/es/${namespace}.json`] ?? {};
    for (const [key, message] of Object.entries(messages)) {
      const translations = textsOf(spanish[key]);
      for (const text of textsOf(message)) {
        if (translations.includes(text)) continue;
        const parts = text.split(/\{\w+\}/).map((part) => part.trim());
        // A whole message counts as it is; a piece between placeholders only from two words
        // on ("of" alone could be anybody's).
        const enough = parts.length === 1 ? /\p{L}{2}/u : /\p{L}+\s+\p{L}+/u;
        for (const phrase of parts) if (enough.test(phrase)) phrases.add(phrase);
      }
    }
  }
  return [...phrases];
}

/** Each element's own text, label, tooltip and placeholder, outside what is marked English. */
function shownTexts(root: HTMLElement): string[] {
  return [root, ...root.querySelectorAll<HTMLElement>('*')]
    .filter((element) => !element.closest('[lang="en"]:not(html)'))
    .flatMap((element) => [
      [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join(''),
      ...['aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
    ]);
}

/**
 * The English messages of these namespaces still shown in `root` (and the page's title), as
 * whole words: "Cost" is not in "Coste".
 */
export function englishLeft(stores: Messages[], root: HTMLElement = document.body): string[] {
  const texts = [document.title, ...shownTexts(root)];
  return englishOnly(stores).filter((phrase) => {
    const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const pattern = new RegExp(`(^|[^\\p{L}\\d])${escaped}($|[^\\p{L}\\d])`, 'u');
    return texts.some((text) => pattern.test(text));
  });
}
