import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { Vendor } from '#contract/vendors.ts';
import { Button } from '#web/components/ui/button.tsx';
import { EmailField, TextAreaField, TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { ApiError } from '#web/lib/errors.ts';
import { vendorsMessages } from '#web/lib/i18n/locales/en/vendors.ts';
import { useKnownMessage } from '#web/lib/i18n/use-known-message.ts';
import { showSubmitError } from '#web/lib/form-errors.ts';
import { useCreateVendor } from '../api/create-vendor.ts';
import { useUpdateVendor } from '../api/update-vendor.ts';
import {
  createVendorForm,
  updateVendorForm,
  VENDOR_TEXT_FIELDS,
  vendorFormValues,
  WEEKDAYS,
} from '../vendor-form.ts';
import type { VendorFormValues } from '../vendor-form.ts';
import { weekdayName } from '../vendor-format.ts';

interface VendorDialogProps {
  locationId: string;
  /** The vendor to edit; none to add one. */
  vendor?: Vendor;
  onClose: () => void;
  onSaved?: (vendor: Vendor) => void;
}

const DECIMAL = { inputMode: 'decimal', autoComplete: 'off' } as const;

/** Add or edit a vendor: contact, ordering terms and the weekdays it delivers. */
export function VendorDialog({ locationId, vendor, onClose, onSaved }: VendorDialogProps) {
  const t = useStore(vendorsMessages);
  const known = useKnownMessage();
  const ids = useId();
  const createVendor = useCreateVendor(locationId);
  const updateVendor = useUpdateVendor(locationId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<VendorFormValues, unknown, object>({
    resolver: zodResolver(vendor ? updateVendorForm() : createVendorForm(locationId)) as never,
    defaultValues: vendorFormValues(vendor),
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const saved = vendor
        ? await updateVendor.mutateAsync({ id: vendor.id, body })
        : await createVendor.mutateAsync(body as Parameters<typeof createVendor.mutateAsync>[0]);
      onSaved?.(saved);
      onClose();
    } catch (error) {
      // A 409 is a vendor of the same name.
      if (error instanceof ApiError && error.status === 409) {
        setError('name', { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      showSubmitError(error, setError, VENDOR_TEXT_FIELDS, t.vendorNotSaved);
    }
  });

  const error = (name: keyof VendorFormValues) => errors[name]?.message;
  return (
    <ModalDialog
      title={vendor ? t.editNamed({ name: vendor.name }) : t.addVendor}
      onClose={onClose}
      size="lg"
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
        <TextField label={t.name} autoComplete="off" error={error('name')} {...register('name')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t.contactName}
            optional
            autoComplete="off"
            error={error('contact_name')}
            {...register('contact_name')}
          />
          <EmailField
            label={t.email}
            optional
            hint={t.emailHint}
            autoComplete="off"
            error={error('email')}
            {...register('email')}
          />
          <TextField
            label={t.phone}
            optional
            type="tel"
            autoComplete="off"
            error={error('phone')}
            {...register('phone')}
          />
          <TextField
            label={t.website}
            optional
            type="url"
            autoComplete="off"
            error={error('website')}
            {...register('website')}
          />
          <TextField
            label={t.leadTimeDays}
            optional
            inputMode="numeric"
            autoComplete="off"
            error={error('lead_time_days')}
            {...register('lead_time_days')}
          />
          <TextField
            label={t.minimumOrder}
            optional
            hint={t.minimumOrderHint}
            {...DECIMAL}
            error={error('minimum_order')}
            {...register('minimum_order')}
          />
        </div>
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={error('delivery_days') ? `${ids}-days-error` : undefined}
        >
          <legend className="mb-1.5 font-medium">{t.deliveryDays}</legend>
          <div className="flex flex-wrap gap-2">
            {WEEKDAYS.map((day) => (
              <label
                key={day}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border px-3 has-[:checked]:border-primary"
              >
                <input
                  type="checkbox"
                  value={String(day)}
                  className="size-5"
                  {...register('delivery_days')}
                />
                <span>
                  <span aria-hidden="true">{weekdayName(day, t, 'short')}</span>
                  <span className="sr-only">{weekdayName(day, t)}</span>
                </span>
              </label>
            ))}
          </div>
          {error('delivery_days') && (
            <p id={`${ids}-days-error`} className="text-sm font-medium text-danger">
              {known(error('delivery_days'))}
            </p>
          )}
        </fieldset>
        <TextAreaField
          label={t.address}
          optional
          rows={2}
          error={error('address')}
          {...register('address')}
        />
        <TextAreaField label={t.notes} optional error={error('notes')} {...register('notes')} />
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <SubmitButton pending={isSubmitting} pendingLabel={t.saving}>
            {vendor ? t.saveChanges : t.addTheVendor}
          </SubmitButton>
          <Button variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
