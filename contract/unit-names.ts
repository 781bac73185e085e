import type { AssistantLanguage } from './assistant.ts';

/**
 * The count units' names, one and many, as the web's units namespace has them
 * (web/lib/i18n/locales/en/units.ts, es/units.json), for words the server writes: the
 * assistant's answers, an order to a vendor. A symbol (g, ml) or a unit the venue made up has
 * none and is written as it is.
 */
const UNIT_NAMES: Record<AssistantLanguage, Record<string, readonly [string, string]>> = {
  en: {
    each: ['each', 'each'],
    bottle: ['bottle', 'bottles'],
    can: ['can', 'cans'],
    case: ['case', 'cases'],
    pack: ['pack', 'packs'],
    box: ['box', 'boxes'],
    bag: ['bag', 'bags'],
    keg: ['keg', 'kegs'],
    portion: ['portion', 'portions'],
  },
  es: {
    each: ['unidad', 'unidades'],
    bottle: ['botella', 'botellas'],
    can: ['lata', 'latas'],
    case: ['caja', 'cajas'],
    pack: ['paquete', 'paquetes'],
    box: ['estuche', 'estuches'],
    bag: ['bolsa', 'bolsas'],
    keg: ['barril', 'barriles'],
    portion: ['ración', 'raciones'],
  },
};

/**
 * A unit's name for a number as it is written, in a language: "bottles" for "2", "botella"
 * for "1"; a symbol or a made-up unit as it is (underscores as spaces).
 */
export function unitNameFor(language: AssistantLanguage, unit: string, shown: string): string {
  const names = Object.hasOwn(UNIT_NAMES[language], unit) ? UNIT_NAMES[language][unit] : undefined;
  if (!names) return unit.replaceAll('_', ' ');
  return new Intl.PluralRules(language).select(Number(shown)) === 'one' ? names[0] : names[1];
}
