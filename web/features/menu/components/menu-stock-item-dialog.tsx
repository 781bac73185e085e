import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Item } from '#contract/inventory.ts';
import type { MenuItem } from '#contract/menu.ts';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField, TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { failureMessage, showSubmitError } from '#web/lib/form-errors.ts';
import { menuMessages } from '#web/lib/i18n/locales/en/menu.ts';
import { useAddMenuStockItem } from '../api/add-menu-stock-item.ts';
import { MENU_STOCK_ITEM_FIELDS, menuStockItemForm } from '../menu-form.ts';
import type { MenuStockItemValues } from '../menu-form.ts';
import { unitLabel, unitsForItem } from '#web/lib/unit-options.ts';

interface MenuStockItemDialogProps {
  locationId: string;
  item: MenuItem;
  /** The location's stock items, as the stock list reads them. */
  stock: { data: Item[] | undefined; isPending: boolean; isError: boolean; error: unknown };
  onRetry: () => void;
  onClose: () => void;
}

/**
 * Adds a stock item one serving uses directly (`POST /api/menu/{id}/items`): the item, found by
 * typing part of its name, a quantity and a unit the server converts to the item's own.
 */
export function MenuStockItemDialog({
  locationId,
  item,
  stock,
  onRetry,
  onClose,
}: MenuStockItemDialogProps) {
  const t = useStore(menuMessages);
  // The form's own message, in the reader's language (the contract's are translated on display).
  const schema = useMemo(() => menuStockItemForm({ chooseStockItem: t.chooseStockItem }), [t]);
  const add = useAddMenuStockItem(locationId, item.id);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim().toLowerCase());
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<MenuStockItemValues, unknown, object>({
    resolver: zodResolver(schema) as never,
    defaultValues: { inventory_item_id: '', quantity: '1', unit: '' },
  });
  const items = useMemo(() => stock.data ?? [], [stock.data]);
  const chosenId = useWatch({ control, name: 'inventory_item_id' });
  const chosen = items.find((known) => known.id === chosenId);
  const units = useMemo(() => (chosen ? unitsForItem(chosen) : []), [chosen]);
  const shown = items.filter(
    (known) => known.id === chosenId || known.name.toLowerCase().includes(deferredSearch),
  );

  const itemField = register('inventory_item_id', {
    onChange: (event: { target: { value: string } }) => {
      const next = items.find((known) => known.id === event.target.value);
      setValue('unit', next?.unit ?? '');
    },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await add.mutateAsync(body as Parameters<typeof add.mutateAsync>[0]);
      onClose();
    } catch (error) {
      showSubmitError(error, setError, MENU_STOCK_ITEM_FIELDS, t.stockItemSaveFailed);
    }
  });

  return (
    <ModalDialog title={t.addStockItemTo({ name: item.name })} onClose={onClose}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
        {stock.isPending && <Spinner label={t.loadingStockItems} />}
        {stock.isError && (
          <FormAlert>
            <span className="flex flex-col items-start gap-2">
              {failureMessage(stock.error, t.stockItemsLoadFailed)}
              <Button variant="secondary" onClick={onRetry}>
                {t.retry}
              </Button>
            </span>
          </FormAlert>
        )}
        <TextField
          label={t.findStockItem}
          type="search"
          autoComplete="off"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <SelectField label={t.stockItem} error={errors.inventory_item_id?.message} {...itemField}>
          <option value="">{t.chooseStockItem}</option>
          {shown.map((known) => (
            <option key={known.id} value={known.id}>
              {known.name} ({unitLabel(known.unit)})
            </option>
          ))}
        </SelectField>
        {stock.data?.length === 0 && <p className="text-sm text-muted">{t.noStockItems}</p>}
        {deferredSearch && items.length > 0 && shown.length === 0 && (
          <p role="status" className="text-sm text-muted">
            {t.noStockItemCalled({ search: search.trim() })}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t.quantity}
            hint={t.quantityHint}
            inputMode="decimal"
            autoComplete="off"
            error={errors.quantity?.message}
            {...register('quantity')}
          />
          <SelectField
            label={t.unit}
            hint={units.length === 0 ? t.chooseStockItemFirst : undefined}
            error={errors.unit?.message}
            {...register('unit')}
          >
            {units.length === 0 && <option value="">—</option>}
            {units.map((known) => (
              <option key={known} value={known}>
                {unitLabel(known)}
              </option>
            ))}
          </SelectField>
        </div>
        {chosen && (
          <p className="text-sm text-muted">
            {t.onlyConvertingUnits({ unit: unitLabel(chosen.unit) })}
          </p>
        )}
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <SubmitButton pending={isSubmitting} pendingLabel={t.saving}>
            {t.addTheStockItem}
          </SubmitButton>
          <Button variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
