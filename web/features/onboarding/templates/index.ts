import { barTemplate } from './bar.ts';
import { cafeTemplate } from './cafe.ts';
import { restaurantTemplate } from './restaurant.ts';
import type { Template, TemplateItem } from './template-types.ts';

export const templates: Template[] = [barTemplate, restaurantTemplate, cafeTemplate];

/** An import row: starting stock is the par level, until the first count corrects it. */
export function importRowOf(item: TemplateItem): Record<string, unknown> {
  return {
    name: item.name,
    category: item.category,
    unit: item.unit,
    quantity: item.par_level,
    unit_content: item.unit_content,
    unit_content_unit: item.unit_content_unit,
    par_level: item.par_level,
    cost_per_unit: item.cost_per_unit,
    storage_area: item.storage_area,
  };
}
