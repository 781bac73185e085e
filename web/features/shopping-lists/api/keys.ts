/**
 * Query keys of buying: one factory per domain, so invalidation never guesses. Everything of
 * a location's lists starts with ['shopping-lists', locationId] and of its vendors with
 * ['vendors', locationId]: a realtime event invalidates the whole prefix.
 */
export const shoppingListKeys = {
  location: (locationId: string) => ['shopping-lists', locationId] as const,
  lists: (locationId: string) => [...shoppingListKeys.location(locationId), 'lists'] as const,
  detail: (locationId: string, listId: string) =>
    [...shoppingListKeys.location(locationId), 'detail', listId] as const,
  purchaseList: (locationId: string) =>
    [...shoppingListKeys.location(locationId), 'purchase-list'] as const,
  ofVendor: (locationId: string, vendorId: string) =>
    [...shoppingListKeys.location(locationId), 'vendor', vendorId] as const,
};

export const vendorKeys = {
  location: (locationId: string) => ['vendors', locationId] as const,
  list: (locationId: string) => [...vendorKeys.location(locationId), 'list'] as const,
  detail: (locationId: string, vendorId: string) =>
    [...vendorKeys.location(locationId), 'detail', vendorId] as const,
  stats: (locationId: string, vendorId: string) =>
    [...vendorKeys.location(locationId), 'stats', vendorId] as const,
  items: (locationId: string, vendorId: string) =>
    [...vendorKeys.location(locationId), 'items', vendorId] as const,
  priceHistory: (locationId: string, vendorItemId: string) =>
    [...vendorKeys.location(locationId), 'price-history', vendorItemId] as const,
};
