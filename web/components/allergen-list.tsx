import { ALLERGEN_NAMES, allergenKeys } from '../../contract/inventory.ts';
import type { Allergens } from '../../contract/inventory.ts';

/** The allergens something holds, "contains" first, each said in words. */
export function AllergenList({ allergens, empty }: { allergens: Allergens; empty: string }) {
  const contains = allergenKeys.filter((key) => allergens[key] === 'contains');
  const mayContain = allergenKeys.filter((key) => allergens[key] === 'may_contain');
  if (contains.length === 0 && mayContain.length === 0) {
    return <p className="text-muted">{empty}</p>;
  }
  return (
    <dl className="grid gap-2 sm:grid-cols-[9rem_1fr]">
      {contains.length > 0 && (
        <div className="contents">
          <dt className="font-medium">Contains</dt>
          <dd>{contains.map((key) => ALLERGEN_NAMES[key]).join(', ')}</dd>
        </div>
      )}
      {mayContain.length > 0 && (
        <div className="contents">
          <dt className="font-medium">May contain</dt>
          <dd>{mayContain.map((key) => ALLERGEN_NAMES[key]).join(', ')}</dd>
        </div>
      )}
    </dl>
  );
}

/** One line for a menu card: "Allergens: Milk, Eggs; may contain Sesame". Nothing when none. */
export function AllergenSummary({ allergens }: { allergens: Allergens }) {
  const contains = allergenKeys.filter((key) => allergens[key] === 'contains');
  const mayContain = allergenKeys.filter((key) => allergens[key] === 'may_contain');
  if (contains.length === 0 && mayContain.length === 0) return null;
  const parts = [
    contains.length > 0 && contains.map((key) => ALLERGEN_NAMES[key]).join(', '),
    mayContain.length > 0 &&
      `may contain ${mayContain.map((key) => ALLERGEN_NAMES[key]).join(', ')}`,
  ].filter(Boolean);
  return <p className="text-sm">Allergens: {parts.join('; ')}</p>;
}
