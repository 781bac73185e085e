import { z } from 'zod';

/**
 * The 14 allergens EU rules require on menus (Regulation 1169/2011, Annex II), by stable key,
 * in the regulation's order.
 */
export const allergenKeys = [
  'celery',
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'lupin',
  'milk',
  'molluscs',
  'mustard',
  'tree_nuts',
  'peanuts',
  'sesame',
  'soybeans',
  'sulphites',
] as const;
export type AllergenKey = (typeof allergenKeys)[number];
const allergenKey = z.enum(allergenKeys);

/** What each allergen key is called on a menu. */
export const ALLERGEN_NAMES: Record<AllergenKey, string> = {
  celery: 'Celery',
  gluten: 'Cereals containing gluten',
  crustaceans: 'Crustaceans',
  eggs: 'Eggs',
  fish: 'Fish',
  lupin: 'Lupin',
  milk: 'Milk',
  molluscs: 'Molluscs',
  mustard: 'Mustard',
  tree_nuts: 'Tree nuts',
  peanuts: 'Peanuts',
  sesame: 'Sesame',
  soybeans: 'Soybeans',
  sulphites: 'Sulphur dioxide and sulphites',
};

/** How an item holds an allergen: as an ingredient, or possibly (traces, shared equipment). */
const allergenPresences = ['contains', 'may_contain'] as const;
const allergenPresence = z.enum(allergenPresences);
export type AllergenPresence = z.infer<typeof allergenPresence>;

/** `{ "milk": "contains", "tree_nuts": "may_contain" }`: only the allergens it holds. */
export const allergens = z.partialRecord(allergenKey, allergenPresence);
export type Allergens = z.infer<typeof allergens>;
