import { useStore } from '@nanostores/react';
import { useId } from 'react';
import type { Item } from '#contract/inventory.ts';
import { stockUpdateReasons, wasteCauses } from '#contract/stock-updates.ts';
import type { StockUpdateReason, WasteCause } from '#contract/stock-updates.ts';
import type { Member } from '#contract/locations.ts';
import { INPUT_CLASS } from '#web/components/ui/field.tsx';
import { changelogMessages } from '#web/lib/i18n/locales/en/changelog.ts';

interface ChangelogFilterValues {
  /** What is typed in the item box; it filters once it names an item. */
  itemText: string;
  userId: string;
  reason: StockUpdateReason | '';
  /** Only with reason `waste`: the waste of one cause. */
  cause: WasteCause | '';
  from: string;
  to: string;
}

export const NO_FILTERS: ChangelogFilterValues = {
  itemText: '',
  userId: '',
  reason: '',
  cause: '',
  from: '',
  to: '',
};

/** A waste cause's name in the change log's namespace. */
export const CAUSE_LABEL = {
  spill: 'causeSpill',
  breakage: 'causeBreakage',
  comp: 'causeComp',
  expired: 'causeExpired',
  staff: 'causeStaff',
  other: 'causeOther',
} as const satisfies Record<WasteCause, string>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Filters given in the address (a link from the assistant or a shared URL): `item` (a name),
 * `user_id`, `reason`, `cause` (with reason `waste`), `from` and `to` (days, YYYY-MM-DD).
 * Anything unreadable is left out.
 */
export function filtersFromSearch(search: URLSearchParams): ChangelogFilterValues {
  const reason = search.get('reason') ?? '';
  const cause = search.get('cause') ?? '';
  const day = (name: string) => {
    const value = search.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    itemText: search.get('item') ?? '',
    userId: search.get('user_id') ?? '',
    reason: (stockUpdateReasons as readonly string[]).includes(reason)
      ? (reason as StockUpdateReason)
      : '',
    cause:
      reason === 'waste' && (wasteCauses as readonly string[]).includes(cause)
        ? (cause as WasteCause)
        : '',
    from: day('from'),
    to: day('to'),
  };
}

/** A To day before the From day: the dates are not applied until one is changed. */
export function datesReversed({ from, to }: ChangelogFilterValues): boolean {
  return from !== '' && to !== '' && to < from;
}

/** The item whose name the box holds (any case), if any. */
export function chosenItem(items: Item[], text: string): Item | undefined {
  const name = text.trim().toLowerCase();
  return name === '' ? undefined : items.find((item) => item.name.toLowerCase() === name);
}

interface ChangelogFiltersProps {
  values: ChangelogFilterValues;
  onChange: (values: ChangelogFilterValues) => void;
  items: Item[];
  members: Member[];
}

const LABEL_CLASS = 'flex flex-col gap-1.5 font-medium';

export function ChangelogFilters({ values, onChange, items, members }: ChangelogFiltersProps) {
  const t = useStore(changelogMessages);
  const listId = useId();
  const set = (patch: Partial<ChangelogFilterValues>) => onChange({ ...values, ...patch });
  const unknownItem = values.itemText.trim() !== '' && !chosenItem(items, values.itemText);
  const reversed = datesReversed(values);
  return (
    <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <legend className="sr-only">{t.filters}</legend>
      <label className={LABEL_CLASS}>
        {t.item}
        <input
          type="search"
          list={listId}
          autoComplete="off"
          placeholder={t.allItems}
          className={INPUT_CLASS}
          value={values.itemText}
          onChange={(event) => set({ itemText: event.target.value })}
        />
        {unknownItem && <span className="text-sm font-normal text-muted">{t.pickItem}</span>}
      </label>
      <datalist id={listId}>
        {items.map((item) => (
          <option key={item.id} value={item.name} />
        ))}
      </datalist>
      <label className={LABEL_CLASS}>
        {t.person}
        <select
          className={INPUT_CLASS}
          value={values.userId}
          onChange={(event) => set({ userId: event.target.value })}
        >
          <option value="">{t.everyone}</option>
          {members.map((member) => (
            <option key={member.id} value={member.user_id}>
              {member.name}
            </option>
          ))}
        </select>
      </label>
      <label className={LABEL_CLASS}>
        {t.reason}
        <select
          className={INPUT_CLASS}
          value={values.reason}
          onChange={(event) =>
            set({ reason: event.target.value as StockUpdateReason | '', cause: '' })
          }
        >
          <option value="">{t.anyReason}</option>
          {stockUpdateReasons.map((reason) => (
            <option key={reason} value={reason}>
              {t[reason]}
            </option>
          ))}
        </select>
      </label>
      {values.reason === 'waste' && (
        <label className={LABEL_CLASS}>
          {t.cause}
          <select
            className={INPUT_CLASS}
            value={values.cause}
            onChange={(event) => set({ cause: event.target.value as WasteCause | '' })}
          >
            <option value="">{t.anyCause}</option>
            {wasteCauses.map((cause) => (
              <option key={cause} value={cause}>
                {t[CAUSE_LABEL[cause]]}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="grid grid-cols-2 gap-3">
        <label className={LABEL_CLASS}>
          {t.from}
          <input
            type="date"
            className={INPUT_CLASS}
            value={values.from}
            max={values.to || undefined}
            onChange={(event) => set({ from: event.target.value })}
          />
        </label>
        <label className={LABEL_CLASS}>
          {t.to}
          <input
            type="date"
            className={INPUT_CLASS}
            value={values.to}
            min={values.from || undefined}
            aria-invalid={reversed || undefined}
            aria-describedby={reversed ? `${listId}-dates` : undefined}
            onChange={(event) => set({ to: event.target.value })}
          />
        </label>
        {reversed && (
          <p id={`${listId}-dates`} role="alert" className="col-span-2 text-sm text-danger">
            {t.datesReversed}
          </p>
        )}
      </div>
    </fieldset>
  );
}
