import type { FastifyInstance } from 'fastify';
import type { JoinedLocation } from './invites.service.ts';

/** Tells the location's open screens that someone joined (after the join has committed). */
export async function announceJoin(
  app: FastifyInstance,
  joined: JoinedLocation,
  userId: string,
): Promise<void> {
  await app.realtime
    .publish({
      type: 'membership.added',
      location_id: joined.locationId,
      id: joined.memberId,
      user_id: userId,
    })
    .catch((error: unknown) => {
      // The join is committed; a missed event only means screens refresh on their next load.
      app.log.warn({ err: error }, 'realtime publish failed');
    });
}
