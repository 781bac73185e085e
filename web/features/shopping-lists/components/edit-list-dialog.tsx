import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { updateListBody } from '#contract/shopping-lists.ts';
import type { List, UpdateListBody } from '#contract/shopping-lists.ts';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField, TextAreaField, TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { showSubmitError } from '#web/lib/form-errors.ts';
import { shoppingMessages } from '#web/lib/i18n/locales/en/shopping.ts';
import { useVendors } from '../api/get-vendors.ts';
import { useUpdateList } from '../api/update-list.ts';

interface FormValues {
  name: string;
  vendor_id: string;
  notes: string;
}

const FIELDS = ['name', 'vendor_id', 'notes'] as const;

/** A draft may change vendor; a sent or received list keeps its own (the server says 409). */
function editListForm(draft: boolean) {
  return z
    .object({ name: z.string(), vendor_id: z.string(), notes: z.string() })
    .transform((values): UpdateListBody => ({
      name: values.name,
      notes: values.notes,
      ...(draft && { vendor_id: values.vendor_id === '' ? null : values.vendor_id }),
    }))
    .pipe(updateListBody);
}

export function EditListDialog({
  locationId,
  list,
  onClose,
}: {
  locationId: string;
  list: List;
  onClose: () => void;
}) {
  const t = useStore(shoppingMessages);
  const draft = list.status === 'draft';
  const vendors = useVendors(locationId);
  const updateList = useUpdateList(locationId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, UpdateListBody>({
    resolver: zodResolver(editListForm(draft)) as never,
    defaultValues: { name: list.name, vendor_id: list.vendor_id ?? '', notes: list.notes ?? '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await updateList.mutateAsync({ id: list.id, body });
      onClose();
    } catch (error) {
      showSubmitError(error, setError, FIELDS, t.listNotSaved);
    }
  });

  return (
    <ModalDialog title={t.editName({ name: list.name })} onClose={onClose}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
        <TextField
          label={t.name}
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        {draft && vendors.data && (
          <SelectField
            label={t.vendor}
            error={errors.vendor_id?.message}
            {...register('vendor_id')}
          >
            <option value="">{t.noVendor}</option>
            {vendors.data.map((vendor) => (
              <option key={vendor.id} value={vendor.id}>
                {vendor.name}
              </option>
            ))}
          </SelectField>
        )}
        <TextAreaField
          label={t.notes}
          optional
          error={errors.notes?.message}
          {...register('notes')}
        />
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <SubmitButton pending={isSubmitting} pendingLabel={t.saving}>
            {t.saveChanges}
          </SubmitButton>
          <Button variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
