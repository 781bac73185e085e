/** One starter item: [name, category, unit, content, content unit, par level, cost per unit]. */
export type TemplateItemTuple = [
  string,
  string,
  string,
  number | null,
  string | null,
  number,
  number,
];

export interface TemplateItem {
  key: string;
  name: string;
  category: string;
  unit: string;
  unit_content: number | null;
  unit_content_unit: string | null;
  par_level: number;
  cost_per_unit: number;
  storage_area: string;
}

export interface Template {
  /** Also names its title and description among the onboarding messages. */
  id: 'bar' | 'restaurant' | 'cafe';
  categories: string[];
  storageAreas: string[];
  items: TemplateItem[];
}

/** Expands tuples, each category stored in the area `areaOf` names. */
export function expand(
  id: Template['id'],
  tuples: TemplateItemTuple[],
  areaOf: (category: string) => string,
): TemplateItem[] {
  return tuples.map(([name, category, unit, content, contentUnit, par, cost], index) => ({
    key: `${id}-${index}`,
    name,
    category,
    unit,
    unit_content: content,
    unit_content_unit: contentUnit,
    par_level: par,
    cost_per_unit: cost,
    storage_area: areaOf(category),
  }));
}
