import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { MenuItem } from '#contract/menu.ts';
import { CreateDialog } from '#web/components/record-form.tsx';
import { SelectField, TextField } from '#web/components/ui/field.tsx';
import { amountProblem, parseAmount } from '#web/lib/amounts.ts';
import { failureMessage, fieldErrorsOf } from '#web/lib/form-errors.ts';
import { salesMessages } from '#web/lib/i18n/locales/en/sales.ts';
import { zonedToIso } from '#web/lib/venue-time.ts';
import { useCreateSale } from '../api/create-sale.ts';

type Field = 'menu_item_id' | 'quantity' | 'net_sales' | 'sold_at';

/**
 * A sale typed by hand (a tab written on paper, a till that was down): a menu item, how many
 * (a refund ticked makes it negative), the net amount if known, and when, on the venue's clock.
 */
export function SalesLineDialog({
  locationId,
  timeZone,
  menu,
  onClose,
}: {
  locationId: string;
  timeZone: string;
  menu: MenuItem[];
  onClose: () => void;
}) {
  const t = useStore(salesMessages);
  const create = useCreateSale(locationId);
  const [values, setValues] = useState({
    menu_item_id: '',
    quantity: '',
    net_sales: '',
    sold_at: '',
    refund: false,
  });
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});

  function check(): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    if (!values.menu_item_id) found.menu_item_id = t.chooseAMenuItem;
    const quantityProblem = amountProblem(values.quantity);
    if (quantityProblem) found.quantity = quantityProblem;
    else if (parseAmount(values.quantity) === 0) found.quantity = t.notZero;
    if (values.net_sales.trim()) {
      const netProblem = amountProblem(values.net_sales);
      if (netProblem) found.net_sales = netProblem;
    }
    if (!zonedToIso(values.sold_at, timeZone)) found.sold_at = t.enterWhen;
    return found;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (create.isPending) return;
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const sign = values.refund ? -1 : 1;
    const net = values.net_sales.trim() ? parseAmount(values.net_sales) : undefined;
    try {
      await create.mutateAsync({
        location_id: locationId,
        menu_item_id: values.menu_item_id,
        quantity: sign * (parseAmount(values.quantity) ?? 0),
        net_sales: net === undefined ? null : sign * net,
        sold_at: zonedToIso(values.sold_at, timeZone) ?? '',
      });
      onClose();
    } catch (error) {
      const placed: Partial<Record<Field | 'form', string>> = {};
      for (const detail of fieldErrorsOf(error)) {
        if (['menu_item_id', 'quantity', 'net_sales', 'sold_at'].includes(detail.path)) {
          placed[detail.path as Field] = detail.message;
        }
      }
      if (Object.keys(placed).length === 0) placed.form = failureMessage(error, t.lineFailed);
      setErrors(placed);
    }
  }

  const set = (change: Partial<typeof values>) => setValues({ ...values, ...change });
  return (
    <CreateDialog
      title={t.addLine}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
      error={errors.form}
      pending={create.isPending}
      words={{ submit: t.saveLine, pending: t.saving, cancel: t.cancel }}
    >
      <SelectField
        label={t.menuItem}
        value={values.menu_item_id}
        error={errors.menu_item_id}
        onChange={(event) => set({ menu_item_id: event.target.value })}
      >
        <option value="">{t.chooseMenuItem}</option>
        {menu.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t.quantitySold}
        inputMode="decimal"
        autoComplete="off"
        value={values.quantity}
        error={errors.quantity}
        onChange={(event) => set({ quantity: event.target.value })}
      />
      <TextField
        label={t.netSales}
        hint={t.netSalesHint}
        optional
        inputMode="decimal"
        autoComplete="off"
        value={values.net_sales}
        error={errors.net_sales}
        onChange={(event) => set({ net_sales: event.target.value })}
      />
      <TextField
        label={t.soldAt}
        hint={t.soldAtHint({ zone: timeZone })}
        type="datetime-local"
        value={values.sold_at}
        error={errors.sold_at}
        onChange={(event) => set({ sold_at: event.target.value })}
      />
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          className="size-5"
          checked={values.refund}
          onChange={(event) => set({ refund: event.target.checked })}
        />
        {t.isRefund}
      </label>
    </CreateDialog>
  );
}
