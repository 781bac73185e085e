/**
 * Query keys of the reports: everything of a location's reports starts with ['reports',
 * locationId]. The closed counts a variance is picked from are the counts' own query
 * (web/lib/api/get-counts.ts), which their realtime events refresh.
 */
export const reportKeys = {
  location: (locationId: string) => ['reports', locationId] as const,
  variance: (locationId: string, fromCount: string, toCount: string) =>
    [...reportKeys.location(locationId), 'variance', fromCount, toCount] as const,
  menuEngineering: (locationId: string, from: string, to: string) =>
    [...reportKeys.location(locationId), 'menu-engineering', from, to] as const,
  parSuggestions: (locationId: string, weeks: number) =>
    [...reportKeys.location(locationId), 'par-suggestions', weeks] as const,
};
