import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { DEFAULT_CURRENCY } from '#contract/locations.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Page } from '#web/components/ui/page.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { showSubmitError } from '#web/lib/form-errors.ts';
import { locationsMessages } from '#web/lib/i18n/locales/en/locations.ts';
import { useKnownMessage } from '#web/lib/i18n/use-known-message.ts';
import { useCreateLocation } from './api/create-location.ts';
import { ImportSection } from './components/import-section.tsx';
import { LocationFields } from './components/location-fields.tsx';
import { browserTimeZone, locationBody, locationForm } from './location-form.ts';

const FIELDS = ['name', 'currency', 'timezone', 'address'] as const;

export function AddLocationScreen() {
  const t = useStore(locationsMessages);
  const known = useKnownMessage();
  const navigate = useNavigate();
  const createLocation = useCreateLocation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(locationForm),
    defaultValues: {
      name: '',
      currency: DEFAULT_CURRENCY,
      timezone: browserTimeZone(),
      address: '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const location = await createLocation.mutateAsync(locationBody(values));
      await navigate(`/dashboard/${location.id}/onboarding`);
    } catch (error) {
      showSubmitError(error, setError, FIELDS, t.createFailed);
    }
  });

  return (
    <Page title={t.addLocation} description={t.addDescription} width="narrow">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {errors.root?.server && <FormAlert>{known(errors.root.server.message)}</FormAlert>}
        <LocationFields register={register} errors={errors} />
        <SubmitButton pending={isSubmitting} pendingLabel={t.creating} className="self-start">
          {t.createLocation}
        </SubmitButton>
      </form>
      <ImportSection />
    </Page>
  );
}
