import { useStore } from '@nanostores/react';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { MenuItem, MenuStockItem } from '#contract/menu.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { Section } from '#web/components/ui/page.tsx';
import { formatMoney } from '#web/lib/amounts.ts';
import { failureMessage } from '#web/lib/form-errors.ts';
import { menuMessages } from '#web/lib/i18n/locales/en/menu.ts';
import { useUnitAmount } from '#web/lib/unit-amount.ts';
import { useStockItemChoices } from '../api/get-stock-item-choices.ts';
import { useRemoveMenuStockItem } from '../api/remove-menu-stock-item.ts';
import { MenuStockItemDialog } from './menu-stock-item-dialog.tsx';

interface MenuStockItemsProps {
  locationId: string;
  item: MenuItem;
  currency: string;
  /** A manager or an owner (`catalog.edit`): may add and remove them. */
  editable: boolean;
}

/**
 * The stock items one serving takes straight from stock (a bottle of beer, 175 ml of wine),
 * each with its cost; a manager adds one and removes one after saying yes. The item's figures
 * refresh with it (the whole menu prefix is invalidated).
 */
export function MenuStockItems({ locationId, item, currency, editable }: MenuStockItemsProps) {
  const t = useStore(menuMessages);
  const unitAmount = useUnitAmount();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<MenuStockItem | null>(null);
  // Read only once the picker opens: staff never load the stock for it.
  const stock = useStockItemChoices(locationId, editable && adding);
  const remove = useRemoveMenuStockItem(locationId, item.id);

  if (!editable && item.stock_items.length === 0) return null;

  function closeRemoval(): void {
    remove.reset();
    setRemoving(null);
  }

  return (
    <Section title={t.stockItems} description={t.stockItemsDescription}>
      {editable && (
        <Button className="self-start" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" className="size-5" />
          {t.addStockItem}
        </Button>
      )}
      {item.stock_items.length === 0 ? (
        <p className="text-muted">{t.noStockItemYet}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t.stockItemsOfItem}>
          {item.stock_items.map((line) => (
            <li
              key={line.id}
              className="flex flex-col gap-1 rounded-lg border border-border bg-surface p-3"
            >
              <span className="font-medium">{line.name}</span>
              <p className="text-sm text-muted">
                {unitAmount(line.quantity, line.unit)} ·{' '}
                {line.cost !== null ? (
                  formatMoney(line.cost, currency)
                ) : (
                  <span className="font-medium text-warning">
                    {line.missing_reason === 'no_conversion' ? t.noConversion : t.costMissing}
                  </span>
                )}
              </p>
              {editable && (
                <Button
                  variant="ghost"
                  className="self-start"
                  aria-label={t.removeName({ name: line.name })}
                  onClick={() => setRemoving(line)}
                >
                  {t.remove}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {adding && (
        <MenuStockItemDialog
          locationId={locationId}
          item={item}
          stock={stock}
          onRetry={() => void stock.refetch()}
          onClose={() => setAdding(false)}
        />
      )}
      {removing && (
        <ModalDialog
          role="alertdialog"
          title={t.removeStockItemTitle({ name: removing.name })}
          onClose={closeRemoval}
        >
          <p>{t.removeStockItemText}</p>
          {remove.isError && (
            <FormAlert>
              {failureMessage(remove.error, t.removeFailed({ name: removing.name }))}
            </FormAlert>
          )}
          <div className="flex flex-col gap-2 sm:flex-row-reverse">
            <Button
              variant="danger"
              aria-disabled={remove.isPending || undefined}
              onClick={() => {
                if (!remove.isPending) {
                  remove.mutate(removing.id, { onSuccess: () => setRemoving(null) });
                }
              }}
            >
              {remove.isPending ? t.removing : t.remove}
            </Button>
            <Button variant="secondary" data-autofocus onClick={closeRemoval}>
              {t.cancel}
            </Button>
          </div>
        </ModalDialog>
      )}
    </Section>
  );
}
