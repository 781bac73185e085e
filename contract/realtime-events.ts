/**
 * Every realtime event, published by the server after a commit and dispatched by the web.
 * Events carry no data: `{ type, location_id, id }` tells a client what changed, and it
 * refetches what it shows. A new domain adds its event types here; the web's exhaustive
 * `switch` over `type` (web/app/use-realtime.ts) then fails to compile until it handles them.
 *
 * No zod in this file: every signed-in page loads it. The server's schema of these events
 * is in realtime.ts.
 */
export const itemEventTypes = [
  'stock.updated',
  'item.created',
  'item.updated',
  'item.archived',
  'category.created',
  'category.updated',
  'category.deleted',
] as const;

/** Shopping-list events: `id` is the list's (a tick names the list of the ticked line). */
export const shoppingListEventTypes = [
  'shopping-list.created',
  'shopping-list.updated',
  'shopping-list.deleted',
  'shopping-list.item-ticked',
  'shopping-list.sent',
  'shopping-list.received',
] as const;

/**
 * Cooking events: `id` is the recipe's or the menu item's. A change of a recipe (or of a
 * line of it) changes the cost of the recipes and menu items that use it: clients refetch
 * both.
 */
export const recipeEventTypes = ['recipe.created', 'recipe.updated', 'recipe.deleted'] as const;
export const menuEventTypes = [
  'menu-item.created',
  'menu-item.updated',
  'menu-item.deleted',
] as const;

/**
 * Counts as records (`/api/counts`): `id` is the count's. `count.updated` says its progress
 * changed (an item was counted in it); clients refetch the location's counts.
 */
export const countEventTypes = [
  'count.opened',
  'count.updated',
  'count.closed',
  'count.deleted',
] as const;

/** Membership events also name the person (`user_id`), which picks that person's sockets. */
export const membershipEventTypes = [
  'membership.added',
  'membership.updated',
  'membership.removed',
] as const;

/** Every type a published event may have. */
type DomainEventType =
  | (typeof itemEventTypes)[number]
  | (typeof shoppingListEventTypes)[number]
  | (typeof recipeEventTypes)[number]
  | (typeof menuEventTypes)[number]
  | (typeof countEventTypes)[number]
  | (typeof membershipEventTypes)[number];

/** What a socket receives of a domain event: never the `user_id`. */
export interface DeliveredEvent {
  type: DomainEventType;
  location_id: string;
  id: string;
}

/**
 * Events the socket makes itself: the caller lost the location (`access.revoked`), or events
 * may have been missed and the client should refetch everything (`resync`).
 */
type SocketEvent =
  | { type: 'access.revoked'; location_id: string }
  | { type: 'resync'; location_id: string; id?: string };

/** Everything the web's dispatcher receives. */
export type RealtimeEvent = DeliveredEvent | SocketEvent;

/** Messages of the socket's handshake and subscriptions. */
type ControlMessage =
  | { type: 'ready' }
  | { type: 'subscribed'; location_id: string }
  | { type: 'unsubscribed'; location_id: string }
  | { type: 'error'; code: string; location_id?: string };

/** Everything the server sends on `/api/realtime`. */
export type ServerMessage = RealtimeEvent | ControlMessage;

const realtimeEventTypes = new Set<string>([
  ...itemEventTypes,
  ...shoppingListEventTypes,
  ...recipeEventTypes,
  ...menuEventTypes,
  ...countEventTypes,
  ...membershipEventTypes,
  'access.revoked',
  'resync',
]);

/** Whether a message from the socket is an event the web dispatches. */
export function isRealtimeEvent(value: unknown): value is RealtimeEvent {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { type?: unknown; location_id?: unknown };
  return (
    typeof candidate.type === 'string' &&
    realtimeEventTypes.has(candidate.type) &&
    typeof candidate.location_id === 'string'
  );
}

/** The close code of a missing, bad or expired token (the client signs in again). */
export const CLOSE_UNAUTHORIZED = 4401;
