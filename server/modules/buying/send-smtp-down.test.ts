/** Sending while the SMTP server refuses connections: nothing changes, the list can be sent again. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shoppingLists } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import { as } from '#server/test/request.ts';
import { buyingWorld, draftWithLine } from './list-fixtures.ts';

// Port 9 (discard) on loopback: nothing listens, the connection is refused at once.
const down = useTestApp({ config: { smtpUrl: 'smtp://127.0.0.1:9' } });

describe('sending when the SMTP server refuses', () => {
  it('answers 503 and leaves the list a draft, to be sent again', async () => {
    const base = await buyingWorld(down.db);
    const { list } = await draftWithLine(down.db, base.location, {
      vendorId: base.vendor.id,
      itemId: base.gin.id,
      vendorItemId: base.ginCase.id,
      packs: '1',
      price: '90',
    });
    const response = await as(down.app, base.manager).post(
      `/api/shopping-lists/${list.id}/send`,
      {},
    );
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message:
        'The order could not be emailed right now. The list was not marked as sent: try again.',
    });
    const [row] = await down.db.select().from(shoppingLists).where(eq(shoppingLists.id, list.id));
    expect(row).toMatchObject({ status: 'draft', sentAt: null, sentTo: null });
  });
});
