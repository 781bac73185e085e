import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from './language.ts';
import { inventoryMessages } from './locales/en/inventory.ts';
import { recipesMessages } from './locales/en/recipes.ts';
import { shoppingMessages } from './locales/en/shopping.ts';

const LOCALES = import.meta.glob<string>('./locales/en/*.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Names a venue may give, each with what String.replace would read as a pattern or a slot. */
const NAMES = [
  'Salt $& Pepper',
  'Gin $1 tonic',
  'Cash $$ only',
  "Rum $' and $` lime",
  'The {name} bar',
  '{count} limes',
];

afterEach(() => setLanguage('en'));

describe('params', () => {
  it.each(NAMES)('puts %j into a message exactly as it is', (name) => {
    expect(shoppingMessages.get().removeName({ name })).toBe(`Remove ${name}?`);
    expect(recipesMessages.get().removeFailed({ name })).toBe(`${name} could not be removed.`);
    expect(inventoryMessages.get().deleteTitle({ name })).toBe(`Delete ${name}?`);
  });

  it('fills each slot once: a value holding another slot stays as it is', () => {
    expect(inventoryMessages.get().backTo({ name: '{quantity} $& co', quantity: '3' })).toBe(
      '{quantity} $& co is back to 3.',
    );
  });

  it('puts the value in as it is in a translation too', async () => {
    const unbind = recipesMessages.listen(() => undefined);
    setLanguage('es');
    await waitFor(() =>
      expect(recipesMessages.get().removeName({ name: 'Salt $& Pepper {name}' })).toBe(
        'Quitar Salt $& Pepper {name}',
      ),
    );
    unbind();
  });

  it('is the params every namespace uses', () => {
    const fromLibrary = Object.entries(LOCALES)
      .filter(([, source]) =>
        /import \{[^}]*\bparams\b[^}]*\} from '@nanostores\/i18n'/.test(source),
      )
      .map(([file]) => file);
    expect(fromLibrary).toEqual([]);
  });
});
