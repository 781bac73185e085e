import { z } from 'zod';
import { type DomainEvent, domainEvent } from '#contract/realtime.ts';

export {
  CLOSE_UNAUTHORIZED,
  type DomainEvent,
  domainEvent,
  type ServerMessage,
} from '#contract/realtime.ts';

/** The PostgreSQL channel every API process publishes to and listens on. */
export const REALTIME_CHANNEL = 'barback_events';

/**
 * Between the processes only, never to a socket: sign-ins of a user ended, so each process
 * forgets what it checked of them and closes their sockets whose sign-in is over.
 */
export const sessionsEnded = z
  .object({ type: z.literal('sessions.ended'), user_id: z.uuid() })
  .strict();
export type SessionsEnded = z.infer<typeof sessionsEnded>;

/** What travels on the bus: the services' events, and the ends of sign-ins. */
export const busMessage = z.union([domainEvent, sessionsEnded]);
export type BusMessage = DomainEvent | SessionsEnded;

/** Messages a client may send; anything else is ignored. */
export const clientMessage = z.union([
  z.object({ token: z.string().min(1).max(4096) }).strict(),
  z.object({ subscribe: z.uuid() }).strict(),
  z.object({ unsubscribe: z.uuid() }).strict(),
]);
export type ClientMessage = z.infer<typeof clientMessage>;
