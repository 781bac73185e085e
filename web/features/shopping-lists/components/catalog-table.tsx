import { useStore } from '@nanostores/react';
import { History, Link2, Pencil, Star, Trash2 } from 'lucide-react';
import type { VendorItem } from '#contract/vendors.ts';
import { ScrollRegion } from '#web/components/ui/scroll-region.tsx';
import { cn } from '#web/lib/cn.ts';
import { vendorsMessages } from '#web/lib/i18n/locales/en/vendors.ts';
import { formatMoney, formatQuantity } from '#web/lib/amounts.ts';
import { AmountInput } from './amount-input.tsx';

interface CatalogTableProps {
  lines: VendorItem[];
  currency: string;
  /** Editing handlers; absent for someone who may only look. */
  edit?: {
    onPrice: (line: VendorItem, price: number) => void;
    onPreferred: (line: VendorItem, preferred: boolean) => void;
    onLink: (line: VendorItem) => void;
    onEdit: (line: VendorItem) => void;
    onDelete: (line: VendorItem) => void;
  };
  onHistory: (line: VendorItem) => void;
}

const ICON_BUTTON =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-surface-hover';

/** The catalogue: each line's pack, price (typed in place), our item and preferred flag. */
export function CatalogTable({ lines, currency, edit, onHistory }: CatalogTableProps) {
  const t = useStore(vendorsMessages);
  return (
    <ScrollRegion label={t.catalogueScrolls}>
      <table className="w-full min-w-[40rem] border-collapse text-left">
        <caption className="sr-only">{t.catalogueLines}</caption>
        <thead>
          <tr className="border-b border-border text-sm text-muted">
            <th scope="col" className="p-2 font-medium">
              {t.line}
            </th>
            <th scope="col" className="p-2 font-medium">
              {t.pack}
            </th>
            <th scope="col" className="p-2 text-right font-medium">
              {t.pricePerPack}
            </th>
            <th scope="col" className="p-2 font-medium">
              {t.inventoryItem}
            </th>
            <th scope="col" className="p-2 font-medium">
              {t.preferred}
            </th>
            <th scope="col" className="p-2 font-medium">
              <span className="sr-only">{t.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id} className="border-b border-border align-middle">
              <th scope="row" className="p-2 font-normal">
                <span className="block font-medium">{line.name}</span>
                {line.sku && (
                  <span className="block text-sm text-muted">{t.skuOf({ sku: line.sku })}</span>
                )}
              </th>
              <td className="p-2 text-sm">
                {line.pack_description ?? t.perPack({ quantity: formatQuantity(line.pack_size) })}
                {line.pack_description && (
                  <span className="block text-muted">
                    {t.perPack({ quantity: formatQuantity(line.pack_size) })}
                  </span>
                )}
              </td>
              <td className="p-2 text-right tabular-nums">
                {edit ? (
                  <AmountInput
                    label={t.pricePerPackOf({ name: line.name })}
                    value={line.price}
                    onCommit={(price) => {
                      if (price !== null) edit.onPrice(line, price);
                    }}
                  />
                ) : (
                  formatMoney(line.price, currency)
                )}
                {line.previous_price !== null && (
                  <span className="block text-sm text-muted">
                    {t.wasPrice({ price: formatMoney(line.previous_price, currency) })}
                  </span>
                )}
              </td>
              <td className="p-2">
                {edit ? (
                  <button
                    type="button"
                    aria-label={
                      line.inventory_item_name
                        ? t.changeItemOf({ item: line.inventory_item_name, name: line.name })
                        : t.linkItemFor({ name: line.name })
                    }
                    onClick={() => edit.onLink(line)}
                    className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-left underline hover:bg-surface-hover"
                  >
                    <Link2 aria-hidden="true" className="size-4 shrink-0" />
                    {line.inventory_item_name ?? t.linkAnItem}
                  </button>
                ) : (
                  (line.inventory_item_name ?? <span className="text-muted">{t.notLinked}</span>)
                )}
              </td>
              <td className="p-2">
                {edit ? (
                  <button
                    type="button"
                    aria-pressed={line.is_preferred}
                    aria-label={t.preferredLineFor({ name: line.inventory_item_name ?? line.name })}
                    title={line.inventory_item_id === null ? t.linkItemFirst : t.buyFromLine}
                    disabled={line.inventory_item_id === null}
                    onClick={() => edit.onPreferred(line, !line.is_preferred)}
                    className={cn(ICON_BUTTON, 'disabled:cursor-not-allowed disabled:opacity-40')}
                  >
                    <Star
                      aria-hidden="true"
                      className={cn('size-5', line.is_preferred && 'fill-current text-link')}
                    />
                  </button>
                ) : line.is_preferred ? (
                  t.preferred
                ) : (
                  <span className="sr-only">{t.no}</span>
                )}
              </td>
              <td className="p-2">
                <div className="flex justify-end">
                  <button
                    type="button"
                    className={ICON_BUTTON}
                    aria-label={t.priceHistoryOf({ name: line.name })}
                    onClick={() => onHistory(line)}
                  >
                    <History aria-hidden="true" className="size-5" />
                  </button>
                  {edit && (
                    <>
                      <button
                        type="button"
                        className={ICON_BUTTON}
                        aria-label={t.editNamed({ name: line.name })}
                        onClick={() => edit.onEdit(line)}
                      >
                        <Pencil aria-hidden="true" className="size-5" />
                      </button>
                      <button
                        type="button"
                        className={ICON_BUTTON}
                        aria-label={t.deleteLabel({ name: line.name })}
                        onClick={() => edit.onDelete(line)}
                      >
                        <Trash2 aria-hidden="true" className="size-5 text-danger" />
                      </button>
                    </>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
