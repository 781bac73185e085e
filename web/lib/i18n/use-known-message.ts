import { useStore } from '@nanostores/react';
import { language } from './language.ts';
import { KNOWN_ENGLISH, KNOWN_TEMPLATES, knownMessages } from './locales/en/known.ts';

const KEY_OF = new Map(
  Object.entries(KNOWN_ENGLISH).map(([key, english]) => [
    english,
    key as keyof typeof KNOWN_ENGLISH,
  ]),
);

/** A slot of a template: `{max}`. */
const SLOT = /\{(\w+)\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Each template as a pattern: its text as it is, each slot a number as the server writes it
 * (`702,000`, `40`), captured under the slot's name.
 */
const TEMPLATES = Object.entries(KNOWN_TEMPLATES).map(([key, english]) => ({
  key: key as keyof typeof KNOWN_TEMPLATES,
  pattern: new RegExp(
    `^${english
      .split(SLOT)
      .map((piece, at) => (at % 2 === 1 ? `(?<${piece}>\\d[\\d,]*)` : escape(piece)))
      .join('')}$`,
  ),
}));

/**
 * Translates a message shared code wrote in English (a validation message, a client-side
 * error) when it is one of the known ones; any other text, such as an API error body, is
 * returned as it is. A known template's numbers are written the way of the language shown.
 */
export function useKnownMessage(): <T extends string | undefined>(text: T) => T | string {
  const t = useStore(knownMessages);
  return (text) => {
    if (text === undefined) return text;
    const key = KEY_OF.get(text);
    if (key) return t[key];
    for (const template of TEMPLATES) {
      const slots = template.pattern.exec(text)?.groups;
      if (!slots) continue;
      const numbers = new Intl.NumberFormat(language.get());
      // Each template has one slot, `{max}`: a number as the server writes it (`702,000`).
      const max = numbers.format(Number((slots.max ?? '').replaceAll(',', '')));
      return t[template.key]({ max });
    }
    return text;
  };
}
