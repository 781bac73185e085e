/**
 * Query keys of sales: everything of a location's sales starts with ['sales', locationId], so
 * an import or a mapping refreshes the whole prefix (the lines, the unmatched names). The menu
 * items offered for a POS name share the menu's own key, which its realtime events refresh.
 */
export const salesKeys = {
  location: (locationId: string) => ['sales', locationId] as const,
  lines: (locationId: string, from: string, to: string) =>
    [...salesKeys.location(locationId), 'lines', from, to] as const,
  mappings: (locationId: string) => [...salesKeys.location(locationId), 'mappings'] as const,
  menu: (locationId: string) => ['menu', locationId, 'list'] as const,
};
