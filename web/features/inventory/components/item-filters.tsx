import { useStore } from '@nanostores/react';
import type { Category } from '#contract/inventory.ts';
import { SelectField, TextField } from '#web/components/ui/field.tsx';
import { inventoryMessages } from '#web/lib/i18n/locales/en/inventory.ts';
import { NO_CATEGORY } from '../item-list.ts';
import type { ItemFilters as Filters } from '../item-list.ts';

interface ItemFiltersProps {
  filters: Filters;
  categories: Category[];
  areas: string[];
  onChange: (filters: Filters) => void;
}

const CHECKBOX_LABEL = 'inline-flex min-h-11 items-center gap-2 font-medium';
const CHECKBOX = 'size-5 accent-primary';

export function ItemFilters({ filters, categories, areas, onChange }: ItemFiltersProps) {
  const t = useStore(inventoryMessages);
  const set = (change: Partial<Filters>) => onChange({ ...filters, ...change });
  return (
    <div role="search" aria-label={t.filterItems} className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label={t.search}
          type="search"
          autoComplete="off"
          value={filters.search}
          onChange={(event) => set({ search: event.target.value })}
        />
        <SelectField
          label={t.category}
          value={filters.categoryId}
          onChange={(event) => set({ categoryId: event.target.value })}
        >
          <option value="">{t.allCategories}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
          <option value={NO_CATEGORY}>{t.noCategory}</option>
        </SelectField>
        <SelectField
          label={t.storageArea}
          value={filters.storageArea}
          onChange={(event) => set({ storageArea: event.target.value })}
        >
          <option value="">{t.allAreas}</option>
          {areas.map((area) => (
            <option key={area} value={area}>
              {area}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="flex flex-wrap gap-x-6">
        <label className={CHECKBOX_LABEL}>
          <input
            type="checkbox"
            className={CHECKBOX}
            checked={filters.belowPar}
            onChange={(event) => set({ belowPar: event.target.checked })}
          />
          {t.belowParOnly}
        </label>
        <label className={CHECKBOX_LABEL}>
          <input
            type="checkbox"
            className={CHECKBOX}
            checked={filters.showArchived}
            onChange={(event) => set({ showArchived: event.target.checked })}
          />
          {t.showArchived}
        </label>
      </div>
    </div>
  );
}
