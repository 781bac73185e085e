import { useStore } from '@nanostores/react';
import { KNOWN_ENGLISH, knownMessages } from './locales/en/known.ts';

const KEY_OF = new Map(
  Object.entries(KNOWN_ENGLISH).map(([key, english]) => [
    english,
    key as keyof typeof KNOWN_ENGLISH,
  ]),
);

/**
 * Translates a message shared code wrote in English (a validation message, a client-side
 * error) when it is one of the known ones; any other text, such as an API error body, is
 * returned as it is.
 */
export function useKnownMessage(): <T extends string | undefined>(text: T) => T | string {
  const t = useStore(knownMessages);
  return (text) => {
    const key = text === undefined ? undefined : KEY_OF.get(text);
    return key ? t[key] : text;
  };
}
