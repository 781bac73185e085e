import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { Category, Item } from '../../../../contract/inventory.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { conflictingItem } from '../../../lib/api/update-quantity.ts';
import { ApiError } from '../../../lib/errors.ts';
import { showSubmitError } from '../../../lib/form-errors.ts';
import { useCreateItem, useUpdateItem } from '../api/save-item.ts';
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
  const ids = useId();
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
      showSubmitError(error, setError, ITEM_FORM_FIELDS, 'The item could not be saved.');
    }
  });

  const error = (name: (typeof ITEM_FORM_FIELDS)[number]) => errors[name]?.message;
  return (
    <ModalDialog title={item ? `Edit ${item.name}` : 'Add an item'} onClose={onClose} size="lg">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
        <TextField label="Name" autoComplete="off" error={error('name')} {...register('name')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Category"
            optional
            hint="Pick one or type a new one."
            list={`${ids}-categories`}
            autoComplete="off"
            error={error('category')}
            {...register('category')}
          />
          <TextField
            label="Unit"
            list={`${ids}-units`}
            autoComplete="off"
            error={error('unit')}
            {...register('unit')}
          />
          <TextField
            label="Content per unit"
            optional
            hint="700 for a 700 ml bottle."
            {...DECIMAL}
            error={error('unit_content')}
            {...register('unit_content')}
          />
          <TextField
            label="Content unit"
            optional
            hint="ml, l, g, kg…"
            list={`${ids}-units`}
            autoComplete="off"
            error={error('unit_content_unit')}
            {...register('unit_content_unit')}
          />
          {!item && (
            <TextField
              label="Quantity on hand"
              {...DECIMAL}
              error={error('quantity')}
              {...register('quantity')}
            />
          )}
          <TextField
            label="Par level"
            optional
            {...DECIMAL}
            error={error('par_level')}
            {...register('par_level')}
          />
          <TextField
            label="Reorder point"
            optional
            hint="Empty: the par level is used."
            {...DECIMAL}
            error={error('reorder_point')}
            {...register('reorder_point')}
          />
          <TextField
            label="Cost per unit"
            optional
            {...DECIMAL}
            error={error('cost_per_unit')}
            {...register('cost_per_unit')}
          />
          <TextField
            label="Full weight (g)"
            optional
            hint="A full unit on the scale: count part-used ones by weight."
            {...DECIMAL}
            error={error('full_weight_g')}
            {...register('full_weight_g')}
          />
          <TextField
            label="Empty weight (g)"
            optional
            hint="The empty bottle or container."
            {...DECIMAL}
            error={error('empty_weight_g')}
            {...register('empty_weight_g')}
          />
          <TextField
            label="Storage area"
            optional
            list={`${ids}-areas`}
            autoComplete="off"
            error={error('storage_area')}
            {...register('storage_area')}
          />
          <TextField
            label="SKU"
            optional
            autoComplete="off"
            error={error('sku')}
            {...register('sku')}
          />
          <TextField
            label="Barcode"
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
          unitsListId={`${ids}-units`}
        />
        <TextAreaField label="Notes" optional error={error('notes')} {...register('notes')} />
        <datalist id={`${ids}-categories`}>
          {categories.map((category) => (
            <option key={category.id} value={category.name} />
          ))}
        </datalist>
        <datalist id={`${ids}-units`}>
          {UNITS.map((unit) => (
            <option key={unit} value={unit} />
          ))}
        </datalist>
        <datalist id={`${ids}-areas`}>
          {areas.map((area) => (
            <option key={area} value={area} />
          ))}
        </datalist>
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <SubmitButton pending={isSubmitting} pendingLabel="Saving…">
            {item ? 'Save changes' : 'Add the item'}
          </SubmitButton>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
