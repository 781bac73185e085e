import { useStore } from '@nanostores/react';
import { Download, Plus, Upload } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { Item } from '#contract/inventory.ts';
import { can } from '#contract/permissions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { Page } from '#web/components/ui/page.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { downloadText } from '#web/lib/csv.ts';
import { failureMessage } from '#web/lib/form-errors.ts';
import { inventoryMessages } from '#web/lib/i18n/locales/en/inventory.ts';
import { useCurrency } from '#web/lib/use-currency.ts';
import { useCurrentLocation } from '#web/lib/use-current-location.ts';
import { useCatalog } from './api/get-catalog.ts';
import { useCategories } from './api/get-categories.ts';
import { useArchiveItem } from './api/archive-item.ts';
import { CategoriesPanel } from './components/categories-panel.tsx';
import { ImportDialog } from './components/import-dialog.tsx';
import { ItemDialog } from './components/item-dialog.tsx';
import { ItemFilters } from './components/item-filters.tsx';
import { ItemsTable } from './components/items-table.tsx';
import { itemsCsv } from '#contract/items-csv.ts';
import { matchesFilters, NO_FILTERS, sortItems, storageAreas } from './item-list.ts';
import type { Sort, SortKey } from './item-list.ts';

type Editing = { mode: 'create' } | { mode: 'edit'; item: Item };

/** The catalog: every item with its unit, category, par level and cost; managers edit it. */
export function ItemsScreen() {
  const t = useStore(inventoryMessages);
  const { locationId = '' } = useParams();
  const location = useCurrentLocation();
  const currency = useCurrency(locationId);
  const editable = can(location?.role, 'catalog.edit');
  const catalog = useCatalog(locationId);
  const categories = useCategories(locationId);
  const archive = useArchiveItem(locationId);
  const [filters, setFilters] = useState(NO_FILTERS);
  const deferredFilters = useDeferredValue(filters);
  const [sort, setSort] = useState<Sort>({ key: 'name', direction: 'ascending' });
  const [editing, setEditing] = useState<Editing | null>(null);
  // ?edit=<item id> opens that item's form (the recipes' costing problems link here).
  const [searchParams, setSearchParams] = useSearchParams();
  const editId = searchParams.get('edit');
  const [archiving, setArchiving] = useState<Item | null>(null);
  const [importing, setImporting] = useState(false);

  const all = useMemo(() => catalog.data ?? [], [catalog.data]);
  const areas = useMemo(() => storageAreas(all), [all]);
  const linked = editable && editId ? all.find((item) => item.id === editId) : undefined;
  const open: Editing | null = editing ?? (linked ? { mode: 'edit', item: linked } : null);

  function closeEditing(): void {
    setEditing(null);
    if (editId) {
      setSearchParams(
        (params) => {
          params.delete('edit');
          return params;
        },
        { replace: true },
      );
    }
  }
  const shown = useMemo(
    () =>
      sortItems(
        all.filter((item) => matchesFilters(item, deferredFilters)),
        sort,
      ),
    [all, deferredFilters, sort],
  );

  function onSort(key: SortKey): void {
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { key, direction: 'ascending' },
    );
  }

  function confirmArchive(item: Item): void {
    archive.mutate(item.id, { onSuccess: () => setArchiving(null) });
  }

  return (
    <Page
      title={t.items}
      // Seven columns and the actions: a row reads on one line only with the whole width.
      width="full"
      description={t.itemsDescription({
        location: location ? location.name : t.thisLocation,
      })}
    >
      <div className="flex flex-wrap gap-2">
        {editable && (
          <>
            <Button onClick={() => setEditing({ mode: 'create' })}>
              <Plus aria-hidden="true" className="size-5" />
              {t.addAnItem}
            </Button>
            <Button variant="secondary" onClick={() => setImporting(true)}>
              <Upload aria-hidden="true" className="size-5" />
              {t.importCsv}
            </Button>
          </>
        )}
        <Button
          variant="secondary"
          disabled={shown.length === 0}
          onClick={() => downloadText(itemsCsv(shown), 'items.csv')}
        >
          <Download aria-hidden="true" className="size-5" />
          {t.exportCsv}
        </Button>
      </div>
      <ItemFilters
        filters={filters}
        categories={categories.data ?? []}
        areas={areas}
        onChange={setFilters}
      />
      {catalog.isPending ? (
        <Spinner label={t.loadingItems} />
      ) : catalog.isError ? (
        <FormAlert>
          <p>{failureMessage(catalog.error, t.itemsFailed)}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void catalog.refetch()}>
            {t.tryAgain}
          </Button>
        </FormAlert>
      ) : all.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted">
          {editable ? t.noItemsYetAdd : t.noItemsYet}
        </p>
      ) : shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted">
          {t.noItemMatchesFilters}
        </p>
      ) : (
        <>
          <p role="status" className="text-sm text-muted">
            {t.itemCount(shown.length)}
          </p>
          <ItemsTable
            items={shown}
            currency={currency}
            sort={sort}
            onSort={onSort}
            onEdit={editable ? (item) => setEditing({ mode: 'edit', item }) : undefined}
            onArchive={editable ? setArchiving : undefined}
          />
        </>
      )}
      {editable && categories.data && (
        <CategoriesPanel locationId={locationId} categories={categories.data} />
      )}
      {open && (
        <ItemDialog
          locationId={locationId}
          item={open.mode === 'edit' ? open.item : undefined}
          categories={categories.data ?? []}
          areas={areas}
          onClose={closeEditing}
        />
      )}
      {importing && <ImportDialog locationId={locationId} onClose={() => setImporting(false)} />}
      {archiving && (
        <ModalDialog
          role="alertdialog"
          title={t.archiveTitle({ name: archiving.name })}
          onClose={() => {
            archive.reset();
            setArchiving(null);
          }}
        >
          <p>{t.archiveExplanation}</p>
          {archive.isError && (
            <FormAlert>{failureMessage(archive.error, t.archiveFailed)}</FormAlert>
          )}
          <div className="flex flex-col gap-2 sm:flex-row-reverse">
            <Button
              variant="danger"
              onClick={() => confirmArchive(archiving)}
              aria-disabled={archive.isPending || undefined}
            >
              {archive.isPending ? t.archiving : t.archive}
            </Button>
            <Button variant="secondary" data-autofocus onClick={() => setArchiving(null)}>
              {t.cancel}
            </Button>
          </div>
        </ModalDialog>
      )}
    </Page>
  );
}
