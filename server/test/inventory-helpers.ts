import type { LightMyRequestResponse } from 'fastify';
import type { App } from '#server/app.ts';
import type { UpdateQuantityBody } from '#contract/stock-updates.ts';
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
