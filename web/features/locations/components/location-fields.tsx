import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { currencyOptions, timeZoneOptions } from '../location-form.ts';
import type { LocationFormValues } from '../location-form.ts';

interface LocationFieldsProps {
  register: UseFormRegister<LocationFormValues>;
  errors: FieldErrors<LocationFormValues>;
  /** The saved values, so a code or zone outside the usual lists still shows. */
  currentCurrency?: string;
  currentTimeZone?: string;
}

/** Name, currency, time zone and address of a venue. */
export function LocationFields({
  register,
  errors,
  currentCurrency,
  currentTimeZone,
}: LocationFieldsProps) {
  return (
    <>
      <TextField
        label="Name"
        autoComplete="organization"
        hint="What your team calls the venue, like “The Night Owl”."
        error={errors.name?.message}
        {...register('name')}
      />
      <SelectField
        label="Currency"
        hint="Prices, costs and stock value are shown in it."
        error={errors.currency?.message}
        {...register('currency')}
      >
        {currencyOptions(currentCurrency).map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Time zone"
        hint="Counts and deliveries are dated in it."
        error={errors.timezone?.message}
        {...register('timezone')}
      >
        {timeZoneOptions(currentTimeZone).map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Address"
        optional
        autoComplete="street-address"
        error={errors.address?.message}
        {...register('address')}
      />
    </>
  );
}
