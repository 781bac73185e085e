import { useStore } from '@nanostores/react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { SelectField, TextField } from '#web/components/ui/field.tsx';
import { RadioCard } from '#web/components/ui/radio-card.tsx';
import { authMessages } from '#web/lib/i18n/locales/en/auth.ts';
import { useKnownMessage } from '#web/lib/i18n/use-known-message.ts';
import { COMMON_CURRENCIES } from '#web/lib/local-currency.ts';
import { zoneLabel } from '#web/lib/venue-time.ts';
import type { RegisterFormInput, VenueChoice } from '../register-form-schema.ts';

interface VenueFieldsProps {
  choice: VenueChoice;
  /** The currency proposed from the browser's locale, first in the list. */
  proposedCurrency: string;
  /** The device's time zone, which the new venue takes. */
  timeZone: string;
  register: UseFormRegister<RegisterFormInput>;
  errors: FieldErrors<RegisterFormInput>;
  inviteOnly: boolean;
}

/** Create a venue, join one with an invite code, or neither for now. */
export function VenueFields({
  choice,
  proposedCurrency,
  timeZone,
  register,
  errors,
  inviteOnly,
}: VenueFieldsProps) {
  const t = useStore(authMessages);
  const known = useKnownMessage();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium">{t.yourVenue}</legend>
      {inviteOnly && (
        <p id="invite-only-hint" className="text-sm text-muted">
          {t.inviteOnlyHint}
        </p>
      )}
      <RadioCard
        value="create"
        title={t.createVenue}
        description={t.createVenueText}
        {...register('venue')}
      />
      <RadioCard
        value="join"
        title={t.joinWithCode}
        description={t.joinWithCodeText}
        {...register('venue')}
      />
      <RadioCard value="later" title={t.notNow} description={t.notNowText} {...register('venue')} />
      <div className="mt-2">
        {choice === 'create' && (
          <div className="flex flex-col gap-4">
            <TextField
              label={t.venueName}
              autoComplete="organization"
              error={known(errors.locationName?.message)}
              {...register('locationName')}
            />
            <SelectField
              label={t.venueCurrency}
              hint={t.venueCurrencyHint({ zone: zoneLabel(timeZone) })}
              error={known(errors.locationCurrency?.message)}
              {...register('locationCurrency')}
            >
              {[
                proposedCurrency,
                ...COMMON_CURRENCIES.filter((code) => code !== proposedCurrency),
              ].map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </SelectField>
          </div>
        )}
        {choice === 'join' && (
          <TextField
            label={t.inviteCode}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            hint={t.inviteCodeHint}
            error={known(errors.inviteCode?.message)}
            {...register('inviteCode')}
          />
        )}
      </div>
    </fieldset>
  );
}
