import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { createListBody } from '#contract/shopping-lists.ts';
import type { CreateListBody } from '#contract/shopping-lists.ts';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField, TextAreaField, TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { showSubmitError } from '#web/lib/form-errors.ts';
import { shoppingMessages } from '#web/lib/i18n/locales/en/shopping.ts';
import { useVendors } from '../api/get-vendors.ts';
import { useCreateList } from '../api/create-list.ts';

interface FormValues {
  name: string;
  vendor_id: string;
  notes: string;
}

const FIELDS = ['name', 'vendor_id', 'notes'] as const;

function newListForm(locationId: string) {
  return z
    .object({ name: z.string(), vendor_id: z.string(), notes: z.string() })
    .transform((values): CreateListBody => ({
      location_id: locationId,
      name: values.name,
      vendor_id: values.vendor_id === '' ? null : values.vendor_id,
      notes: values.notes,
    }))
    .pipe(createListBody);
}

/** An empty draft to fill by hand, for a vendor or none. */
export function NewListDialog({
  locationId,
  onClose,
}: {
  locationId: string;
  onClose: () => void;
}) {
  const t = useStore(shoppingMessages);
  const navigate = useNavigate();
  const vendors = useVendors(locationId);
  const createList = useCreateList(locationId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, CreateListBody>({
    resolver: zodResolver(newListForm(locationId)) as never,
    defaultValues: { name: '', vendor_id: '', notes: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const list = await createList.mutateAsync(body);
      onClose();
      await navigate(`/dashboard/${locationId}/shopping-lists/${list.id}`);
    } catch (error) {
      showSubmitError(error, setError, FIELDS, t.listNotMade);
    }
  });

  return (
    <ModalDialog title={t.newList} onClose={onClose}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
        <TextField
          label={t.name}
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <SelectField label={t.vendor} error={errors.vendor_id?.message} {...register('vendor_id')}>
          <option value="">{t.noVendor}</option>
          {(vendors.data ?? []).map((vendor) => (
            <option key={vendor.id} value={vendor.id}>
              {vendor.name}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label={t.notes}
          optional
          error={errors.notes?.message}
          {...register('notes')}
        />
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <SubmitButton pending={isSubmitting} pendingLabel={t.makingList}>
            {t.makeList}
          </SubmitButton>
          <Button variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
