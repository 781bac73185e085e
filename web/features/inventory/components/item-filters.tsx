import type { Category } from '../../../../contract/inventory.ts';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
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
  const set = (change: Partial<Filters>) => onChange({ ...filters, ...change });
  return (
    <div role="search" aria-label="Filter items" className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label="Search"
          type="search"
          autoComplete="off"
          value={filters.search}
          onChange={(event) => set({ search: event.target.value })}
        />
        <SelectField
          label="Category"
          value={filters.categoryId}
          onChange={(event) => set({ categoryId: event.target.value })}
        >
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
          <option value={NO_CATEGORY}>No category</option>
        </SelectField>
        <SelectField
          label="Storage area"
          value={filters.storageArea}
          onChange={(event) => set({ storageArea: event.target.value })}
        >
          <option value="">All areas</option>
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
          Below par only
        </label>
        <label className={CHECKBOX_LABEL}>
          <input
            type="checkbox"
            className={CHECKBOX}
            checked={filters.showArchived}
            onChange={(event) => set({ showArchived: event.target.checked })}
          />
          Show archived
        </label>
      </div>
    </div>
  );
}
