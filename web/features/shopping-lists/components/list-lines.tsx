import { useStore } from '@nanostores/react';
import { Trash2 } from 'lucide-react';
import type { ListItem } from '#contract/shopping-lists.ts';
import { shoppingMessages } from '#web/lib/i18n/locales/en/shopping.ts';
import { unitsMessages } from '#web/lib/i18n/locales/en/units.ts';
import { formatMoney, formatUnitPrice } from '#web/lib/amounts.ts';
import type { UnitWords } from '#web/lib/unit-amount.ts';
import { lineQuantityText, packSizeText, stockText } from '../list-format.ts';
import { lineTotal } from '../line-totals.ts';
import { AmountInput } from './amount-input.tsx';

/** What a line holds while it is being changed: typed packs and price, not yet saved. */
export interface LineDraft {
  /** undefined: as saved (or unreadable while typing). */
  quantity?: number;
  /** null: no price; undefined: as saved. */
  unit_price?: number | null;
}

/** The line's figures with what is being typed over them. */
export function withDraft(line: ListItem, draft: LineDraft | undefined) {
  return {
    quantity: draft?.quantity ?? line.quantity,
    unit_price: draft?.unit_price !== undefined ? draft.unit_price : line.unit_price,
  };
}

interface ListLinesProps {
  lines: ListItem[];
  currency: string;
  drafts: Record<string, LineDraft>;
  /** Editing handlers; absent when the list is read only (sent, received, or staff). */
  edit?: {
    onDraft: (line: ListItem, draft: LineDraft) => void;
    onCommit: (line: ListItem, change: { quantity?: number; unit_price?: number | null }) => void;
    onRemove: (line: ListItem) => void;
  };
}

type Messages = ReturnType<typeof shoppingMessages.get>;

function packText(line: ListItem, t: Messages, words: UnitWords): string | null {
  const parts = [
    line.pack_description,
    packSizeText(line, t, words),
    line.sku && t.sku({ sku: line.sku }),
  ];
  return parts.filter(Boolean).join(' · ') || null;
}

/** A list's lines: packs and price per pack (typed in place on a draft) and the line's total. */
export function ListLines({ lines, currency, drafts, edit }: ListLinesProps) {
  const t = useStore(shoppingMessages);
  const words = useStore(unitsMessages);
  return (
    <ul className="flex flex-col divide-y divide-border rounded-xl border border-border bg-surface">
      {lines.map((line) => {
        const figures = withDraft(line, drafts[line.id]);
        const total = lineTotal(figures.quantity, figures.unit_price);
        const pack = packText(line, t, words);
        const stock = stockText(line, t, words);
        return (
          <li key={line.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center">
            <div className="min-w-0 flex-1">
              <p className="font-medium">{line.name}</p>
              {pack && <p className="text-sm text-muted">{pack}</p>}
              {stock && <p className="text-sm text-muted">{stock}</p>}
              {line.notes && <p className="text-sm text-muted">{line.notes}</p>}
            </div>
            <div className="flex flex-wrap items-center gap-2">
              {edit ? (
                <>
                  <span className="flex items-center gap-1 text-sm text-muted">
                    <AmountInput
                      label={t.packsOf({ name: line.name })}
                      value={line.quantity}
                      positive
                      className="w-20"
                      onDraft={(quantity) =>
                        edit.onDraft(line, { ...drafts[line.id], quantity: quantity ?? undefined })
                      }
                      onCommit={(quantity) => {
                        if (quantity !== null) edit.onCommit(line, { quantity });
                      }}
                    />
                    <span aria-hidden="true">×</span>
                  </span>
                  <AmountInput
                    label={t.pricePerPackOf({ name: line.name })}
                    value={line.unit_price}
                    allowEmpty
                    placeholder={t.noPrice}
                    onDraft={(price) =>
                      edit.onDraft(line, {
                        ...drafts[line.id],
                        unit_price: price === undefined ? undefined : price,
                      })
                    }
                    onCommit={(unit_price) => edit.onCommit(line, { unit_price })}
                  />
                </>
              ) : (
                <span className="tabular-nums">
                  {lineQuantityText({ ...line, quantity: figures.quantity }, t, words)} ×{' '}
                  {figures.unit_price === null
                    ? t.noPrice
                    : formatUnitPrice(figures.unit_price, currency)}
                </span>
              )}
              <span className="min-w-24 text-right font-medium tabular-nums">
                <span className="sr-only">{t.totalOf({ name: line.name })} </span>
                {total === null ? t.noPrice : formatMoney(total, currency)}
              </span>
              {edit && (
                <button
                  type="button"
                  aria-label={t.removeLine({ name: line.name })}
                  onClick={() => edit.onRemove(line)}
                  className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-surface-hover"
                >
                  <Trash2 aria-hidden="true" className="size-5 text-danger" />
                </button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
