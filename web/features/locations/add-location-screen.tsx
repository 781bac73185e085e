import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { DEFAULT_CURRENCY } from '../../../contract/locations.ts';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Page } from '../../components/ui/page.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { showSubmitError } from '../../lib/form-errors.ts';
import { useCreateLocation } from './api/create-location.ts';
import { LocationFields } from './components/location-fields.tsx';
import { browserTimeZone, locationBody, locationForm } from './location-form.ts';

const FIELDS = ['name', 'currency', 'timezone', 'address'] as const;

export function AddLocationScreen() {
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
      showSubmitError(error, setError, FIELDS, 'The location could not be created.');
    }
  });

  return (
    <Page
      title="Add a location"
      description="Create another venue with its own stock, vendors, recipes and team; you will be its owner."
      width="narrow"
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
        <LocationFields register={register} errors={errors} />
        <SubmitButton pending={isSubmitting} pendingLabel="Creating…" className="self-start">
          Create the location
        </SubmitButton>
      </form>
    </Page>
  );
}
