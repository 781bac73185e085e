import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { locations } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import { useSmtpReceiver } from '#server/test/mail.ts';
import { pdfText } from '#server/test/order-document-helpers.ts';
import { as } from '#server/test/request.ts';
import { buyingWorld, draftWithLine } from './list-fixtures.ts';
import { type Order, orderEmail, orderPdf, replyAddress } from './order-document.ts';

// The venue's phone and email (its settings, migration 0009) on what it sends its vendors.

const smtp = useSmtpReceiver();
const ctx = useTestApp({ config: smtp.config, clock: () => new Date('2026-11-20T12:00:00Z') });

const PHONE = '+61 2 9999 0100';
const VENUE_EMAIL = 'bar@thefox.example';

/** A venue with its phone and email set (or not), and a draft of 3 cases of gin at 90. */
async function world(contact: { phone: string | null; email: string | null }) {
  const base = await buyingWorld(ctx.db);
  await ctx.db
    .update(locations)
    .set({ address: '1 Quay St', ...contact })
    .where(eq(locations.id, base.location.id));
  const { list, item: line } = await draftWithLine(ctx.db, base.location, {
    vendorId: base.vendor.id,
    itemId: base.gin.id,
    vendorItemId: base.ginCase.id,
    packs: '3',
    price: '90',
  });
  return { ...base, list, line };
}

describe("the order's email and PDF", () => {
  it("show the venue's phone and email; the reply still goes to the member who sent it", async () => {
    const { manager, list, vendor } = await world({ phone: PHONE, email: VENUE_EMAIL });
    const response = await as(ctx.app, manager).post(`/api/shopping-lists/${list.id}/send`, {});
    expect(response.statusCode, response.body).toBe(200);

    const mail = await smtp.waitFor((message) => message.to.includes(vendor.email ?? ''));
    expect(mail.raw).toMatch(new RegExp(`^Reply-To: ${manager.email}\\r?$`, 'im'));
    const body = mail.text.replaceAll('\r\n', '\n');
    expect(body).toContain(
      `The Fox\n1 Quay St\nPhone: ${PHONE}\nEmail: ${VENUE_EMAIL}\n${manager.name} <${manager.email}>`,
    );
    expect(body).toContain(`reply to ${manager.email}.`);
    expect(mail.html).toContain(`1 Quay St<br>Phone: ${PHONE}<br>Email: ${VENUE_EMAIL}<br>`);
    const text = await pdfText(mail.attachments[0]?.content ?? Buffer.alloc(0));
    expect(text).toContain(`1 Quay St Phone: ${PHONE} Email: ${VENUE_EMAIL} Contact:`);

    const exported = await as(ctx.app, manager).get(`/api/shopping-lists/${list.id}/export`);
    expect(exported.statusCode).toBe(200);
    expect(await pdfText(exported.rawPayload)).toContain(`Phone: ${PHONE} Email: ${VENUE_EMAIL}`);
  });

  it('say nothing of a phone or an email the venue has not set', async () => {
    const { manager, list, vendor } = await world({ phone: null, email: null });
    const response = await as(ctx.app, manager).post(`/api/shopping-lists/${list.id}/send`, {});
    expect(response.statusCode, response.body).toBe(200);
    const mail = await smtp.waitFor((message) => message.to.includes(vendor.email ?? ''));
    const body = mail.text.replaceAll('\r\n', '\n');
    expect(body).toContain(`The Fox\n1 Quay St\n${manager.name} <${manager.email}>`);
    expect(body).not.toContain('Phone:');
    expect(body).not.toContain('Email:');
    const text = await pdfText(mail.attachments[0]?.content ?? Buffer.alloc(0));
    expect(text).not.toContain('Phone:');
    expect(text).not.toContain('Email:');
  });
});

describe('where the vendor replies', () => {
  const order: Order = {
    number: 'PO-1234ABCD',
    venue: 'The Fox',
    venueAddress: null,
    venuePhone: PHONE,
    venueEmail: VENUE_EMAIL,
    currency: 'EUR',
    date: '2026-11-20',
    deliveryDate: null,
    sender: { name: 'Ana', email: 'ana@example.com' },
    vendorName: 'Coastal Spirits Co.',
    listName: 'Weekly',
    lines: [],
  };

  it("is the sender's email first, the venue's when there is no sender, else none", () => {
    expect(replyAddress(order)).toBe('ana@example.com');
    expect(replyAddress({ ...order, sender: null })).toBe(VENUE_EMAIL);
    expect(orderEmail({ ...order, sender: null }).text).toContain(
      `Please quote PO-1234ABCD and reply to ${VENUE_EMAIL}.`,
    );
    expect(replyAddress({ ...order, sender: null, venueEmail: null })).toBeNull();
    expect(orderEmail({ ...order, sender: null, venueEmail: null }).text).toContain(
      'Please quote PO-1234ABCD.',
    );
  });

  it("is written in the PDF's venue block with the phone", async () => {
    const text = await pdfText(await orderPdf(order, new Date('2026-11-20T12:00:00Z')));
    expect(text).toContain(`Phone: ${PHONE} Email: ${VENUE_EMAIL} Contact: Ana <ana@example.com>`);
  });
});

describe('the credit request email', () => {
  it('is signed by the venue with its phone and email when it has them', async () => {
    const { manager, staff, list, line, vendor } = await world({
      phone: PHONE,
      email: VENUE_EMAIL,
    });
    const sent = await as(ctx.app, manager).post(`/api/shopping-lists/${list.id}/send`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    const receive = await as(ctx.app, staff).post(`/api/shopping-lists/${list.id}/receive`, {
      items: [{ id: line.id, received_quantity: 2 }],
    });
    expect(receive.statusCode, receive.body).toBe(200);
    const response = await as(ctx.app, manager).post(
      `/api/shopping-lists/${list.id}/credit-request`,
      {},
    );
    expect(response.statusCode, response.body).toBe(202);
    const mail = await smtp.waitFor(
      (message) =>
        message.to.includes(vendor.email ?? '') && message.subject.startsWith('Credit request'),
    );
    const body = mail.text.replaceAll('\r\n', '\n');
    expect(body).toMatch(new RegExp(`\n\nThe Fox\nPhone: \\${PHONE}\nEmail: ${VENUE_EMAIL}\n?$`));
    expect(mail.html).toContain(`<p>The Fox<br>Phone: ${PHONE}<br>Email: ${VENUE_EMAIL}</p>`);
  });
});
