import { z } from 'zod';

/** The PostgreSQL channel every API process publishes to and listens on. */
export const REALTIME_CHANNEL = 'barback_events';

/**
 * What a change publishes after its commit. Only `type`, `location_id` and `id` ever reach a
 * socket; `user_id` names the member a `membership.*` event is about and stays on the server.
 */
export const realtimeEvent = z.object({
  type: z.string().min(1).max(100),
  location_id: z.string().min(1).max(100),
  id: z.string().min(1).max(100),
  user_id: z.string().min(1).max(100).optional(),
});
export type RealtimeEvent = z.infer<typeof realtimeEvent>;

/** Messages a client may send; anything else is ignored. */
export const clientMessage = z.union([
  z.object({ token: z.string().min(1).max(4096) }).strict(),
  z.object({ subscribe: z.uuid() }).strict(),
  z.object({ unsubscribe: z.uuid() }).strict(),
]);
export type ClientMessage = z.infer<typeof clientMessage>;

/** Everything the server sends. Events carry no data: clients refetch what they show. */
export type ServerMessage =
  | { type: 'ready' }
  | { type: 'subscribed'; location_id: string }
  | { type: 'unsubscribed'; location_id: string }
  | { type: 'access.revoked'; location_id: string }
  | { type: 'error'; code: string; location_id?: string }
  | { type: string; location_id: string; id: string };

/** Close codes: 4401 for a missing, bad or expired token (the client signs in again). */
export const CLOSE_UNAUTHORIZED = 4401;
