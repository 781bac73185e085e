import { useStore } from '@nanostores/react';
import { useDeferredValue, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { COUNT_NAME_MAX_LENGTH } from '#contract/counts.ts';
import type { CountScope } from '#contract/counts.ts';
import { FieldFrame, INPUT_CLASS } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { RadioCard } from '#web/components/ui/radio-card.tsx';
import { SearchField } from '#web/components/ui/search-field.tsx';
import { Section } from '#web/components/ui/page.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { failureMessage, fieldErrorsOf } from '#web/lib/form-errors.ts';
import { countsMessages } from '#web/lib/i18n/locales/en/counts.ts';
import { useItems } from '../api/get-items.ts';
import { useOpenCount } from '../api/open-count.ts';

/**
 * Opening a count (managers and owners): a name (the venue's date when left empty), then every
 * item or a spot check of picked ones. A full count cannot be opened while one is open.
 */
export function OpenCountForm({
  locationId,
  fullCountOpen,
}: {
  locationId: string;
  fullCountOpen: boolean;
}) {
  const t = useStore(countsMessages);
  const ids = useId();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<CountScope>(fullCountOpen ? 'spot' : 'full');
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [tried, setTried] = useState(false);
  const open = useOpenCount(locationId);
  const items = useItems(locationId);

  const spot = scope === 'spot';
  const needle = deferredSearch.trim().toLowerCase();
  const shown = (items.data ?? []).filter(
    (item) => !item.archived && (needle === '' || item.name.toLowerCase().includes(needle)),
  );
  const pickError = spot && tried && picked.size === 0 ? t.pickAnItem : undefined;
  const serverErrors = fieldErrorsOf(open.error);
  const nameError = serverErrors.find((error) => error.path === 'name')?.message;
  const other = serverErrors.filter((error) => error.path !== 'name');

  function toggle(itemId: string): void {
    const next = new Set(picked);
    if (!next.delete(itemId)) next.add(itemId);
    setPicked(next);
  }

  function submit(event: FormEvent): void {
    event.preventDefault();
    setTried(true);
    if (open.isPending || (spot && picked.size === 0) || (!spot && fullCountOpen)) return;
    const trimmed = name.trim();
    open.mutate(
      {
        location_id: locationId,
        ...(trimmed === '' ? {} : { name: trimmed }),
        ...(spot ? { item_ids: [...picked] } : {}),
      },
      { onSuccess: (count) => void navigate(`/dashboard/${locationId}/counts/${count.id}`) },
    );
  }

  return (
    <Section title={t.openTitle} description={t.openHint} id="open-count">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FieldFrame id={`${ids}-name`} label={t.name} error={nameError} optional>
          <input
            id={`${ids}-name`}
            type="text"
            autoComplete="off"
            maxLength={COUNT_NAME_MAX_LENGTH}
            placeholder={t.namePlaceholder}
            className={INPUT_CLASS}
            aria-invalid={nameError !== undefined || undefined}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </FieldFrame>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 font-medium">{t.scope}</legend>
          <RadioCard
            name={`${ids}-scope`}
            title={t.full}
            description={fullCountOpen ? t.fullCountOpen : t.fullHint}
            checked={scope === 'full'}
            disabled={fullCountOpen}
            onChange={() => setScope('full')}
          />
          <RadioCard
            name={`${ids}-scope`}
            title={t.spot}
            description={t.spotHint}
            checked={spot}
            onChange={() => setScope('spot')}
          />
        </fieldset>
        {spot && (
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={pickError ? `${ids}-pick-error` : `${ids}-picked`}
          >
            <legend className="mb-1.5 font-medium">{t.pickItems}</legend>
            <SearchField
              label={t.searchItems}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <p id={`${ids}-picked`} className="text-sm text-muted" aria-live="polite">
              {t.pickedItems(picked.size)}
            </p>
            {items.isPending ? (
              <Spinner label={t.loading} />
            ) : items.isError ? (
              <FormAlert>{t.failed}</FormAlert>
            ) : shown.length === 0 ? (
              <p className="text-muted">
                {needle === '' ? t.noItems : t.noItemMatches({ search: deferredSearch.trim() })}
              </p>
            ) : (
              <ul className="max-h-72 overflow-y-auto rounded-lg border border-border">
                {shown.map((item) => (
                  <li key={item.id} className="border-b border-border last:border-b-0">
                    <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 hover:bg-surface-hover">
                      <input
                        type="checkbox"
                        className="size-5 shrink-0 accent-primary"
                        checked={picked.has(item.id)}
                        onChange={() => toggle(item.id)}
                      />
                      <span className="min-w-0 flex-1 break-words">{item.name}</span>
                      <span className="shrink-0 text-sm text-muted">{item.storage_area}</span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
            {pickError && (
              <p id={`${ids}-pick-error`} role="alert" className="text-sm font-medium text-danger">
                {pickError}
              </p>
            )}
          </fieldset>
        )}
        {open.isError && serverErrors.length === 0 && (
          <FormAlert>{failureMessage(open.error, t.openFailed)}</FormAlert>
        )}
        {other.length > 0 && <FormAlert>{other.map((error) => error.message).join(' ')}</FormAlert>}
        <div>
          <SubmitButton pending={open.isPending} pendingLabel={t.opening}>
            {t.open}
          </SubmitButton>
        </div>
      </form>
    </Section>
  );
}
