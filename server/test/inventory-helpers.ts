import type { LightMyRequestResponse } from 'fastify';
import type { App } from '#server/app.ts';
import type { Db } from '#server/db/client.ts';
import type { UpdateQuantityBody, WasteBody } from '#contract/stock-updates.ts';
import { addMember, createLocation } from '#server/test/factories.ts';
import { tokenFor } from '#server/test/request.ts';

/** POST /api/inventory/update/{id} as a user, with an optional Idempotency-Key. */
export async function postCount(
  app: App,
  user: { id: string; email: string },
  itemId: string,
  body: UpdateQuantityBody | Record<string, unknown>,
  idempotencyKey?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/inventory/update/${itemId}`,
    headers: {
      authorization: `Bearer ${await tokenFor(app, user)}`,
      ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
    },
    payload: body,
  });
}

/** A location with an owner, a manager and a staff member, and another location. */
export async function locationWithTeam(db: Db) {
  const { location, owner } = await createLocation(db);
  const manager = await addMember(db, location, 'manager');
  const staff = await addMember(db, location, 'staff');
  const other = await createLocation(db);
  return { location, owner, manager, staff, other };
}

/** POST /api/inventory/{id}/waste as a user, with an optional Idempotency-Key. */
export async function postWaste(
  app: App,
  user: { id: string; email: string },
  itemId: string,
  body: WasteBody | Record<string, unknown>,
  idempotencyKey?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/inventory/${itemId}/waste`,
    headers: {
      authorization: `Bearer ${await tokenFor(app, user)}`,
      ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
    },
    payload: body,
  });
}
