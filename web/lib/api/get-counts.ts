import { useQuery } from '@tanstack/react-query';
import type { CountDetail, CountSummary } from '#contract/counts.ts';
import { api } from '../api-client.ts';
import { countKeys } from './count-keys.ts';

/** `GET /api/counts`: the location's counts, the open ones first, then closed newest first. */
function getCounts(locationId: string, signal?: AbortSignal): Promise<CountSummary[]> {
  const query = new URLSearchParams({ location_id: locationId });
  return api.get<CountSummary[]>(`/api/counts?${query.toString()}`, { notify: false, signal });
}

export function useCounts(locationId: string) {
  return useQuery({
    queryKey: countKeys.list(locationId),
    queryFn: ({ signal }) => getCounts(locationId, signal),
  });
}

/** `GET /api/counts/{id}`: the count, its items, and its progress by area and by person. */
function getCount(countId: string, signal?: AbortSignal): Promise<CountDetail> {
  return api.get<CountDetail>(`/api/counts/${countId}`, { notify: false, signal });
}

export function useCount(locationId: string, countId: string | undefined) {
  return useQuery({
    queryKey: countKeys.detail(locationId, countId ?? ''),
    queryFn: ({ signal }) => getCount(countId ?? '', signal),
    enabled: countId !== undefined && countId !== '',
  });
}

/** The location's open full count, if any (at most one is open at a time). */
export function openFullCount(counts: CountSummary[] | undefined): CountSummary | undefined {
  return counts?.find((count) => count.status === 'open' && count.scope === 'full');
}
