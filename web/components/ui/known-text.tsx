import { useKnownMessage } from '#web/lib/i18n/use-known-message.ts';

/** A text in the language in use when it is a known message (known.ts); else as it is. */
export function KnownText({ text }: { text: string }) {
  const known = useKnownMessage();
  return known(text);
}
