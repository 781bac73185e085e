import { useStore } from '@nanostores/react';
import { useParams } from 'react-router';
import { can } from '#contract/permissions.ts';
import { Page, Section } from '#web/components/ui/page.tsx';
import { EmptyState, LoadError } from '#web/components/ui/query-states.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { openFullCount, useCounts } from '#web/lib/api/get-counts.ts';
import { countsMessages } from '#web/lib/i18n/locales/en/counts.ts';
import { useCurrency } from '#web/lib/use-currency.ts';
import { useCurrentLocation } from '#web/lib/use-current-location.ts';
import { CountCard } from './components/count-card.tsx';
import { OpenCountForm } from './components/open-count-form.tsx';

/**
 * The location's counts: the open ones with their progress, opening a new one (managers and
 * owners), and the history of closed counts with their values.
 */
export function CountsScreen() {
  const t = useStore(countsMessages);
  const { locationId = '' } = useParams();
  const manager = can(useCurrentLocation()?.role, 'counts.manage');
  const counts = useCounts(locationId);
  const currency = useCurrency(locationId);

  let content;
  if (counts.isPending) {
    content = <Spinner label={t.loading} />;
  } else if (counts.isError) {
    content = (
      <LoadError error={counts.error} message={t.failed} onRetry={() => void counts.refetch()} />
    );
  } else {
    const open = counts.data.filter((count) => count.status === 'open');
    const closed = counts.data.filter((count) => count.status === 'closed');
    content = (
      <>
        <Section title={t.openCounts} id="open-counts">
          {open.length === 0 ? (
            <p className="text-muted">{t.noOpenCount}</p>
          ) : (
            <ul>
              {open.map((count) => (
                <CountCard key={count.id} count={count} currency={currency} />
              ))}
            </ul>
          )}
        </Section>
        {manager ? (
          <OpenCountForm
            locationId={locationId}
            fullCountOpen={openFullCount(counts.data) !== undefined}
          />
        ) : (
          <p className="text-muted">{t.staffCannotOpen}</p>
        )}
        <Section title={t.history} id="count-history">
          {closed.length === 0 ? (
            <EmptyState>
              <p>{t.noCountsYet}</p>
            </EmptyState>
          ) : (
            <ul>
              {closed.map((count) => (
                <CountCard key={count.id} count={count} currency={currency} />
              ))}
            </ul>
          )}
        </Section>
      </>
    );
  }

  return (
    <Page title={t.title} description={t.description}>
      {content}
    </Page>
  );
}
