import { useStore } from '@nanostores/react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { Item } from '#contract/inventory.ts';
import { Button } from '#web/components/ui/button.tsx';
import { formatQuantity, formatUnitPrice } from '#web/lib/amounts.ts';
import { inventoryMessages } from '#web/lib/i18n/locales/en/inventory.ts';
import { useUnitAmount } from '#web/lib/unit-amount.ts';
import type { Sort, SortKey } from '../item-list.ts';

interface ItemsTableProps {
  items: Item[];
  /** The location's currency, for the costs. */
  currency: string;
  sort: Sort;
  onSort: (key: SortKey) => void;
  /** Absent for staff: the list is read-only. */
  onEdit?: (item: Item) => void;
  onArchive?: (item: Item) => void;
}

const COLUMNS: SortKey[] = [
  'name',
  'category',
  'quantity',
  'par_level',
  'cost_per_unit',
  'storage_area',
];

function amount(value: number | null): string {
  return value === null ? '—' : formatQuantity(value);
}

function Actions({
  item,
  onEdit,
  onArchive,
}: Pick<ItemsTableProps, 'onEdit' | 'onArchive'> & { item: Item }) {
  const t = useStore(inventoryMessages);
  if (!onEdit || !onArchive) return null;
  return (
    <div className="flex flex-wrap gap-2 md:flex-nowrap">
      <Button
        variant="secondary"
        onClick={() => onEdit(item)}
        aria-label={t.editItem({ name: item.name })}
      >
        {t.edit}
      </Button>
      {!item.archived && (
        <Button
          variant="ghost"
          onClick={() => onArchive(item)}
          aria-label={t.archiveItem({ name: item.name })}
        >
          {t.archive}
        </Button>
      )}
    </div>
  );
}

function Name({ item, oneLine = false }: { item: Item; oneLine?: boolean }) {
  const t = useStore(inventoryMessages);
  const marks = (
    <>
      {item.archived && ' '}
      {item.archived && (
        <span className="ml-2 shrink-0 text-sm font-normal text-muted">{t.archived}</span>
      )}
      {item.below_par && ' '}
      {item.below_par && (
        <span className="ml-2 shrink-0 text-sm font-normal text-danger">{t.belowPar}</span>
      )}
    </>
  );
  // In the table a long name is cut short with an ellipsis (whole on hover and in the form),
  // so the marks stay in view and the row stays one line.
  return oneLine ? (
    <span className="flex min-w-0 items-center font-medium">
      <span className="truncate" title={item.name}>
        {item.name}
      </span>
      {marks}
    </span>
  ) : (
    <span className="font-medium">
      {item.name}
      {marks}
    </span>
  );
}

/**
 * The items: a sortable table on wide screens, one card per item on phones. A row stays on
 * one line: a long name is cut short, and a table still too wide scrolls by itself.
 */
export function ItemsTable({ items, currency, sort, onSort, onEdit, onArchive }: ItemsTableProps) {
  const t = useStore(inventoryMessages);
  const editable = Boolean(onEdit && onArchive);
  const labels: Record<SortKey, string> = {
    name: t.name,
    category: t.category,
    quantity: t.quantity,
    par_level: t.par,
    cost_per_unit: t.cost,
    storage_area: t.storageArea,
  };
  const withUnit = useUnitAmount();
  const cost = (item: Item) => formatUnitPrice(item.cost_per_unit, currency);
  return (
    <>
      {/* Too wide for a narrow tablet: the table scrolls, never the page. */}
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full border-collapse text-left whitespace-nowrap">
          <caption className="sr-only">
            {t.itemsSortedBy({ column: labels[sort.key], direction: t[sort.direction] })}
          </caption>
          <thead>
            <tr className="border-b border-border">
              {COLUMNS.map((key) => {
                const active = sort.key === key;
                const Icon = !active
                  ? ArrowUpDown
                  : sort.direction === 'ascending'
                    ? ArrowUp
                    : ArrowDown;
                return (
                  <th
                    key={key}
                    scope="col"
                    aria-sort={active ? sort.direction : 'none'}
                    className="p-1"
                  >
                    <button
                      type="button"
                      onClick={() => onSort(key)}
                      className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 font-semibold hover:bg-surface-hover"
                    >
                      {labels[key]}
                      <Icon aria-hidden="true" className="size-4" />
                    </button>
                  </th>
                );
              })}
              {editable && (
                <th scope="col" className="p-3">
                  <span className="sr-only">{t.actions}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} className="border-b border-border align-middle">
                {/* Takes the width the other columns leave, no more: a long name truncates. */}
                <th scope="row" className="w-full max-w-0 p-3 text-left font-normal">
                  <Name item={item} oneLine />
                </th>
                <td className="p-3">{item.category ?? '—'}</td>
                <td className="p-3">{withUnit(item.quantity, item.unit)}</td>
                <td className="p-3">{amount(item.par_level)}</td>
                <td className="p-3 tabular-nums">{cost(item)}</td>
                <td className="p-3">{item.storage_area ?? '—'}</td>
                {editable && (
                  <td className="p-1">
                    <Actions item={item} onEdit={onEdit} onArchive={onArchive} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden" aria-label={t.items}>
        {items.map((item) => (
          <li
            key={item.id}
            className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-3"
          >
            <Name item={item} />
            <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted">{t.category}</dt>
              <dd>{item.category ?? '—'}</dd>
              <dt className="text-muted">{t.quantity}</dt>
              <dd>{withUnit(item.quantity, item.unit)}</dd>
              <dt className="text-muted">{t.par}</dt>
              <dd>{amount(item.par_level)}</dd>
              <dt className="text-muted">{t.cost}</dt>
              <dd>{cost(item)}</dd>
              <dt className="text-muted">{t.storageArea}</dt>
              <dd>{item.storage_area ?? '—'}</dd>
            </dl>
            <Actions item={item} onEdit={onEdit} onArchive={onArchive} />
          </li>
        ))}
      </ul>
    </>
  );
}
