import { useStore } from '@nanostores/react';
import type Decimal from 'decimal.js';
import { formatQuantity, shownQuantity } from './amounts.ts';
import { unitsMessages } from './i18n/locales/en/units.ts';

/** The unit names in the screen's language (useStore(unitsMessages)). */
export type UnitWords = ReturnType<typeof unitsMessages.get>;

function isCountUnit(words: UnitWords, unit: string): unit is keyof UnitWords {
  return Object.hasOwn(words, unit);
}

/**
 * "20 bottles", "1 bottle", "2,5 botellas", "210.53 g": a quantity as read with its unit, the
 * unit's name agreeing with the number in the reader's language (the language's plural rules);
 * a symbol (g, ml, fl oz) or a unit the venue made up as it is.
 */
export function unitAmount(words: UnitWords, quantity: Decimal | number, unit: string): string {
  return `${formatQuantity(quantity)} ${unitName(words, unit, shownQuantity(quantity))}`;
}

/** The unit's name for that many ("bottles" for 2, "bottle" for 1); a symbol as it is. */
export function unitName(words: UnitWords, unit: string, quantity: number): string {
  return isCountUnit(words, unit) ? words[unit](quantity) : unit.replaceAll('_', ' ');
}

/** unitAmount in the language of the screen, following it when it changes. */
export function useUnitAmount(): (quantity: Decimal | number, unit: string) => string {
  const words = useStore(unitsMessages);
  return (quantity, unit) => unitAmount(words, quantity, unit);
}
