import { z } from 'zod';

export {
  CLOSE_UNAUTHORIZED,
  type DomainEvent,
  domainEvent,
  type ServerMessage,
} from '#contract/realtime.ts';

/** The PostgreSQL channel every API process publishes to and listens on. */
export const REALTIME_CHANNEL = 'barback_events';

/** Messages a client may send; anything else is ignored. */
export const clientMessage = z.union([
  z.object({ token: z.string().min(1).max(4096) }).strict(),
  z.object({ subscribe: z.uuid() }).strict(),
  z.object({ unsubscribe: z.uuid() }).strict(),
]);
export type ClientMessage = z.infer<typeof clientMessage>;
