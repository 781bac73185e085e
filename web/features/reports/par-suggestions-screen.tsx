import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { can } from '#contract/permissions.ts';
import { PAR_DEFAULT_WEEKS } from '#contract/reports.ts';
import type { ParNoSuggestionReason, ParSuggestion } from '#contract/reports.ts';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Page } from '#web/components/ui/page.tsx';
import { EmptyState, LoadError } from '#web/components/ui/query-states.tsx';
import { ScrollRegion } from '#web/components/ui/scroll-region.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { formatQuantity, formatWhen, shownQuantity } from '#web/lib/amounts.ts';
import { failureMessage } from '#web/lib/form-errors.ts';
import { reportsMessages } from '#web/lib/i18n/locales/en/reports.ts';
import { unitsMessages } from '#web/lib/i18n/locales/en/units.ts';
import { unitName } from '#web/lib/unit-amount.ts';
import { useCurrentLocation } from '#web/lib/use-current-location.ts';
import { useApplyPars } from './api/apply-par.ts';
import type { ParChange } from './api/apply-par.ts';
import { useParSuggestions } from './api/get-par-suggestions.ts';
import { ManagerOnly } from './components/manager-only.tsx';
import { ReportTabs } from './components/report-tabs.tsx';

type ReportsText = ReturnType<typeof reportsMessages.get>;

const WEEK_CHOICES = [2, 4, 6, 8, 12, 26, 52];

const REASONS = {
  too_few_counts: 'reasonTooFewCounts',
  no_usage: 'reasonNoUsage',
  no_preferred_vendor: 'reasonNoVendor',
  no_delivery_days: 'reasonNoDeliveryDays',
} as const satisfies Record<ParNoSuggestionReason, string>;

/** A suggestion that would change the item's par. */
const applicable = (item: ParSuggestion): item is ParSuggestion & { suggested_par: number } =>
  item.suggested_par !== null && item.suggested_par !== item.current_par;

const changeOf = (item: ParSuggestion & { suggested_par: number }): ParChange => ({
  itemId: item.item_id,
  parLevel: item.suggested_par,
  version: item.version,
});

function Suggested({ item, t }: { item: ParSuggestion; t: ReportsText }) {
  const words = useStore(unitsMessages);
  if (item.suggested_par === null) {
    return <span>{item.reason ? t[REASONS[item.reason]] : t.unknown}</span>;
  }
  return (
    <div className="flex flex-col">
      <span className="font-semibold">{formatQuantity(item.suggested_par)}</span>
      {item.suggested_packs !== null && item.pack_size !== null && (
        <span className="text-sm text-muted">
          {t.packsOf({
            size: formatQuantity(item.pack_size),
            unit: unitName(words, item.unit, shownQuantity(item.pack_size)),
          })(item.suggested_packs)}
        </span>
      )}
      {item.vendor_name && item.cover_days !== null && (
        <span className="text-sm text-muted">
          {t.coverDays({ vendor: item.vendor_name })(item.cover_days)}
        </span>
      )}
    </div>
  );
}

