import { useStore } from '@nanostores/react';
import { Check } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import type { Item } from '#contract/inventory.ts';
import { Button } from '#web/components/ui/button.tsx';
import { SearchField } from '#web/components/ui/search-field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { failureMessage } from '#web/lib/form-errors.ts';
import { Interpolate } from '#web/lib/i18n/interpolate.tsx';
import { shoppingMessages } from '#web/lib/i18n/locales/en/shopping.ts';
import { useKnownMessage } from '#web/lib/i18n/use-known-message.ts';
import { useInventoryItems } from '../api/get-inventory-items.ts';
import { LoadError } from '#web/components/ui/query-states.tsx';
import { NewItemForm, type NewItemDraft } from './new-item-form.tsx';

/** Most matches shown at once: typing narrows the rest down. */
const SHOWN = 50;

interface ItemPickerDialogProps {
  locationId: string;
  title: string;
  /** The item linked now, if any. */
  currentId: string | null;
  /** What the search starts with (the line's own name is a good first guess). */
  initialSearch?: string;
  pending?: boolean;
  error?: unknown;
  onPick: (item: Item | null) => void;
  onClose: () => void;
  /** When given, an item can be made from the line instead, and is picked once made. */
  newItem?: NewItemDraft;
}

function matches(item: Item, words: string[]): boolean {
  const haystack = `${item.name} ${item.sku ?? ''} ${item.category ?? ''}`.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** Finds an inventory item by typing part of its name, SKU or category, and picks it. */
export function ItemPickerDialog({
  locationId,
  title,
  currentId,
  initialSearch = '',
  pending = false,
  error,
  onPick,
  onClose,
  newItem,
}: ItemPickerDialogProps) {
  const t = useStore(shoppingMessages);
  const known = useKnownMessage();
  const items = useInventoryItems(locationId);
  const [search, setSearch] = useState(initialSearch);
  const [creating, setCreating] = useState(false);
  const deferred = useDeferredValue(search);
  const found = useMemo(() => {
    const words = deferred.toLowerCase().split(/\s+/).filter(Boolean);
    return (items.data ?? [])
      .filter((item) => !item.archived && matches(item, words))
      .sort((a, b) => a.name.localeCompare(b.name));
  }, [items.data, deferred]);

  return (
    <ModalDialog title={title} onClose={onClose} size="lg">
      <SearchField
        label={t.searchItems}
        placeholder={t.searchItems}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {error != null && <FormAlert>{known(failureMessage(error, t.lineNotLinked))}</FormAlert>}
      {items.isPending ? (
        <Spinner label={t.loadingItems} />
      ) : items.isError ? (
        <LoadError
          error={items.error}
          message={t.itemsNotLoaded}
          onRetry={() => void items.refetch()}
        />
      ) : found.length === 0 ? (
        <p className="text-muted">
          {deferred.trim() ? (
            // A slot rather than a parameter: what was typed may hold "$&".
            <Interpolate message={t.noItemMatches} values={{ search: deferred }} />
          ) : (
            t.noItemsYet
          )}
        </p>
      ) : (
        <>
          <p role="status" className="text-sm text-muted">
            {found.length > SHOWN
              ? t.manyItemsMatch({ count: found.length, shown: SHOWN })
              : t.itemsMatch(found.length)}
          </p>
          <ul className="flex max-h-80 flex-col overflow-y-auto">
            {found.slice(0, SHOWN).map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  aria-disabled={pending || undefined}
                  onClick={() => {
                    if (!pending) onPick(item);
                  }}
                  className="flex min-h-11 w-full items-center gap-2 rounded-lg px-3 py-2 text-left hover:bg-surface-hover"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium">{item.name}</span>
                    <span className="block text-sm text-muted">
                      {item.unit}
                      {item.category && ` · ${item.category}`}
                      {item.sku && ` · ${t.sku({ sku: item.sku })}`}
                    </span>
                  </span>
                  {item.id === currentId && (
                    <span className="inline-flex items-center gap-1 text-sm">
                      <Check aria-hidden="true" className="size-4" /> {t.linkedNow}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {newItem &&
        (creating ? (
          <NewItemForm locationId={locationId} draft={newItem} onCreated={onPick} />
        ) : (
          <Button variant="secondary" onClick={() => setCreating(true)}>
            {t.newItemInstead}
          </Button>
        ))}
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        {currentId !== null && (
          <Button
            variant="secondary"
            aria-disabled={pending || undefined}
            onClick={() => {
              if (!pending) onPick(null);
            }}
          >
            {t.unlink}
          </Button>
        )}
        <Button variant="ghost" onClick={onClose}>
          {t.cancel}
        </Button>
      </div>
    </ModalDialog>
  );
}
