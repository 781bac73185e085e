import { useStore } from '@nanostores/react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from '#web/components/ui/field.tsx';
import { locationsMessages } from '#web/lib/i18n/locales/en/locations.ts';
import { useKnownMessage } from '#web/lib/i18n/use-known-message.ts';
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
  const t = useStore(locationsMessages);
  const known = useKnownMessage();
  return (
    <>
      <TextField
        label={t.name}
        autoComplete="organization"
        hint={t.nameHint}
        error={known(errors.name?.message)}
        {...register('name')}
      />
      <SelectField
        label={t.currency}
        hint={t.currencyHint}
        error={known(errors.currency?.message)}
        {...register('currency')}
      >
        {currencyOptions(currentCurrency).map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t.timeZone}
        hint={t.timeZoneHint}
        error={known(errors.timezone?.message)}
        {...register('timezone')}
      >
        {timeZoneOptions(currentTimeZone).map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t.address}
        optional
        autoComplete="street-address"
        error={known(errors.address?.message)}
        {...register('address')}
      />
    </>
  );
}
