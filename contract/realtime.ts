import { z } from 'zod';
import {
  countEventTypes,
  itemEventTypes,
  membershipEventTypes,
  menuEventTypes,
  recipeEventTypes,
  shoppingListEventTypes,
} from './realtime-events.ts';

export * from './realtime-events.ts';

// The server's schema of the events listed in realtime-events.ts (which the web loads
// without zod): a service cannot publish an event outside this union.

const ids = { location_id: z.uuid(), id: z.uuid() };

/** What a service publishes (validated by the server before it leaves the process). */
export const domainEvent = z.discriminatedUnion('type', [
  z.object({ type: z.enum(itemEventTypes), ...ids }).strict(),
  z.object({ type: z.enum(shoppingListEventTypes), ...ids }).strict(),
  z.object({ type: z.enum(recipeEventTypes), ...ids }).strict(),
  z.object({ type: z.enum(menuEventTypes), ...ids }).strict(),
  z.object({ type: z.enum(countEventTypes), ...ids }).strict(),
  z.object({ type: z.enum(membershipEventTypes), ...ids, user_id: z.uuid() }).strict(),
]);
export type DomainEvent = z.infer<typeof domainEvent>;
