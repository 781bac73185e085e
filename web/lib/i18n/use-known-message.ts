import { useStore } from '@nanostores/react';
import { language } from './language.ts';
import { KNOWN_ENGLISH, KNOWN_TEMPLATES, knownMessages } from './locales/en/known.ts';
import {
  formatWaitIn,
  KNOWN_SERVER_LIMITS,
  limitReason,
  readWait,
} from '../rate-limit-messages.ts';

const KEY_OF = new Map(
  Object.entries(KNOWN_ENGLISH).map(([key, english]) => [
    english,
    key as keyof typeof KNOWN_ENGLISH,
  ]),
);

/** The 429 messages a wait may follow (rate-limit-messages.ts), by their reason. */
const LIMIT_OF_REASON = new Map(
  [...Object.keys(KNOWN_SERVER_LIMITS), 'tooManyAttempts'].map((key) => {
    const limit = key as keyof typeof KNOWN_ENGLISH;
    return [limitReason(KNOWN_ENGLISH[limit]), limit];
  }),
);

/** A slot of a template: `{max}`. */
const SLOT = /\{(\w+)\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Slots that hold a number as the server writes it: `702,000`, `40`, `-2.5`. */
const NUMBER_SLOTS = new Set(['max', 'count', 'quantity']);
const NUMBER = '-?\\d[\\d,]*(?:\\.\\d+)?';

/**
 * Each template as a pattern: its text as it is, each number slot a number as the server
 * writes it and any other slot (`{name}`, `{unit}`) some text, captured under the slot's name.
 */
const TEMPLATES = Object.entries(KNOWN_TEMPLATES).map(([key, english]) => ({
  key: key as keyof typeof KNOWN_TEMPLATES,
  pattern: new RegExp(
    `^${english
      .split(SLOT)
      .map((piece, at) => {
        if (at % 2 === 0) return escape(piece);
        return `(?<${piece}>${NUMBER_SLOTS.has(piece) ? NUMBER : '.+?'})`;
      })
      .join('')}$`,
    's',
  ),
}));

/**
 * Translates a message shared code wrote in English (a validation message, a client-side
 * error, a service's refusal written out in known.ts) when it is one of the known ones; any
 * other text, such as another API error body, is returned as it is. A known template's
 * numbers are written the way of the language shown, its names as they came; a 429's wait
 * ("Please wait 2 minutes") in the language's words and plural.
 */
export function useKnownMessage(): <T extends string | undefined>(text: T) => T | string {
  const t = useStore(knownMessages);
  return (text) => {
    if (text === undefined) return text;
    const key = KEY_OF.get(text);
    if (key) return t[key];
    // A limit with its wait: the reason as the translation says it, the wait in its words.
    const waited = readWait(text);
    const limit = waited && LIMIT_OF_REASON.get(waited.reason);
    if (waited && limit) {
      const wait = formatWaitIn(waited.amount, waited.unit, language.get());
      return `${limitReason(t[limit])} ${t.waitAndTryAgain({ wait })}`;
    }
    for (const template of TEMPLATES) {
      const slots = template.pattern.exec(text)?.groups;
      if (!slots) continue;
      const numbers = new Intl.NumberFormat(language.get(), { maximumFractionDigits: 4 });
      const filled = Object.fromEntries(
        Object.entries(slots).map(([name, value]) => [
          name,
          NUMBER_SLOTS.has(name) ? numbers.format(Number(value.replaceAll(',', ''))) : value,
        ]),
      );
      return t[template.key](filled);
    }
    return text;
  };
}
