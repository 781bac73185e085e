/**
 * The assistant's routes: who may ask, what is validated, whose conversations one sees, and
 * the rate limit per person (built-in assistant, no model configured).
 */
import { describe, expect, it } from 'vitest';
import { ASSISTANT_RATE_LIMIT_PER_MINUTE } from '#contract/assistant.ts';
import { useTestApp } from '#server/test/app.ts';
import {
  addMember,
  createAssistantConversation,
  createAssistantMessage,
  createItem,
  createLocation,
  createUser,
  createVendor,
  createVendorItem,
} from '#server/test/factories.ts';
import { anonymous, as } from '#server/test/request.ts';
import { ask } from '#server/test/assistant-helpers.ts';

const NOW = new Date('2026-11-20T18:00:00Z');
const ctx = useTestApp({ clock: () => NOW });

async function venue() {
  const { location, owner } = await createLocation(ctx.db, { name: 'Test Bar' });
  await createItem(ctx.db, location, {
    name: 'Limes',
    unit: 'each',
    quantity: '40',
    parLevel: '150',
  });
  return { location, owner };
}

describe('POST /api/ai/chat', () => {
  it('answers a member with a stream ending in the saved answer', async () => {
    const { location, owner } = await venue();
    const staff = await addMember(ctx.db, location, 'staff');
    const answer = await ask(ctx.app, staff, {
      location_id: location.id,
      message: 'how many limes',
    });
    expect(answer.response.statusCode).toBe(200);
    expect(answer.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(answer.response.headers['cache-control']).toBe('no-store');
    expect(answer.events[0]).toMatchObject({
      type: 'conversation',
      conversation: { location_id: location.id, title: 'how many limes' },
    });
    expect(answer.events[1]).toMatchObject({
      type: 'user_message',
      message: { role: 'user', content: 'how many limes' },
    });
    expect(answer.events.at(-1)).toEqual({ type: 'done' });
    expect(answer.message?.content).toContain('Limes: 40 each on hand');
    expect(answer.message?.content).toContain('below its par of 150');
    expect(answer.error).toBeUndefined();

    // Saved, for the asker only.
    const mine = await as(ctx.app, staff).get(`/api/ai/conversations?location_id=${location.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([
      expect.objectContaining({ id: answer.conversationId, title: 'how many limes' }),
    ]);
    const theirs = await as(ctx.app, owner).get(`/api/ai/conversations?location_id=${location.id}`);
    expect(theirs.json()).toEqual([]);
    const detail = await as(ctx.app, staff).get(
      `/api/ai/conversations/${answer.conversationId ?? ''}`,
    );
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      id: answer.conversationId,
      messages: [
        { role: 'user', content: 'how many limes' },
        {
          role: 'assistant',
          content: answer.message?.content,
          tool_calls: [{ tool: 'get_item' }],
          tool_results: [{ kind: 'card', title: 'Limes' }],
        },
      ],
    });
  });

  it('continues one of the caller’s conversations, and no one else’s', async () => {
    const { location, owner } = await venue();
    const first = await ask(ctx.app, owner, { location_id: location.id, message: 'open orders' });
    const again = await ask(ctx.app, owner, {
      location_id: location.id,
      conversation_id: first.conversationId ?? '',
      message: 'what is below par',
    });
    expect(again.conversationId).toBe(first.conversationId);
    const detail = await as(ctx.app, owner).get(
      `/api/ai/conversations/${first.conversationId ?? ''}`,
    );
    expect((detail.json() as { messages: unknown[] }).messages).toHaveLength(4);

    const manager = await addMember(ctx.db, location, 'manager');
    const intruder = await ask(ctx.app, manager, {
      location_id: location.id,
      conversation_id: first.conversationId ?? '',
      message: 'open orders',
    });
    expect(intruder.response.statusCode).toBe(404);
    expect(intruder.response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    const peek = await as(ctx.app, manager).get(
      `/api/ai/conversations/${first.conversationId ?? ''}`,
    );
    expect(peek.statusCode).toBe(404);
  });

  it('refuses a conversation of another location', async () => {
    const { location, owner } = await venue();
    const elsewhere = await createLocation(ctx.db, { owner });
    const conversation = await createAssistantConversation(ctx.db, elsewhere.location, {
      userId: owner.id,
    });
    const answer = await ask(ctx.app, owner, {
      location_id: location.id,
      conversation_id: conversation.id,
      message: 'open orders',
    });
    expect(answer.response.statusCode).toBe(404);
  });

  it('validates the body', async () => {
    const { location, owner } = await venue();
    const cases: [unknown, string][] = [
      [{ location_id: location.id, message: '   ' }, 'message'],
      [{ location_id: location.id, message: 'x'.repeat(2001) }, 'message'],
      [{ location_id: location.id, message: 'limes\u0000' }, 'message'],
      [{ location_id: 'nope', message: 'limes' }, 'location_id'],
      [{ message: 'limes' }, 'location_id'],
      [{ location_id: location.id, message: 'limes', conversation_id: 'nope' }, 'conversation_id'],
      [{ location_id: location.id, message: 'limes', language: 'fr' }, 'language'],
      [{ location_id: location.id, message: 'limes', language: 7 }, 'language'],
    ];
    for (const [body, path] of cases) {
      const response = await as(ctx.app, owner).post('/api/ai/chat', body as object);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        error: { code: 'VALIDATION_ERROR', details: [expect.objectContaining({ path })] },
      });
    }
  });

  it('needs a token and a membership', async () => {
    const { location } = await venue();
    const noToken = await anonymous(ctx.app).post('/api/ai/chat', {
      location_id: location.id,
      message: 'limes',
    });
    expect(noToken.statusCode).toBe(401);
    const stranger = await createUser(ctx.db);
    const refused = await ask(ctx.app, stranger, { location_id: location.id, message: 'limes' });
    expect(refused.response.statusCode).toBe(403);
    expect(refused.response.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
  });

  it('limits how often one person may ask', async () => {
    const { location, owner } = await venue();
    const staff = await addMember(ctx.db, location, 'staff');
    for (let index = 0; index < ASSISTANT_RATE_LIMIT_PER_MINUTE; index += 1) {
      const answer = await ask(ctx.app, owner, { location_id: location.id, message: 'hello' });
      expect(answer.response.statusCode).toBe(200);
    }
    const limited = await ask(ctx.app, owner, { location_id: location.id, message: 'hello' });
    expect(limited.response.statusCode).toBe(429);
    expect(limited.response.headers['retry-after']).toBe('60');
    expect(limited.response.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    // Another person is not held back by it.
    const other = await ask(ctx.app, staff, { location_id: location.id, message: 'hello' });
    expect(other.response.statusCode).toBe(200);
  });

  it('says what it can answer when it cannot place a question', async () => {
    const { location, owner } = await venue();
    const answer = await ask(ctx.app, owner, { location_id: location.id, message: 'sing a song' });
    expect(answer.message?.content).toContain('I can answer questions about');
    expect(answer.message?.suggestions.length).toBeGreaterThan(0);
    expect(answer.message?.tool_calls).toEqual([]);
  });
});

describe('a small venue', () => {
  it('answers what is low and proposes an order for a named vendor, applied by a person', async () => {
    const { location, owner } = await createLocation(ctx.db, { name: 'Small Bar' });
    const gin = await createItem(ctx.db, location, {
      name: 'Gin',
      unit: 'bottle',
      quantity: '2',
      parLevel: '12',
    });
    const tonic = await createItem(ctx.db, location, {
      name: 'Tonic',
      unit: 'can',
      quantity: '0',
      parLevel: '48',
    });
    await createItem(ctx.db, location, {
      name: 'Lemons',
      unit: 'each',
      quantity: '30',
      parLevel: '20',
    });
    const vendor = await createVendor(ctx.db, location, { name: 'Metro Drinks' });
    for (const [item, packSize, price] of [
      [gin, '6', '90'],
      [tonic, '24', '12'],
    ] as const) {
      await createVendorItem(ctx.db, location, {
        vendorId: vendor.id,
        inventoryItemId: item.id,
        name: `${item.name} pack`,
        packSize,
        price,
        isPreferred: true,
      });
    }

    const low = await ask(ctx.app, owner, {
      location_id: location.id,
      message: 'what are we low on?',
    });
    expect(low.message?.content).toContain('2 items are below par');
    const [table] = low.message?.tool_results ?? [];
    expect(table).toMatchObject({ kind: 'table', title: 'Items below par' });
    expect(table?.kind === 'table' && table.rows.map((row) => row.cells.name)).toEqual([
      'Tonic',
      'Gin',
    ]);

    const order = await ask(ctx.app, owner, {
      location_id: location.id,
      message: 'draft an order for metro drinks',
    });
    const proposal = order.message?.proposals[0];
    expect(proposal).toMatchObject({
      kind: 'draft_order',
      title: 'Create a draft order for Metro Drinks with 2 lines',
      vendor_id: vendor.id,
      // 10 bottles short in packs of 6: 2 packs at $90; 48 cans in trays of 24: 2 at $12.
      estimated_total: 204,
    });
    expect(
      proposal?.kind === 'draft_order' && proposal.lines.map((line) => [line.name, line.quantity]),
    ).toEqual([
      ['Gin', 2],
      ['Tonic', 2],
    ]);
    // Asking created nothing.
    const lists = await as(ctx.app, owner).get(`/api/shopping-lists?location_id=${location.id}`);
    expect(lists.json()).toEqual([]);
  });

  it('proposes an order in Spanish whose list, once applied, is named and noted in Spanish', async () => {
    const { location, owner } = await createLocation(ctx.db, { name: 'Small Bar' });
    const gin = await createItem(ctx.db, location, {
      name: 'Gin',
      unit: 'bottle',
      quantity: '2',
      parLevel: '12',
    });
    const vendor = await createVendor(ctx.db, location, { name: 'Metro Drinks' });
    await createVendorItem(ctx.db, location, {
      vendorId: vendor.id,
      inventoryItemId: gin.id,
      packSize: '6',
      price: '90',
      isPreferred: true,
    });
    const body = {
      location_id: location.id,
      message: 'prepara un pedido para metro drinks',
      language: 'es',
    };
    const order = await ask(ctx.app, owner, body);
    const proposal = order.message?.proposals[0];
    expect(proposal?.title).toBe('Crear un borrador de pedido para Metro Drinks con 1 línea');
    expect(proposal?.apply).toEqual([
      {
        method: 'POST',
        path: '/api/shopping-lists/generate',
        body: { location_id: location.id, vendor_id: vendor.id, language: 'es' },
      },
    ]);
    // The person applies it as the web does: the request as proposed.
    const [request] = proposal?.apply ?? [];
    const made = await as(ctx.app, owner).post(request?.path ?? '', request?.body);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject([
      {
        name: 'Metro Drinks 2026-11-20',
        notes: 'Generada a partir de los artículos que están en su punto de pedido o por debajo.',
      },
    ]);
  });
});

describe('GET /api/ai/conversations', () => {
  it('needs a location the caller belongs to', async () => {
    const { location } = await venue();
    const stranger = await createUser(ctx.db);
    expect(
      (await as(ctx.app, stranger).get(`/api/ai/conversations?location_id=${location.id}`))
        .statusCode,
    ).toBe(403);
    expect(
      (await anonymous(ctx.app).get(`/api/ai/conversations?location_id=${location.id}`)).statusCode,
    ).toBe(401);
    const missing = await as(ctx.app, stranger).get('/api/ai/conversations');
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ error: { details: [{ path: 'location_id' }] } });
  });

  it('lists only the caller’s conversations, most recent first, with their messages', async () => {
    const { location, owner } = await venue();
    const older = await createAssistantConversation(ctx.db, location, {
      userId: owner.id,
      title: 'older',
      updatedAt: new Date('2026-11-01T00:00:00Z'),
    });
    const newer = await createAssistantConversation(ctx.db, location, {
      userId: owner.id,
      title: 'newer',
      updatedAt: new Date('2026-11-02T00:00:00Z'),
    });
    await createAssistantConversation(ctx.db, location, { title: 'someone else’s' });
    await createAssistantMessage(ctx.db, location, { conversationId: newer.id, content: 'gin?' });
    const list = await as(ctx.app, owner).get(`/api/ai/conversations?location_id=${location.id}`);
    expect((list.json() as { id: string }[]).map((entry) => entry.id)).toEqual([
      newer.id,
      older.id,
    ]);
    const detail = await as(ctx.app, owner).get(`/api/ai/conversations/${newer.id}`);
    expect(detail.json()).toMatchObject({
      title: 'newer',
      messages: [{ role: 'user', content: 'gin?', tool_calls: [], proposals: [] }],
    });
    expect((await as(ctx.app, owner).get('/api/ai/conversations/not-a-uuid')).statusCode).toBe(422);
  });
});
