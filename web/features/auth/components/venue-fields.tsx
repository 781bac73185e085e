import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../components/ui/field.tsx';
import { RadioCard } from '../../../components/ui/radio-card.tsx';
import type { RegisterFormInput, VenueChoice } from '../register-form-schema.ts';

interface VenueFieldsProps {
  choice: VenueChoice;
  register: UseFormRegister<RegisterFormInput>;
  errors: FieldErrors<RegisterFormInput>;
  inviteOnly: boolean;
}

/** Create a venue, join one with an invite code, or neither for now. */
export function VenueFields({ choice, register, errors, inviteOnly }: VenueFieldsProps) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium">Your venue</legend>
      {inviteOnly && (
        <p id="invite-only-hint" className="text-sm text-muted">
          Sign-up is by invitation: join with the invite code a manager gave you. If your email was
          approved from the waiting list, you can create your venue instead.
        </p>
      )}
      <RadioCard
        value="create"
        title="Create a venue"
        description="You will be its owner and can invite your team."
        {...register('venue')}
      />
      <RadioCard
        value="join"
        title="Join with an invite code"
        description="Join a team that already uses Barback."
        {...register('venue')}
      />
      <RadioCard
        value="later"
        title="Not now"
        description="Add or join a venue after signing up."
        {...register('venue')}
      />
      <div className="mt-2">
        {choice === 'create' && (
          <TextField
            label="Venue name"
            autoComplete="organization"
            error={errors.locationName?.message}
            {...register('locationName')}
          />
        )}
        {choice === 'join' && (
          <TextField
            label="Invite code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            hint="10 letters and digits, for example K7M2PQ9XHT."
            error={errors.inviteCode?.message}
            {...register('inviteCode')}
          />
        )}
      </div>
    </fieldset>
  );
}
