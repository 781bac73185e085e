/**
 * Query keys of a location's counts (`/api/counts`): one factory, so invalidation never
 * guesses. Every key starts with ['counts', locationId]: a realtime count event invalidates
 * that prefix (web/app/use-realtime.ts).
 */
export const countKeys = {
  location: (locationId: string) => ['counts', locationId] as const,
  list: (locationId: string) => [...countKeys.location(locationId), 'list'] as const,
  detail: (locationId: string, countId: string) =>
    [...countKeys.location(locationId), 'detail', countId] as const,
};
