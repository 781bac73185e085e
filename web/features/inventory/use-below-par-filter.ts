import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Item } from '#contract/inventory.ts';

/** `?filter=below-par`: the stock list showing only what is below par (the dashboard links it). */
const FILTER_PARAM = 'filter';
const BELOW_PAR_FILTER = 'below-par';

interface Taken {
  locationId: string;
  ids: ReadonlySet<string>;
  /** Taken from a list that was up to date (not a cached one being refetched). */
  current: boolean;
}

const belowParIds = (items: Item[]) =>
  items.filter((item) => item.below_par).map((item) => item.id);

/**
 * The stock list's "Below par only" filter, kept in the URL.
 *
 * Which items it shows is decided once — when the filter is turned on or the page is entered
 * with it — and then kept while counting. A bartender who counts the Rioja up to par expects
 * its row to stay under their thumb (its "Below par" mark gone, "Counted" shown), not to
 * vanish and slide the next item under the + they were about to tap. For the same reason an
 * item that drops below par meanwhile (someone else's waste) does not join. Turning the filter
 * off and on again, or re-entering the page, decides afresh.
 *
 * `items` is undefined while loading; `fetching` says a (re)fetch is under way. A cached list
 * may be older than what is below par now: the items that are below par once it is refetched
 * join those taken from it, once (rows are only ever added, and only in that first moment).
 */
export function useBelowParFilter(
  locationId: string,
  items: Item[] | undefined,
  fetching: boolean,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const on = searchParams.get(FILTER_PARAM) === BELOW_PAR_FILTER;
  const [taken, setTaken] = useState<Taken | null>(null);
  const kept = on && taken?.locationId === locationId ? taken : null;

  // Adjusted while rendering rather than in an effect, so no frame shows a wrong set of rows.
  if (kept === null) {
    if (taken !== null) setTaken(null);
    else if (on && items)
      setTaken({ locationId, ids: new Set(belowParIds(items)), current: !fetching });
  } else if (!kept.current && !fetching && items) {
    setTaken({ ...kept, ids: new Set([...kept.ids, ...belowParIds(items)]), current: true });
  }

  const ids = kept?.ids;
  const shown = useMemo(() => {
    const all = items ?? [];
    if (!on) return all;
    return all.filter((item) => (ids ? ids.has(item.id) : item.below_par));
  }, [on, ids, items]);

  function setOn(next: boolean): void {
    setSearchParams(
      (params) => {
        const nextParams = new URLSearchParams(params);
        if (next) nextParams.set(FILTER_PARAM, BELOW_PAR_FILTER);
        else nextParams.delete(FILTER_PARAM);
        return nextParams;
      },
      // A filter is a view of the same page: Back leaves the stock list, not the filter.
      { replace: true },
    );
  }

  return { on, setOn, items: shown };
}
