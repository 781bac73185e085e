import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import type { AddListItemBody } from '../../../../contract/shopping-lists.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { fieldErrorsOf, failureMessage } from '../../../lib/form-errors.ts';
import { formatMoney, parseAmount } from '../amounts.ts';
import { useInventoryItems } from '../api/get-inventory.ts';
import { useVendorItems } from '../api/get-vendor-items.ts';
import { useAddListItem } from '../api/save-list-item.ts';

interface AddLineDialogProps {
  locationId: string;
  listId: string;
  /** The list's vendor: its catalogue lines come first, with their packs and prices. */
  vendorId: string | null;
  vendorName: string | null;
  currency: string;
  onClose: () => void;
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
    if (quantity === undefined || quantity <= 0) found.quantity = 'Use a number above 0';
    const unitPrice = price.trim() === '' ? undefined : parseAmount(price);
    if (unitPrice === undefined && price.trim() !== '') found.unit_price = 'Enter a number';
    if (choice === '' && name.trim() === '') found.name = 'Pick an item or enter a name';
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
      ? failureMessage(addLine.error, 'The line could not be added.')
      : null;
  return (
    <ModalDialog title="Add a line" onClose={onClose}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {serverProblem && <FormAlert>{serverProblem}</FormAlert>}
        <SelectField
          label="What to buy"
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          hint={items.isPending ? 'Loading the items…' : undefined}
        >
          <option value="">Something else (type its name)</option>
          {lines.length > 0 && (
            <optgroup label={`${vendorName ?? 'The vendor'}’s catalogue`}>
              {lines.map((line) => (
                <option key={line.id} value={`line:${line.id}`}>
                  {line.name} — {formatMoney(line.price, currency)}
                </option>
              ))}
            </optgroup>
          )}
          <optgroup label="Inventory items">
            {stock.map((item) => (
              <option key={item.id} value={`item:${item.id}`}>
                {item.name} ({item.unit})
              </option>
            ))}
          </optgroup>
        </SelectField>
        {choice === '' && (
          <TextField
            label="Name"
            autoComplete="off"
            value={name}
            error={problems.name}
            onChange={(event) => setName(event.target.value)}
          />
        )}
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label="Packs"
            inputMode="decimal"
            autoComplete="off"
            value={packs}
            error={problems.quantity}
            onChange={(event) => setPacks(event.target.value)}
          />
          <TextField
            label="Price per pack"
            optional
            hint="Empty: the catalogue’s."
            inputMode="decimal"
            autoComplete="off"
            value={price}
            error={problems.unit_price}
            onChange={(event) => setPrice(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <SubmitButton pending={addLine.isPending} pendingLabel="Adding…">
            Add the line
          </SubmitButton>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
