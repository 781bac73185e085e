import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shoppingLists, vendors } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import { useSmtpReceiver } from '#server/test/mail.ts';
import { anonymous, as } from '#server/test/request.ts';
import { buyingWorld, draftWithLine } from './list-fixtures.ts';

const smtp = useSmtpReceiver();
const ctx = useTestApp({ config: smtp.config, clock: () => new Date('2026-11-20T12:00:00Z') });

/** A list of 3 cases at 90, received as `delivery` (through the API). */
async function received(delivery?: { received_quantity: number; unit_price?: number }) {
  const base = await buyingWorld(ctx.db);
  const { list, item: line } = await draftWithLine(ctx.db, base.location, {
    vendorId: base.vendor.id,
    itemId: base.gin.id,
    vendorItemId: base.ginCase.id,
    packs: '3',
    price: '90',
  });
  const response = await as(ctx.app, base.staff).post(`/api/shopping-lists/${list.id}/receive`, {
    items: delivery ? [{ id: line.id, ...delivery }] : [],
  });
  expect(response.statusCode, response.body).toBe(200);
  return { ...base, list, line };
}

describe('POST /api/shopping-lists/{id}/credit-request', () => {
  it('emails the vendor the short and dearer lines with the credit asked, and records when', async () => {
    const { manager, list, vendor } = await received({ received_quantity: 2, unit_price: 95 });
    const response = await as(ctx.app, manager).post(
      `/api/shopping-lists/${list.id}/credit-request`,
      { message: 'Please credit our account.' },
    );
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toMatchObject({
      id: list.id,
      status: 'received',
      credit_requested_at: '2026-11-20T12:00:00.000Z',
      // Only queued: the list says so, and that it is sent once the outbox sent it.
      mail: { kind: 'credit-request', recipient: vendor.email, state: 'queued', sent_at: null },
    });
    await ctx.app.mailer.idle();
    const after = await as(ctx.app, manager).get(`/api/shopping-lists/${list.id}`);
    expect(after.json().mail).toMatchObject({
      kind: 'credit-request',
      state: 'sent',
      sent_at: '2026-11-20T12:00:00.000Z',
    });
    const mail = await smtp.waitFor((message) => message.to.includes(vendor.email ?? ''));
    expect(mail.subject).toBe(`Credit request: order ${list.name} from The Fox`);
    // 1 missing case at 90, and 5 more on each of the 2 received: 100.
    expect(mail.text).toContain(
      '- [GIN-6] Dry gin 6 × 70 cl: ordered 3, received 2 ordered at 90.00, invoiced at 95.00 per pack credit 100.00',
    );
    expect(mail.text).toContain('Credit requested: EUR 100.00');
    expect(mail.text).toContain('Please credit our account.');
    expect(mail.html).toContain('Credit requested: EUR 100.00');
  });

  it('refuses a list not received, one with nothing to claim, a vendor without email (409)', async () => {
    const { manager, location, vendor, gin, ginCase } = await received({ received_quantity: 1 });
    const { list: draft } = await draftWithLine(ctx.db, location, {
      vendorId: vendor.id,
      itemId: gin.id,
      vendorItemId: ginCase.id,
      packs: '1',
      price: '90',
    });
    const caller = as(ctx.app, manager);
    const notReceived = await caller.post(`/api/shopping-lists/${draft.id}/credit-request`, {});
    expect(notReceived.statusCode).toBe(409);
    expect(notReceived.json().error.message).toBe(
      'Only a received list can ask for a credit: receive the delivery first.',
    );
    const cheaper = await received({ received_quantity: 3, unit_price: 80 });
    const nothing = await as(ctx.app, cheaper.manager).post(
      `/api/shopping-lists/${cheaper.list.id}/credit-request`,
      {},
    );
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().error.message).toBe(
      'Nothing to claim: no line of this delivery came short or dearer.',
    );

    const short = await received({ received_quantity: 1 });
    await ctx.db.update(vendors).set({ email: null }).where(eq(vendors.id, short.vendor.id));
    const noEmail = await as(ctx.app, short.manager).post(
      `/api/shopping-lists/${short.list.id}/credit-request`,
      {},
    );
    expect(noEmail.statusCode).toBe(409);
    const [row] = await ctx.db
      .select()
      .from(shoppingLists)
      .where(eq(shoppingLists.id, short.list.id));
    expect(row?.creditRequestedAt).toBeNull();
  });

  it('refuses staff (403), another location (404), bad input (422), no token (401)', async () => {
    const { staff, stranger, manager, list } = await received({ received_quantity: 1 });
    const url = `/api/shopping-lists/${list.id}/credit-request`;
    expect((await as(ctx.app, staff).post(url, {})).statusCode).toBe(403);
    expect((await as(ctx.app, stranger).post(url, {})).statusCode).toBe(404);
    expect((await anonymous(ctx.app).post(url, {})).statusCode).toBe(401);
    const bad = await as(ctx.app, manager).post(url, { message: 42 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.details[0].path).toBe('message');
  });
});