function Suggestions({ locationId }: { locationId: string }) {
  const t = useStore(reportsMessages);
  const words = useStore(unitsMessages);
  const location = useCurrentLocation();
  const editable = can(location?.role, 'catalog.edit');
  const [weeks, setWeeks] = useState(PAR_DEFAULT_WEEKS);
  const suggestions = useParSuggestions(locationId, weeks);
  const apply = useApplyPars(locationId);
  const [outcome, setOutcome] = useState<{ done: string; failed: string[] } | null>(null);

  async function run(items: (ParSuggestion & { suggested_par: number })[]): Promise<void> {
    if (apply.isPending) return;
    setOutcome(null);
    const failed = await apply.mutateAsync(items.map(changeOf));
    const names = new Map(items.map((item) => [item.item_id, item.name]));
    const applied = items.filter((item) => !failed.some((f) => f.itemId === item.item_id));
    setOutcome({
      done:
        applied.length === 1 && applied[0]
          ? t.parSet({ name: applied[0].name, par: formatQuantity(applied[0].suggested_par) })
          : applied.length > 1
            ? t.parsSet(applied.length)
            : '',
      failed: failed.map((failure) =>
        t.parFailed({
          name: names.get(failure.itemId) ?? '',
          message: failureMessage(failure.error, t.tryAgainLater),
        }),
      ),
    });
  }

  let content;
  if (suggestions.isPending) {
    content = <Spinner label={t.loadingPars} />;
  } else if (suggestions.isError) {
    content = (
      <LoadError
        error={suggestions.error}
        message={t.parsLoadFailed}
        onRetry={() => void suggestions.refetch()}
      />
    );
  } else if (suggestions.data.items.length === 0) {
    content = (
      <EmptyState>
        <p>{t.noParItems}</p>
      </EmptyState>
    );
  } else {
    const data = suggestions.data;
    const toApply = data.items.filter(applicable);
    content = (
      <>
        <p className="text-sm">
          {data.from && data.to
            ? t.parBasis({ from: formatWhen(data.from), to: formatWhen(data.to) })(data.counts_used)
            : t.parNoCounts}{' '}
          {t.safetyMargin({ percent: formatQuantity(data.safety_percent) })}
        </p>
        {editable && toApply.length > 0 && (
          <Button
            className="self-start"
            aria-disabled={apply.isPending || undefined}
            onClick={() => void run(toApply)}
          >
            {apply.isPending ? t.applying : t.applyAll(toApply.length)}
          </Button>
        )}
        <div role="status" className="flex flex-col gap-2 empty:hidden">
          {outcome?.done && <p>{outcome.done}</p>}
        </div>
        {outcome && outcome.failed.length > 0 && (
          <FormAlert>
            <ul className="list-disc pl-5">
              {outcome.failed.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </FormAlert>
        )}
        <ScrollRegion label={t.parsRegion}>
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{t.parsCaption}</caption>
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="p-2">
                  {t.item}
                </th>
                <th scope="col" className="p-2 text-right">
                  {t.currentPar}
                </th>
                <th scope="col" className="p-2">
                  {t.suggestedPar}
                </th>
                <th scope="col" className="p-2 text-right">
                  {t.weeklyUsage}
                </th>
                {editable && (
                  <th scope="col" className="p-2">
                    <span className="sr-only">{t.actions}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <tr key={item.item_id} className="border-b border-border align-top">
                  <th scope="row" className="p-2 font-normal">
                    <span className="font-semibold">{item.name}</span>
                    <span className="block text-sm text-muted">
                      {t.inUnit({ unit: unitName(words, item.unit, 2) })}
                    </span>
                  </th>
                  <td className="p-2 text-right tabular-nums">
                    {item.current_par === null ? t.noPar : formatQuantity(item.current_par)}
                  </td>
                  <td className="p-2">
                    <Suggested item={item} t={t} />
                  </td>
                  <td className="p-2 text-right tabular-nums">
                    {item.average_weekly_usage === null
                      ? t.unknown
                      : formatQuantity(item.average_weekly_usage)}
                  </td>
                  {editable && (
                    <td className="p-1">
                      {applicable(item) && (
                        <Button
                          variant="secondary"
                          aria-label={t.applyFor({
                            name: item.name,
                            par: formatQuantity(item.suggested_par),
                          })}
                          aria-disabled={apply.isPending || undefined}
                          onClick={() => void run([item])}
                        >
                          {t.apply}
                        </Button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </>
    );
  }

  return (
    <Page title={t.parTitle} description={t.parDescription} width="full">
      <ReportTabs locationId={locationId} />
      <div className="max-w-xs">
        <SelectField
          label={t.weeks}
          value={String(weeks)}
          onChange={(event) => {
            setOutcome(null);
            setWeeks(Number(event.target.value));
          }}
        >
          {WEEK_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t.weekCount(choice)}
            </option>
          ))}
        </SelectField>
      </div>
      {content}
    </Page>
  );
}

/**
 * A par level for each item from what the closed counts and deliveries say it uses a week,
 * covering the days to its vendor's next delivery with a safety margin, in whole packs; why
 * there is none when there is none. Apply one, or all, through the item update.
 */
export function ParSuggestionsScreen() {
  const t = useStore(reportsMessages);
  const { locationId = '' } = useParams();
  return (
    <ManagerOnly title={t.parTitle}>
      <Suggestions locationId={locationId} />
    </ManagerOnly>
  );
}
