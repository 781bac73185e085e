import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { VendorItem } from '#contract/vendors.ts';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField, TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { showSubmitError } from '#web/lib/form-errors.ts';
import { vendorsMessages } from '#web/lib/i18n/locales/en/vendors.ts';
import { useKnownMessage } from '#web/lib/i18n/use-known-message.ts';
import { useInventoryItems } from '../api/get-inventory-items.ts';
import { useCreateVendorItem } from '../api/create-vendor-item.ts';
import { useUpdateVendorItem } from '../api/update-vendor-item.ts';
import {
  createVendorItemForm,
  updateVendorItemForm,
  VENDOR_ITEM_TEXT_FIELDS,
  vendorItemFormValues,
} from '../vendor-item-form.ts';
import type { VendorItemFormValues } from '../vendor-item-form.ts';

interface VendorItemDialogProps {
  locationId: string;
  vendorId: string;
  /** The line to edit; none to add one. */
  line?: VendorItem;
  onClose: () => void;
}

const DECIMAL = { inputMode: 'decimal', autoComplete: 'off' } as const;

/** Add or edit a catalogue line: what the vendor calls it, its pack, its price, our item. */
export function VendorItemDialog({ locationId, vendorId, line, onClose }: VendorItemDialogProps) {
  const t = useStore(vendorsMessages);
  const known = useKnownMessage();
  const createLine = useCreateVendorItem(locationId, vendorId);
  const updateLine = useUpdateVendorItem(locationId);
  const items = useInventoryItems(locationId);
  const options = useMemo(
    () =>
      (items.data ?? [])
        .filter((item) => !item.archived || item.id === line?.inventory_item_id)
        .sort((a, b) => a.name.localeCompare(b.name)),
    [items.data, line?.inventory_item_id],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<VendorItemFormValues, unknown, object>({
    resolver: zodResolver(line ? updateVendorItemForm() : createVendorItemForm()) as never,
    defaultValues: vendorItemFormValues(line),
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      if (line) await updateLine.mutateAsync({ id: line.id, body });
      else await createLine.mutateAsync(body as Parameters<typeof createLine.mutateAsync>[0]);
      onClose();
    } catch (error) {
      showSubmitError(
        error,
        setError,
        [...VENDOR_ITEM_TEXT_FIELDS, 'is_preferred'],
        t.lineNotSaved,
      );
    }
  });

  const error = (name: keyof VendorItemFormValues) => errors[name]?.message;
  return (
    <ModalDialog
      title={line ? t.editNamed({ name: line.name }) : t.addCatalogueLine}
      onClose={onClose}
      size="lg"
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
        <TextField
          label={t.name}
          hint={t.nameHint}
          autoComplete="off"
          error={error('name')}
          {...register('name')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t.sku}
            optional
            autoComplete="off"
            error={error('sku')}
            {...register('sku')}
          />
          <TextField
            label={t.packDescription}
            optional
            hint={t.packDescriptionHint}
            autoComplete="off"
            error={error('pack_description')}
            {...register('pack_description')}
          />
          <TextField
            label={t.packSize}
            hint={t.packSizeHint}
            {...DECIMAL}
            error={error('pack_size')}
            {...register('pack_size')}
          />
          <TextField
            label={t.pricePerPack}
            {...DECIMAL}
            error={error('price')}
            {...register('price')}
          />
        </div>
        {/* Once the items are there, so the select shows the linked one. */}
        {items.isPending ? (
          <Spinner label={t.loadingItems} />
        ) : (
          <SelectField
            label={t.inventoryItem}
            hint={t.inventoryItemHint}
            error={error('inventory_item_id')}
            {...register('inventory_item_id')}
          >
            <option value="">{t.notLinkedYet}</option>
            {options.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name} ({item.unit})
              </option>
            ))}
          </SelectField>
        )}
        <label className="inline-flex min-h-11 items-center gap-3">
          <input type="checkbox" className="size-5" {...register('is_preferred')} />
          {t.buyFromLinePreferred}
        </label>
        {error('is_preferred') && (
          <p className="text-sm font-medium text-danger">{known(error('is_preferred'))}</p>
        )}
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <SubmitButton pending={isSubmitting} pendingLabel={t.saving}>
            {line ? t.saveChanges : t.addTheLine}
          </SubmitButton>
          <Button variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
