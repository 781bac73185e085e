import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, shoppingLists, vendors } from '#server/db/schema/index.ts';
import { createMailer, outboxDir } from '#server/lib/mailer.ts';
import { useTestApp } from '#server/test/app.ts';
import { createShoppingListItem } from '#server/test/factories.ts';
import { readMessage, useSmtpReceiver } from '#server/test/mail.ts';
import { anonymous, as } from '#server/test/request.ts';
import { buyingWorld, draftWithLine } from './list-fixtures.ts';
import { pdfText } from '#server/test/order-document-helpers.ts';

const smtp = useSmtpReceiver();
// 23:30 UTC is already the 21st in Sydney: the order carries the venue's date.
const ctx = useTestApp({ config: smtp.config, clock: () => new Date('2026-11-20T23:30:00Z') });

async function world(vendorFields: Partial<typeof vendors.$inferInsert> = {}) {
  const base = await buyingWorld(ctx.db);
  if (Object.keys(vendorFields).length > 0) {
    await ctx.db.update(vendors).set(vendorFields).where(eq(vendors.id, base.vendor.id));
  }
  const { list, item: line } = await draftWithLine(ctx.db, base.location, {
    vendorId: base.vendor.id,
    itemId: base.gin.id,
    vendorItemId: base.ginCase.id,
    packs: '2',
    price: '90.1',
  });
  await createShoppingListItem(ctx.db, base.location, {
    shoppingListId: list.id,
    name: 'Lemons',
    quantity: '3',
    unitPrice: null,
    sortOrder: 1,
  });
  return { ...base, list, line };
}

const listRow = async (id: string) =>
  (await ctx.db.select().from(shoppingLists).where(eq(shoppingLists.id, id)))[0];

describe('POST /api/shopping-lists/{id}/send', () => {
  it('emails the vendor the order with its PDF, and marks the list sent', async () => {
    // Delivered on Thursdays, 2 days after the order: ordered on Saturday the 21st (Sydney).
    const { manager, list, vendor, location } = await world({
      name: 'Coastal Spirits Co.',
      leadTimeDays: 2,
      deliveryDays: [4],
    });
    await ctx.db
      .update(locations)
      .set({ timezone: 'Australia/Sydney', address: '1 Quay St' })
      .where(eq(locations.id, location.id));
    const response = await as(ctx.app, manager).post(`/api/shopping-lists/${list.id}/send`, {
      message: 'Deliver before noon, please.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'sent',
      sent_to: vendor.email,
      sent_by: manager.id,
      sent_at: '2026-11-20T23:30:00.000Z',
    });

    const number = `PO-${list.id.slice(0, 8).toUpperCase()}`;
    const mail = await smtp.waitFor((message) => message.to.includes(vendor.email ?? ''));
    expect(mail.subject).toBe(`Order ${number} from The Fox (delivery 2026-11-26)`);
    // The vendor's answer goes to the manager who sent it.
    expect(mail.raw).toMatch(new RegExp(`^Reply-To: ${manager.email}\\r?$`, 'im'));
    const body = mail.text.replaceAll('\r\n', '\n');
    expect(body).toContain('The Fox would like to order the following from Coastal Spirits Co.\n');
    expect(body).not.toContain('Co..');
    expect(body).toContain(`Order number: ${number}\nDelivery requested: 2026-11-26`);
    expect(body).toContain(`The Fox\n1 Quay St\n${manager.name} <${manager.email}>`);
    expect(body).toContain('Deliver before noon, please.');
    expect(body).toContain(
      '[GIN-6] Dry gin 6 × 70 cl: 2 × 6 × bottle 70 cl, 90.10 per pack, 180.20',
    );
    expect(body).toContain('- Lemons: 3, no price');
    expect(body).toContain('Total: EUR 180.20 (Lines without a price are not in the total.)');
    expect(mail.html).toContain(
      '<td style="padding: 4px 8px; border-bottom: 1px solid #e5e7eb; text-align: left;">GIN-6</td>',
    );
    expect(mail.html).toContain('Delivery requested: 2026-11-26');
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf).toMatchObject({ contentType: 'application/pdf' });
    expect(pdf?.filename).toMatch(/^Order-[\w-]+\.pdf$/);
    const text = await pdfText(pdf?.content ?? Buffer.alloc(0));
    expect(text).toContain(`Order ${number} from The Fox`);
    expect(text).toContain(`Order number: ${number}`);
    expect(text).toContain('Order date: 2026-11-21');
    expect(text).toContain('Delivery requested: 2026-11-26');
    expect(text).toContain('Vendor: Coastal Spirits Co. List:');
    expect(text).toContain('GIN-6');
    expect(text).toContain('2 × 6 × bottle 70 cl');
    expect(text).toMatch(/Total\s+180\.20/);
    expect(text).toContain('Lines without a price are not in the total.');
  });

  it('refuses a total below the minimum order with 409 unless confirmed; nothing is sent before', async () => {
    const { owner, list, vendor } = await world({ minimumOrder: '250' });
    const caller = as(ctx.app, owner);
    const refused = await caller.post(`/api/shopping-lists/${list.id}/send`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'CONFLICT',
      message: `The order comes to EUR 180.20, below ${vendor.name}'s minimum order of EUR 250.00. Confirm to send it anyway.`,
      details: {
        reason: 'below_minimum_order',
        minimum_order: 250,
        total: 180.2,
        requires_confirmation: true,
      },
    });
    expect((await listRow(list.id))?.status).toBe('draft');
    expect(smtp.messages.filter((message) => message.to.includes(vendor.email ?? ''))).toEqual([]);
    const confirmed = await caller.post(`/api/shopping-lists/${list.id}/send`, {
      confirm_below_minimum: true,
    });
    expect(confirmed.statusCode).toBe(200);
    await smtp.waitFor((message) => message.to.includes(vendor.email ?? ''));
  });

  it('marks a list of a vendor without email sent, sent_to null', async () => {
    const { manager, list } = await world({ email: null });
    const response = await as(ctx.app, manager).post(`/api/shopping-lists/${list.id}/send`, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'sent', sent_to: null, sent_by: manager.id });
  });

  it('refuses a received list (409), staff (403), another location (404), bad input (422), no token (401)', async () => {
    const { manager, staff, stranger, list } = await world();
    expect(
      (await as(ctx.app, staff).post(`/api/shopping-lists/${list.id}/send`, {})).statusCode,
    ).toBe(403);
    expect(
      (await as(ctx.app, stranger).post(`/api/shopping-lists/${list.id}/send`, {})).statusCode,
    ).toBe(404);
    expect(
      (await anonymous(ctx.app).post(`/api/shopping-lists/${list.id}/send`, {})).statusCode,
    ).toBe(401);
    const bad = await as(ctx.app, manager).post(`/api/shopping-lists/${list.id}/send`, {
      confirm_below_minimum: 'yes',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.details[0].path).toBe('confirm_below_minimum');
    await ctx.db
      .update(shoppingLists)
      .set({ status: 'received' })
      .where(eq(shoppingLists.id, list.id));
    const received = await as(ctx.app, manager).post(`/api/shopping-lists/${list.id}/send`, {});
    expect(received.statusCode).toBe(409);
    expect(received.json().error.message).toBe('This list was already received.');
  });
});

