import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Page } from '#web/components/ui/page.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useLocation } from '#web/lib/api/get-location.ts';
import { useMembers } from '#web/lib/api/get-members.ts';
import { changelogMessages } from '#web/lib/i18n/locales/en/changelog.ts';
import { useChangelog } from './api/get-changelog.ts';
import { useItems } from './api/get-items.ts';
import {
  ChangelogFilters,
  NO_FILTERS,
  chosenItem,
  datesReversed,
  filtersFromSearch,
} from './components/changelog-filters.tsx';
import { ChangelogRow } from './components/changelog-row.tsx';

const BROWSER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Every stock change of the location, newest first, a page at a time as the list scrolls.
 * Every filter applies on the server; From and To are the venue's days (its time zone), both
 * included. Until To is on or after From the dates are left out rather than sent reversed.
 */
export function ChangelogScreen() {
  const t = useStore(changelogMessages);
  const { locationId = '' } = useParams();
  const [search] = useSearchParams();
  // The address may carry filters (a link from the assistant); they are where the screen starts.
  const [filters, setFilters] = useState(() => {
    const given = filtersFromSearch(search);
    return Object.values(given).some((value) => value !== '') ? given : NO_FILTERS;
  });
  const items = useItems(locationId);
  const members = useMembers(locationId);
  const timeZone = useLocation(locationId).data?.timezone ?? BROWSER_TIME_ZONE;
  const item = chosenItem(items.data ?? [], filters.itemText);
  const useDates = !datesReversed(filters);
  const changelog = useChangelog(locationId, {
    item_id: item?.id,
    user_id: filters.userId || undefined,
    reason: filters.reason || undefined,
    cause: (filters.reason === 'waste' && filters.cause) || undefined,
    from: (useDates && filters.from) || undefined,
    to: (useDates && filters.to) || undefined,
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = changelog;
  const sentinel = useRef<HTMLDivElement>(null);

  // Load the next page as the end of the list scrolls into view.
  useEffect(() => {
    const end = sentinel.current;
    if (!end || !hasNextPage || !('IntersectionObserver' in window)) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) {
        void fetchNextPage();
      }
    });
    observer.observe(end);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const updates = changelog.data?.pages.flat() ?? [];

  let content;
  if (changelog.isPending) {
    content = <Spinner label={t.loading} />;
  } else if (changelog.isError) {
    content = (
      <div className="flex flex-col items-start gap-3">
        <FormAlert>{t.failed}</FormAlert>
        <Button variant="secondary" onClick={() => void changelog.refetch()}>
          {t.tryAgain}
        </Button>
      </div>
    );
  } else {
    content = (
      <>
        {updates.length === 0 ? (
          <p className="rounded-xl border border-border bg-surface p-4 text-muted">
            {filters === NO_FILTERS ? t.noChangesYet : t.noChangesMatch}
          </p>
        ) : (
          <ul aria-label={t.stockChanges}>
            {updates.map((update) => (
              <ChangelogRow key={update.id} update={update} timeZone={timeZone} />
            ))}
          </ul>
        )}
        <div ref={sentinel} className="flex flex-col items-start gap-2">
          {hasNextPage && (
            <Button
              variant="secondary"
              disabled={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              {isFetchingNextPage ? t.loadingMore : t.loadOlder}
            </Button>
          )}
          {changelog.isFetchNextPageError && <FormAlert>{t.olderFailed}</FormAlert>}
        </div>
      </>
    );
  }

  return (
    <Page title={t.title} description={t.description}>
      <ChangelogFilters
        values={filters}
        onChange={setFilters}
        items={items.data ?? []}
        members={members.data ?? []}
      />
      {content}
    </Page>
  );
}
