import { describe, expect, it } from 'vitest';
import { createWorld, type World } from './authorization-matrix/world.ts';
import { useTestApp } from './test/app.ts';
import { as } from './test/request.ts';

/**
 * One rule for every PUT and PATCH (decision 028): a body that names nothing to change — `{}`,
 * or only fields the API does not know — answers 200 with the record as it is and writes
 * nothing (no version, no updated_at). A call whose body has a required field answers 422 on
 * that field instead. A new PUT or PATCH fails here until it has its row.
 */

// Each "now" a service reads is a second after the last, so a write would show in updated_at.
let tick = Date.parse('2026-11-20T12:00:00Z');
const ctx = useTestApp({ clock: () => new Date((tick += 1000)) });

interface Update {
  url: (world: World) => string;
  /** The fields a body must have: 422 on them, rather than 200. */
  required?: string | string[];
}

const updates: Record<string, Update> = {
  'PUT /api/auth/user': { url: () => '/api/auth/user' },
  'PUT /api/locations/:id': { url: (w) => `/api/locations/${w.location.id}` },
  'PUT /api/locations/:id/members/:memberId': {
    url: (w) => `/api/locations/${w.location.id}/members/${w.memberId}`,
    required: 'role',
  },
  'PUT /api/inventory/categories/:id': { url: (w) => `/api/inventory/categories/${w.categoryId}` },
  'PUT /api/inventory/:id': { url: (w) => `/api/inventory/${w.itemId}` },
  'PUT /api/vendors/:id': { url: (w) => `/api/vendors/${w.vendorId}` },
  'PUT /api/vendors/:id/items/prices': {
    url: (w) => `/api/vendors/${w.vendorId}/items/prices`,
    required: 'updates',
  },
  'PUT /api/vendors/items/:id': { url: (w) => `/api/vendors/items/${w.vendorItemId}` },
  'PUT /api/shopping-lists/:id': { url: (w) => `/api/shopping-lists/${w.listId}` },
  'PUT /api/shopping-lists/items/:id': { url: (w) => `/api/shopping-lists/items/${w.listItemId}` },
  'PATCH /api/shopping-lists/items/:id/completed': {
    url: (w) => `/api/shopping-lists/items/${w.listItemId}/completed`,
    required: 'completed',
  },
  'PUT /api/recipes/:id': { url: (w) => `/api/recipes/${w.recipeId}` },
  'PUT /api/recipes/ingredients/:id': {
    url: (w) => `/api/recipes/ingredients/${w.ingredientId}`,
  },
  'PUT /api/menu/:id': { url: (w) => `/api/menu/${w.menuItemId}` },
  'PUT /api/sales/mappings': {
    url: () => '/api/sales/mappings',
    required: ['location_id', 'pos_name', 'menu_item_id'],
  },
};

describe('a PUT or PATCH that names nothing to change', () => {
  it('has a row here for every PUT and PATCH the app registers', () => {
    const registered = ctx.app.routeTable
      .filter(({ method }) => method === 'PUT' || method === 'PATCH')
      .map(({ method, url }) => `${method} ${url.replace(/\/$/, '')}`);
    expect([...new Set(registered)].sort()).toEqual(Object.keys(updates).sort());
  });

  it.each(Object.entries(updates))('%s answers as the rule says', async (key, update) => {
    const world = await createWorld(ctx.db);
    const caller = as(ctx.app, world.users.owner);
    const send = (body: Record<string, unknown>) =>
      key.startsWith('PATCH')
        ? caller.patch(update.url(world), body)
        : caller.put(update.url(world), body);
    const empty = await send({});
    const unknown = await send({ no_such_field: 'x' });
    for (const response of [empty, unknown]) {
      if (update.required) {
        expect(response.statusCode).toBe(422);
        expect(response.json().error.details).toEqual(
          [update.required].flat().map((path) => ({ path, message: expect.any(String) })),
        );
      } else {
        expect(response.statusCode, response.body).toBe(200);
      }
    }
    // Nothing written by the first: the second answers the very same record.
    if (!update.required) expect(unknown.json()).toEqual(empty.json());
  });
});