describe('GET /api/shopping-lists/{id}/export', () => {
  it('answers the order as a PDF (the default) and as CSV with a header row', async () => {
    const { staff, list } = await world();
    const caller = as(ctx.app, staff);
    const pdf = await caller.get(`/api/shopping-lists/${list.id}/export`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(
      /^attachment; filename="Order-[\w-]+\.pdf"$/,
    );
    expect(await pdfText(pdf.rawPayload)).toMatch(/Total\s+180\.20/);

    const csv = await caller.get(`/api/shopping-lists/${list.id}/export?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/filename="Order-[\w-]+\.csv"$/);
    const parsed = Papa.parse<Record<string, string>>(csv.body, { header: true });
    expect(parsed.meta.fields).toEqual([
      'sku',
      'name',
      'packs',
      'pack_description',
      'pack_size',
      'unit',
      'unit_price',
      'line_total',
    ]);
    expect(parsed.data).toEqual([
      {
        sku: 'GIN-6',
        name: 'Dry gin 6 × 70 cl',
        packs: '2',
        pack_description: '6 × bottle 70 cl',
        pack_size: '6',
        unit: 'bottle',
        unit_price: '90.1',
        line_total: '180.2',
      },
      {
        sku: '',
        name: 'Lemons',
        packs: '3',
        pack_description: '',
        pack_size: '',
        unit: 'bottle',
        unit_price: '',
        line_total: '',
      },
    ]);
  });

  it('answers 422 for an unknown format, 404 for another location, 401 without a token', async () => {
    const { staff, stranger, list } = await world();
    const bad = await as(ctx.app, staff).get(`/api/shopping-lists/${list.id}/export?format=xls`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.details[0].path).toBe('format');
    expect(
      (await as(ctx.app, stranger).get(`/api/shopping-lists/${list.id}/export`)).statusCode,
    ).toBe(404);
    expect((await anonymous(ctx.app).get(`/api/shopping-lists/${list.id}/export`)).statusCode).toBe(
      401,
    );
  });
});

describe('the outbox without SMTP', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'barback-order-outbox-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps the attachment in the .eml file', async () => {
    const mailer = createMailer(
      { smtpUrl: undefined, mailFrom: 'Barback <no-reply@barback.test>', dataDir },
      ctx.app.log,
      ctx.app.clock,
    );
    const content = Buffer.from('%PDF-1.3 not really');
    await mailer.send({
      to: 'orders@vendor.example',
      subject: 'Order',
      text: 'Attached.',
      html: '<p>Attached.</p>',
      attachments: [{ filename: 'order.pdf', content, contentType: 'application/pdf' }],
    });
    await mailer.close();
    const [file] = await readdir(outboxDir({ dataDir }));
    const message = readMessage(
      await readFile(path.join(outboxDir({ dataDir }), file ?? ''), 'utf8'),
    );
    expect(message.text.trim()).toBe('Attached.');
    expect(message.attachments).toEqual([
      { filename: 'order.pdf', contentType: 'application/pdf', content },
    ]);
  });
});
