import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Location } from '#contract/locations.ts';
import { can } from '#contract/permissions.ts';
import type { Role } from '#contract/roles.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Section } from '#web/components/ui/page.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { amountText, formatPercent } from '#web/lib/amounts.ts';
import { failureMessage, showSubmitError } from '#web/lib/form-errors.ts';
import { locationsMessages } from '#web/lib/i18n/locales/en/locations.ts';
import { useKnownMessage } from '#web/lib/i18n/use-known-message.ts';
import { useUpdateLocation } from '../api/update-location.ts';
import { EmailField, TextField } from '#web/components/ui/field.tsx';
import { generalForm, locationBody } from '../location-form.ts';
import type { GeneralFormInput } from '../location-form.ts';
import { LocationFields } from './location-fields.tsx';

const FIELDS = [
  'name',
  'currency',
  'timezone',
  'address',
  'phone',
  'email',
  'target_food_cost_percent',
] as const;

function valuesOf(location: Location): GeneralFormInput {
  const { name, currency, timezone, address, phone, email } = location;
  return {
    name,
    currency,
    timezone,
    address: address ?? '',
    phone: phone ?? '',
    email: email ?? '',
    target_food_cost_percent: amountText(location.target_food_cost_percent),
  };
}

interface GeneralSectionProps {
  location: UseQueryResult<Location>;
  role: Role;
}

export function GeneralSection({ location, role }: GeneralSectionProps) {
  const t = useStore(locationsMessages);
  const known = useKnownMessage();
  return (
    <Section title={t.general} description={t.generalDescription}>
      {location.isPending && <Spinner />}
      {location.isError && (
        <FormAlert>
          <p>{known(failureMessage(location.error, t.locationLoadFailed))}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void location.refetch()}>
            {t.tryAgain}
          </Button>
        </FormAlert>
      )}
      {location.data &&
        (can(role, 'location.edit') ? (
          <GeneralForm location={location.data} />
        ) : (
          <GeneralDetails location={location.data} />
        ))}
    </Section>
  );
}

function GeneralDetails({ location }: { location: Location }) {
  const t = useStore(locationsMessages);
  const rows: [string, string][] = [
    [t.name, location.name],
    [t.currency, location.currency],
    [t.timeZone, location.timezone.replaceAll('_', ' ')],
    [t.address, location.address || t.notSet],
    [t.phone, location.phone || t.notSet],
    [t.email, location.email || t.notSet],
    [t.targetFoodCost, formatPercent(location.target_food_cost_percent)],
  ];
  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium">{term}</dt>
            <dd className="break-words whitespace-pre-line text-muted">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted">{t.onlyManagers}</p>
    </>
  );
}

function GeneralForm({ location }: { location: Location }) {
  const t = useStore(locationsMessages);
  const known = useKnownMessage();
  const updateLocation = useUpdateLocation(location.id);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(generalForm), defaultValues: valuesOf(location) });

  const onSubmit = handleSubmit(async (values) => {
    setSaved(false);
    try {
      const updated = await updateLocation.mutateAsync(locationBody(values));
      reset(valuesOf(updated));
      setSaved(true);
    } catch (error) {
      showSubmitError(error, setError, FIELDS, t.settingsSaveFailed);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {errors.root?.server && <FormAlert>{known(errors.root.server.message)}</FormAlert>}
      {saved && <FormAlert tone="success">{t.settingsSaved}</FormAlert>}
      <LocationFields
        register={register}
        errors={errors}
        currentCurrency={location.currency}
        currentTimeZone={location.timezone}
      />
      <TextField
        label={t.phone}
        optional
        hint={t.contactHint}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        error={known(errors.phone?.message)}
        {...register('phone')}
      />
      <EmailField
        label={t.email}
        optional
        hint={t.contactHint}
        error={known(errors.email?.message)}
        {...register('email')}
      />
      <TextField
        label={t.targetFoodCostPercent}
        hint={t.targetFoodCostHint}
        inputMode="decimal"
        autoComplete="off"
        error={known(errors.target_food_cost_percent?.message)}
        {...register('target_food_cost_percent')}
      />
      <SubmitButton pending={isSubmitting} pendingLabel={t.saving} className="self-start">
        {t.saveSettings}
      </SubmitButton>
    </form>
  );
}
