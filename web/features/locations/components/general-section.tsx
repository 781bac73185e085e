import { zodResolver } from '@hookform/resolvers/zod';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Location } from '../../../../contract/locations.ts';
import { can } from '../../../../contract/permissions.ts';
import type { Role } from '../../../../contract/roles.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Section } from '../../../components/ui/page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { amountText, formatPercent } from '../../../lib/amounts.ts';
import { failureMessage, showSubmitError } from '../../../lib/form-errors.ts';
import { useUpdateLocation } from '../api/update-location.ts';
import { TextField } from '../../../components/ui/field.tsx';
import { generalForm, locationBody } from '../location-form.ts';
import type { GeneralFormInput } from '../location-form.ts';
import { LocationFields } from './location-fields.tsx';

const FIELDS = ['name', 'currency', 'timezone', 'address', 'target_food_cost_percent'] as const;

function valuesOf(location: Location): GeneralFormInput {
  const { name, currency, timezone, address } = location;
  return {
    name,
    currency,
    timezone,
    address: address ?? '',
    target_food_cost_percent: amountText(location.target_food_cost_percent),
  };
}

interface GeneralSectionProps {
  location: UseQueryResult<Location>;
  role: Role;
}

export function GeneralSection({ location, role }: GeneralSectionProps) {
  return (
    <Section
      title="General"
      description="The venue's name, currency, time zone, address and target food cost."
    >
      {location.isPending && <Spinner />}
      {location.isError && (
        <FormAlert>
          <p>{failureMessage(location.error, 'The location could not be loaded.')}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void location.refetch()}>
            Try again
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
  const rows: [string, string][] = [
    ['Name', location.name],
    ['Currency', location.currency],
    ['Time zone', location.timezone.replaceAll('_', ' ')],
    ['Address', location.address || 'Not set'],
    ['Target food cost', formatPercent(location.target_food_cost_percent)],
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
      <p className="text-sm text-muted">Only managers and owners can change these.</p>
    </>
  );
}

function GeneralForm({ location }: { location: Location }) {
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
      showSubmitError(error, setError, FIELDS, 'The settings could not be saved.');
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
      {saved && <FormAlert tone="success">The settings are saved.</FormAlert>}
      <LocationFields
        register={register}
        errors={errors}
        currentCurrency={location.currency}
        currentTimeZone={location.timezone}
      />
      <TextField
        label="Target food cost %"
        hint="The menu marks dishes whose cost is above this share of their price (often 25 to 35)."
        inputMode="decimal"
        autoComplete="off"
        error={errors.target_food_cost_percent?.message}
        {...register('target_food_cost_percent')}
      />
      <SubmitButton pending={isSubmitting} pendingLabel="Saving…" className="self-start">
        Save settings
      </SubmitButton>
    </form>
  );
}
