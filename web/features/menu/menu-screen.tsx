import { useStore } from '@nanostores/react';
import { Plus } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { can } from '#contract/permissions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField, TextField } from '#web/components/ui/field.tsx';
import { Page } from '#web/components/ui/page.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useLocation } from '#web/lib/api/get-location.ts';
import { menuMessages } from '#web/lib/i18n/locales/en/menu.ts';
import { useCurrentLocation } from '#web/lib/use-current-location.ts';
import { useMenuCategories } from './api/get-menu-categories.ts';
import { useMenu } from './api/get-menu.ts';
import { AllergenSummary } from '#web/components/allergen-list.tsx';
import { MenuFigures } from './components/menu-figures.tsx';
import { NewMenuItemDialog } from './components/new-menu-item-dialog.tsx';
import { EmptyState, LoadError } from '#web/components/ui/query-states.tsx';
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
  const t = useStore(menuMessages);
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
    content = <Spinner label={t.loadingMenu} />;
  } else if (menu.isError) {
    content = (
      <LoadError
        error={menu.error}
        message={t.menuLoadFailed}
        onRetry={() => void menu.refetch()}
      />
    );
  } else if (menu.data.length === 0) {
    content = (
      <EmptyState>
        <p>{t.emptyMenu}</p>
        {editable && <p>{t.emptyMenuHint}</p>}
      </EmptyState>
    );
  } else if (shown === 0) {
    content = (
      <EmptyState>
        <p>{t.noMatch}</p>
      </EmptyState>
    );
  } else {
    const above = menu.data.filter((item) => item.above_target === true).length;
    content = (
      <>
        <p role="status" className="text-sm text-muted">
          {above > 0
            ? t.menuItemCountAbove({ items: t.menuItemCount(shown), above })
            : t.menuItemCount(shown)}
        </p>
        {groups.map((group) => (
          <section
            key={group.category ?? NO_CATEGORY}
            aria-label={group.category ?? t.noCategory}
            className="flex flex-col gap-3"
          >
            <h2 className="text-lg font-semibold">{group.category ?? t.noCategory}</h2>
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
                    {!item.active && <span className="text-sm text-muted">{t.notOnSale}</span>}
                  </div>
                  <MenuFigures figures={item} currency={currency} target={target} />
                  <AllergenSummary allergens={item.allergens} />
                  {!item.cost_complete && item.missing_costs.length > 0 && (
                    <p className="text-sm">
                      {t.noCostFor({ names: item.missing_costs.join(', ') })}
                    </p>
                  )}
                  {item.recipes.length === 0 && item.stock_items.length === 0 && (
                    <p className="text-sm text-muted">{t.noRecipeAttached}</p>
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
      title={t.title}
      description={t.description({ location: location?.name ?? t.thisLocation })}
    >
      {editable && (
        <Button className="self-start" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" className="size-5" />
          {t.newMenuItem}
        </Button>
      )}
      <div role="search" aria-label={t.filterMenu} className="grid gap-3 sm:grid-cols-3">
        <TextField
          label={t.search}
          type="search"
          autoComplete="off"
          value={filters.search}
          onChange={(event) => set({ search: event.target.value })}
        />
        <SelectField
          label={t.category}
          value={filters.category}
          onChange={(event) => set({ category: event.target.value })}
        >
          <option value="">{t.allCategories}</option>
          {(categories.data ?? []).map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
          <option value={NO_CATEGORY}>{t.noCategory}</option>
        </SelectField>
        <SelectField
          label={t.sortBy}
          value={filters.sort}
          onChange={(event) => set({ sort: event.target.value as MenuSort })}
        >
          {(Object.keys(SORT_LABELS) as MenuSort[]).map((key) => (
            <option key={key} value={key}>
              {t[SORT_LABELS[key]]}
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
