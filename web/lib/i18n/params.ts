import { type params as libraryParams, strings, transform } from '@nanostores/i18n';

/** A slot of a message: `{name}`. */
const SLOT = /\{(\w+)\}/g;

/**
 * A message with `{name}` slots, as `params` of @nanostores/i18n: `params('Remove {name}?')`,
 * called `t.remove({ name })`. Every value goes in exactly as it is, in one pass: the
 * library's own put values in with `String.replace` one name after another, so a name with
 * "$&" or "$1" in it came out as the slot or a piece of the message, and a value holding
 * "{count}" was filled again by the next name. Here a function fills each slot, so nothing
 * in a value is ever read as a pattern or a slot.
 */
export const params = transform((_locale, translation, values: Record<string, number | string>) =>
  strings(translation, (message) =>
    message.replace(SLOT, (slot, name: string) =>
      Object.hasOwn(values, name) ? String(values[name]) : slot,
    ),
  ),
) as typeof libraryParams;
