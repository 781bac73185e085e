import { Plus } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { can } from '../../../contract/permissions.ts';
import { Button } from '../../components/ui/button.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { Page } from '../../components/ui/page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useLocation } from '../../lib/api/get-location.ts';
import { useCurrentLocation } from '../../lib/use-current-location.ts';
import { plural } from './amounts.ts';
import { useMenu, useMenuCategories } from './api/get-menu.ts';
import { AllergenSummary } from '../../components/allergen-list.tsx';
import { MenuFigures } from './components/menu-figures.tsx';
import { NewMenuItemDialog } from './components/new-menu-item-dialog.tsx';
import { EmptyState, LoadError } from '../../components/ui/query-states.tsx';
import {
  byCategory,
  matchesFilters,
  NO_CATEGORY,
  NO_FILTERS,
  SORT_LABELS,
  sortMenu,
} from './menu-list.ts';
import type { MenuSort } from './menu-list.ts';

/** The menu by category: price, cost, margin and food cost % of each item against the target. */
export function MenuScreen() {
  const { locationId = '' } = useParams();
  const location = useCurrentLocation();
  const editable = can(location?.role, 'catalog.edit');
  const menu = useMenu(locationId);
  const categories = useMenuCategories(locationId);
  const settings = useLocation(locationId);
  const currency = settings.data?.currency ?? 'USD';
  const target = settings.data?.target_food_cost_percent ?? null;
  const [filters, setFilters] = useState(NO_FILTERS);
  const deferred = useDeferredValue(filters);
  const [adding, setAdding] = useState(false);

  const groups = useMemo(
    () =>
      byCategory(
        sortMenu(
          (menu.data ?? []).filter((item) => matchesFilters(item, deferred)),
          deferred.sort,
        ),
      ),
    [menu.data, deferred],
  );
  const shown = groups.reduce((count, group) => count + group.items.length, 0);
  const set = (change: Partial<typeof filters>) => setFilters({ ...filters, ...change });

  let content;
  if (menu.isPending) {
    content = <Spinner label="Loading the menu…" />;
  } else if (menu.isError) {
    content = <LoadError error={menu.error} what="The menu" onRetry={() => void menu.refetch()} />;
  } else if (menu.data.length === 0) {
    content = (
      <EmptyState>
        <p>Nothing on the menu yet.</p>
        {editable && <p>Add a dish or a drink, then attach the recipes it is made of.</p>}
      </EmptyState>
    );
  } else if (shown === 0) {
    content = (
      <EmptyState>
        <p>No menu item matches these filters.</p>
      </EmptyState>
    );
  } else {
    const above = menu.data.filter((item) => item.above_target === true).length;
    content = (
      <>
        <p role="status" className="text-sm text-muted">
          {plural(shown, 'menu item')}
          {above > 0 && `, ${above} above the target food cost`}
        </p>
        {groups.map((group) => (
          <section
            key={group.category ?? NO_CATEGORY}
            aria-label={group.category ?? 'No category'}
            className="flex flex-col gap-3"
          >
            <h2 className="text-lg font-semibold">{group.category ?? 'No category'}</h2>
            <ul className="flex flex-col gap-3">
              {group.items.map((item) => (
                <li
                  key={item.id}
                  className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4"
                >
                  <div className="flex flex-wrap items-baseline gap-x-2">
                    <Link
                      to={`/dashboard/${locationId}/menu/${item.id}`}
                      className="inline-flex min-h-11 items-center text-lg font-semibold text-link underline"
                    >
                      {item.name}
                    </Link>
                    {!item.active && <span className="text-sm text-muted">(not on sale)</span>}
                  </div>
                  <MenuFigures figures={item} currency={currency} target={target} />
                  <AllergenSummary allergens={item.allergens} />
                  {!item.cost_complete && item.missing_costs.length > 0 && (
                    <p className="text-sm">No cost for: {item.missing_costs.join(', ')}</p>
                  )}
                  {item.recipes.length === 0 && (
                    <p className="text-sm text-muted">No recipe attached: its cost is unknown.</p>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </>
    );
  }

  return (
    <Page
      title="Menu"
      description={`What ${location?.name ?? 'this location'} sells, what each item costs to make and what it earns.`}
    >
      {editable && (
        <Button className="self-start" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" className="size-5" />
          New menu item
        </Button>
      )}
      <div role="search" aria-label="Filter the menu" className="grid gap-3 sm:grid-cols-3">
        <TextField
          label="Search"
          type="search"
          autoComplete="off"
          value={filters.search}
          onChange={(event) => set({ search: event.target.value })}
        />
        <SelectField
          label="Category"
          value={filters.category}
          onChange={(event) => set({ category: event.target.value })}
        >
          <option value="">All categories</option>
          {(categories.data ?? []).map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
          <option value={NO_CATEGORY}>No category</option>
        </SelectField>
        <SelectField
          label="Sort by"
          value={filters.sort}
          onChange={(event) => set({ sort: event.target.value as MenuSort })}
        >
          {(Object.keys(SORT_LABELS) as MenuSort[]).map((key) => (
            <option key={key} value={key}>
              {SORT_LABELS[key]}
            </option>
          ))}
        </SelectField>
      </div>
      {content}
      {adding && (
        <NewMenuItemDialog
          locationId={locationId}
          categories={categories.data ?? []}
          onClose={() => setAdding(false)}
        />
      )}
    </Page>
  );
}
