import { describe, expect, it } from 'vitest';
import { accountExport } from '#contract/account-export.ts';
import { useTestApp } from '#server/test/app.ts';
import {
  addMember,
  createAssistantConversation,
  createAssistantMessage,
  createItem,
  createLocation,
  createStockUpdate,
  createUser,
} from '#server/test/factories.ts';
import { anonymous, as } from '#server/test/request.ts';

const ctx = useTestApp({ clock: () => new Date('2026-03-04T05:06:07.000Z') });

describe('GET /api/auth/user/export', () => {
  it("gives the person their account, memberships, changes and conversations, and nobody else's", async () => {
    const person = await createUser(ctx.db, { name: 'Ana Bartender' });
    const { location, owner } = await createLocation(ctx.db, { name: 'The Corner' });
    await addMember(ctx.db, location, 'staff', person);
    const gin = await createItem(ctx.db, location, { name: 'Dry gin' });
    await createStockUpdate(ctx.db, location, {
      itemId: gin.id,
      userId: person.id,
      previousQuantity: '2',
      newQuantity: '1.25',
      reason: 'waste',
      note: 'Dropped one',
    });
    await createStockUpdate(ctx.db, location, { itemId: gin.id, userId: owner.id });
    const mine = await createAssistantConversation(ctx.db, location, {
      userId: person.id,
      title: 'Gin',
    });
    await createAssistantMessage(ctx.db, location, {
      conversationId: mine.id,
      content: 'How much gin is left?',
    });
    await createAssistantConversation(ctx.db, location, { userId: owner.id, title: 'Not hers' });

    const response = await as(ctx.app, person).get('/api/auth/user/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="barback-my-data-2026-03-04.json"',
    );
    const file = accountExport.parse(JSON.parse(response.body));
    expect(file.account).toEqual({
      name: 'Ana Bartender',
      email: person.email,
      created_at: person.createdAt.toISOString(),
    });
    expect(file.memberships).toMatchObject([
      { location_id: location.id, location_name: 'The Corner', role: 'staff' },
    ]);
    expect(file.changes).toEqual([
      expect.objectContaining({
        item_name: 'Dry gin',
        previous_quantity: 2,
        new_quantity: 1.25,
        delta: -0.75,
        reason: 'waste',
        note: 'Dropped one',
      }),
    ]);
    expect(file.conversations).toMatchObject([
      { title: 'Gin', messages: [{ role: 'user', content: 'How much gin is left?' }] },
    ]);
    expect(response.body).not.toContain(person.passwordHash);
    expect(response.body).not.toContain(owner.email);
  });

  it('gives a new account its own empty lists', async () => {
    const person = await createUser(ctx.db);
    const response = await as(ctx.app, person).get('/api/auth/user/export');
    const file = accountExport.parse(JSON.parse(response.body));
    expect(file).toMatchObject({ memberships: [], changes: [], conversations: [] });
  });

  it('needs a token', async () => {
    const response = await anonymous(ctx.app).get('/api/auth/user/export');
    expect(response.statusCode).toBe(401);
  });
});
