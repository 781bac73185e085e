import { useStore } from '@nanostores/react';
import { allergenKeys } from '#contract/allergens.ts';
import type { AllergenKey, Allergens } from '#contract/allergens.ts';
import { recipesMessages } from '../lib/i18n/locales/en/recipes.ts';

type RecipesText = ReturnType<typeof recipesMessages.get>;

/**
 * The message naming each allergen: the stored keys stay as they are, the names shown are
 * messages (in English exactly the contract's ALLERGEN_NAMES).
 */
export const ALLERGEN_MESSAGE_KEYS = {
  celery: 'allergenCelery',
  gluten: 'allergenGluten',
  crustaceans: 'allergenCrustaceans',
  eggs: 'allergenEggs',
  fish: 'allergenFish',
  lupin: 'allergenLupin',
  milk: 'allergenMilk',
  molluscs: 'allergenMolluscs',
  mustard: 'allergenMustard',
  tree_nuts: 'allergenTreeNuts',
  peanuts: 'allergenPeanuts',
  sesame: 'allergenSesame',
  soybeans: 'allergenSoybeans',
  sulphites: 'allergenSulphites',
} as const satisfies Record<AllergenKey, keyof RecipesText>;

/** Allergens named in the reader's language, in the regulation's order, joined by commas. */
function names(t: RecipesText, keys: AllergenKey[]): string {
  return keys.map((key) => t[ALLERGEN_MESSAGE_KEYS[key]]).join(', ');
}

/** The allergens something holds, "contains" first, each said in words. */
export function AllergenList({ allergens, empty }: { allergens: Allergens; empty: string }) {
  const t = useStore(recipesMessages);
  const contains = allergenKeys.filter((key) => allergens[key] === 'contains');
  const mayContain = allergenKeys.filter((key) => allergens[key] === 'may_contain');
  if (contains.length === 0 && mayContain.length === 0) {
    return <p className="text-muted">{empty}</p>;
  }
  return (
    <dl className="grid gap-2 sm:grid-cols-[9rem_1fr]">
      {contains.length > 0 && (
        <div className="contents">
          <dt className="font-medium">{t.contains}</dt>
          <dd>{names(t, contains)}</dd>
        </div>
      )}
      {mayContain.length > 0 && (
        <div className="contents">
          <dt className="font-medium">{t.mayContain}</dt>
          <dd>{names(t, mayContain)}</dd>
        </div>
      )}
    </dl>
  );
}

/** One line for a menu card: "Allergens: Milk, Eggs; may contain Sesame". Nothing when none. */
export function AllergenSummary({ allergens }: { allergens: Allergens }) {
  const t = useStore(recipesMessages);
  const contains = allergenKeys.filter((key) => allergens[key] === 'contains');
  const mayContain = allergenKeys.filter((key) => allergens[key] === 'may_contain');
  if (contains.length === 0 && mayContain.length === 0) return null;
  let text;
  if (mayContain.length === 0) text = t.allergensContain({ contains: names(t, contains) });
  else if (contains.length === 0)
    text = t.allergensMayContain({ mayContain: names(t, mayContain) });
  else
    text = t.allergensContainAndMayContain({
      contains: names(t, contains),
      mayContain: names(t, mayContain),
    });
  return <p className="text-sm">{text}</p>;
}
