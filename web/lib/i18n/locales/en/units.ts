import { count } from '@nanostores/i18n';
import { i18n } from '#web/lib/i18n/i18n.ts';

/**
 * The names of the count units (contract/units.ts), singular and plural, as shown after a
 * quantity ("20 bottles", "1 case"). Mass and volume units are symbols (g, ml): they do not
 * change; a unit a venue made up is shown as typed.
 */
export const unitsMessages = i18n('units', {
  each: count({ one: 'each', other: 'each' }),
  bottle: count({ one: 'bottle', other: 'bottles' }),
  can: count({ one: 'can', other: 'cans' }),
  case: count({ one: 'case', other: 'cases' }),
  pack: count({ one: 'pack', other: 'packs' }),
  box: count({ one: 'box', other: 'boxes' }),
  bag: count({ one: 'bag', other: 'bags' }),
  keg: count({ one: 'keg', other: 'kegs' }),
  portion: count({ one: 'portion', other: 'portions' }),
});
