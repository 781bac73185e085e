import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { Category, Item } from '#contract/inventory.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextAreaField, TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { conflictingItem } from '#web/lib/api/update-quantity.ts';
import { ApiError } from '#web/lib/errors.ts';
import { showSubmitError } from '#web/lib/form-errors.ts';
import { inventoryMessages } from '#web/lib/i18n/locales/en/inventory.ts';
import { useCreateItem } from '../api/create-item.ts';
import { useUpdateItem } from '../api/update-item.ts';
import { ItemCookingFields } from './item-cooking-fields.tsx';
import {
  createItemForm,
  ITEM_FORM_FIELDS,
  itemFormValues,
  UNITS,
  updateItemForm,
} from '../item-form.ts';
import type { ItemFormValues } from '../item-form.ts';

interface ItemDialogProps {
  locationId: string;
  /** The item to edit; none to create one. */
  item?: Item;
  categories: Category[];
  areas: string[];
  onClose: () => void;
}

const DECIMAL = { inputMode: 'decimal', autoComplete: 'off' } as const;

export function ItemDialog({ locationId, item, categories, areas, onClose }: ItemDialogProps) {
  const t = useStore(inventoryMessages);
  // The suggestions of the category, unit and storage area inputs.
  const categoriesList = useId();
  const unitsList = useId();
  const areasList = useId();
  const createItem = useCreateItem(locationId);
  const updateItem = useUpdateItem(locationId);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ItemFormValues, unknown, object>({
    resolver: zodResolver(
      item ? updateItemForm(item.version) : createItemForm(locationId),
    ) as never,
    defaultValues: itemFormValues(item, categories),
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      if (item) await updateItem.mutateAsync({ id: item.id, body });
      else await createItem.mutateAsync(body as Parameters<typeof createItem.mutateAsync>[0]);
      onClose();
    } catch (error) {
      // 409 with `details.item` is a stale edit; any other 409 is a duplicate name.
      if (error instanceof ApiError && error.status === 409 && !conflictingItem(error)) {
        setError('name', { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      showSubmitError(error, setError, ITEM_FORM_FIELDS, t.itemSaveFailed);
    }
  });

  const error = (name: (typeof ITEM_FORM_FIELDS)[number]) => errors[name]?.message;
  return (
    <ModalDialog
      title={item ? t.editItem({ name: item.name }) : t.addAnItem}
      onClose={onClose}
      size="lg"
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
        <TextField label={t.name} autoComplete="off" error={error('name')} {...register('name')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t.category}
            optional
            hint={t.categoryHint}
            list={categoriesList}
            autoComplete="off"
            error={error('category')}
            {...register('category')}
          />
          <TextField
            label={t.unit}
            list={unitsList}
            autoComplete="off"
            error={error('unit')}
            {...register('unit')}
          />
          <TextField
            label={t.contentPerUnit}
            optional
            hint={t.contentPerUnitHint}
            {...DECIMAL}
            error={error('unit_content')}
            {...register('unit_content')}
          />
          <TextField
            label={t.contentUnit}
            optional
            hint={t.contentUnitHint}
            list={unitsList}
            autoComplete="off"
            error={error('unit_content_unit')}
            {...register('unit_content_unit')}
          />
          {!item && (
            <TextField
              label={t.quantityOnHand}
              {...DECIMAL}
              error={error('quantity')}
              {...register('quantity')}
            />
          )}
          <TextField
            label={t.parLevel}
            optional
            {...DECIMAL}
            error={error('par_level')}
            {...register('par_level')}
          />
          <TextField
            label={t.reorderPoint}
            optional
            hint={t.reorderPointHint}
            {...DECIMAL}
            error={error('reorder_point')}
            {...register('reorder_point')}
          />
          <TextField
            label={t.costPerUnit}
            optional
            {...DECIMAL}
            error={error('cost_per_unit')}
            {...register('cost_per_unit')}
          />
          <TextField
            label={t.fullWeight}
            optional
            hint={t.fullWeightHint}
            {...DECIMAL}
            error={error('full_weight_g')}
            {...register('full_weight_g')}
          />
          <TextField
            label={t.emptyWeight}
            optional
            hint={t.emptyWeightHint}
            {...DECIMAL}
            error={error('empty_weight_g')}
            {...register('empty_weight_g')}
          />
          <TextField
            label={t.storageArea}
            optional
            list={areasList}
            autoComplete="off"
            error={error('storage_area')}
            {...register('storage_area')}
          />
          <TextField
            label={t.sku}
            optional
            autoComplete="off"
            error={error('sku')}
            {...register('sku')}
          />
          <TextField
            label={t.barcode}
            optional
            inputMode="numeric"
            autoComplete="off"
            error={error('barcode')}
            {...register('barcode')}
          />
        </div>
        <ItemCookingFields
          register={register}
          control={control}
          errors={errors}
          unitsListId={unitsList}
        />
        <TextAreaField label={t.notes} optional error={error('notes')} {...register('notes')} />
        <datalist id={categoriesList}>
          {categories.map((category) => (
            <option key={category.id} value={category.name} />
          ))}
        </datalist>
        <datalist id={unitsList}>
          {UNITS.map((unit) => (
            <option key={unit} value={unit} />
          ))}
        </datalist>
        <datalist id={areasList}>
          {areas.map((area) => (
            <option key={area} value={area} />
          ))}
        </datalist>
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <SubmitButton pending={isSubmitting} pendingLabel={t.saving}>
            {item ? t.saveChanges : t.addTheItem}
          </SubmitButton>
          <Button variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
