import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import type { AddListItemBody } from '#contract/shopping-lists.ts';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField, TextField } from '#web/components/ui/field.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { fieldErrorsOf, failureMessage } from '#web/lib/form-errors.ts';
import { shoppingMessages } from '#web/lib/i18n/locales/en/shopping.ts';
import { useKnownMessage } from '#web/lib/i18n/use-known-message.ts';
import { formatMoney, parseAmount } from '#web/lib/amounts.ts';
import { useInventoryItems } from '../api/get-inventory-items.ts';
import { useVendorItems } from '../api/get-vendor-items.ts';
import { useAddListItem } from '../api/add-list-item.ts';

interface AddLineDialogProps {
  locationId: string;
  listId: string;
  /** The list's vendor: its catalogue lines come first, with their packs and prices. */
  vendorId: string | null;
  vendorName: string | null;
  currency: string;
  onClose: () => void;
}

/** The value of a choice in "What to buy": `line:<id>` or `item:<id>` (read back on submit). */
function choiceOf(kind: 'line' | 'item', id: string): string {
  return `${kind}:${id}`;
}

/** A line to buy: a line of the vendor's catalogue, any inventory item, or free text. */
export function AddLineDialog({
  locationId,
  listId,
  vendorId,
  vendorName,
  currency,
  onClose,
}: AddLineDialogProps) {
  const t = useStore(shoppingMessages);
  const known = useKnownMessage();
  const items = useInventoryItems(locationId);
  const catalogue = useVendorItems(locationId, vendorId ?? '');
  const addLine = useAddListItem(locationId, listId);
  const [choice, setChoice] = useState('');
  const [name, setName] = useState('');
  const [packs, setPacks] = useState('1');
  const [price, setPrice] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});

  const lines = useMemo(
    () =>
      vendorId ? [...(catalogue.data ?? [])].sort((a, b) => a.name.localeCompare(b.name)) : [],
    [vendorId, catalogue.data],
  );
  const stock = useMemo(
    () =>
      (items.data ?? [])
        .filter((item) => !item.archived)
        .sort((a, b) => a.name.localeCompare(b.name)),
    [items.data],
  );

  function onSubmit(event: FormEvent): void {
    event.preventDefault();
    if (addLine.isPending) return;
    const found: Record<string, string> = {};
    const quantity = parseAmount(packs);
    if (quantity === undefined || quantity <= 0) found.quantity = t.useNumberAbove0;
    const unitPrice = price.trim() === '' ? undefined : parseAmount(price);
    if (unitPrice === undefined && price.trim() !== '') found.unit_price = t.enterNumber;
    if (choice === '' && name.trim() === '') found.name = t.pickItemOrName;
    setProblems(found);
    if (Object.keys(found).length > 0 || quantity === undefined) return;

    const [kind, id] = choice.split(':');
    const line = kind === 'line' ? lines.find((each) => each.id === id) : undefined;
    const body: AddListItemBody = {
      quantity,
      ...(unitPrice !== undefined && { unit_price: unitPrice }),
      ...(line && { vendor_item_id: line.id, inventory_item_id: line.inventory_item_id }),
      ...(kind === 'item' && { inventory_item_id: id }),
      ...(choice === '' && { name: name.trim() }),
    };
    addLine.mutate(body, {
      onSuccess: onClose,
      onError: (error) => {
        const fields: Record<string, string> = {};
        for (const detail of fieldErrorsOf(error)) fields[detail.path] = detail.message;
        setProblems(fields);
      },
    });
  }

  const serverProblem =
    addLine.isError && Object.keys(problems).length === 0
      ? known(failureMessage(addLine.error, t.lineNotAdded))
      : null;
  return (
    <ModalDialog title={t.addALine} onClose={onClose}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {serverProblem && <FormAlert>{serverProblem}</FormAlert>}
        <SelectField
          label={t.whatToBuy}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          hint={items.isPending ? t.loadingItems : undefined}
        >
          <option value="">{t.somethingElse}</option>
          {lines.length > 0 && (
            <optgroup
              label={vendorName ? t.catalogueOf({ vendor: vendorName }) : t.theVendorsCatalogue}
            >
              {lines.map((line) => (
                <option key={line.id} value={choiceOf('line', line.id)}>
                  {line.name} — {formatMoney(line.price, currency)}
                </option>
              ))}
            </optgroup>
          )}
          <optgroup label={t.inventoryItems}>
            {stock.map((item) => (
              <option key={item.id} value={choiceOf('item', item.id)}>
                {item.name} ({item.unit})
              </option>
            ))}
          </optgroup>
        </SelectField>
        {choice === '' && (
          <TextField
            label={t.name}
            autoComplete="off"
            value={name}
            error={problems.name}
            onChange={(event) => setName(event.target.value)}
          />
        )}
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label={t.packs}
            inputMode="decimal"
            autoComplete="off"
            value={packs}
            error={problems.quantity}
            onChange={(event) => setPacks(event.target.value)}
          />
          <TextField
            label={t.pricePerPack}
            optional
            hint={t.emptyIsCatalogues}
            inputMode="decimal"
            autoComplete="off"
            value={price}
            error={problems.unit_price}
            onChange={(event) => setPrice(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <SubmitButton pending={addLine.isPending} pendingLabel={t.adding}>
            {t.addTheLine}
          </SubmitButton>
          <Button variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
