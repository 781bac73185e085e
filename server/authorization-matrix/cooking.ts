import { csvFile, postImport } from '#server/test/cooking-helpers.ts';
import {
  inLocation,
  MANAGER_UP,
  MANAGER_UP_OBJECT,
  MEMBER,
  MEMBER_OBJECT,
  unique,
  type Row,
} from './matrix.ts';

/** Recipes and menu: who may call each route. */
export const cookingRows: Row[] = [
  // Recipes and menu (docs/api.md#recipes-and-menu). Reading is for every member; every change
  // is catalog.edit.
  { method: 'GET', url: '/api/recipes', expect: MEMBER, query: inLocation },
  {
    method: 'POST',
    url: '/api/recipes',
    expect: MANAGER_UP,
    body: (world) => ({ location_id: world.location.id, name: `Recipe ${unique()}` }),
  },
  {
    method: 'POST',
    url: '/api/recipes/bulk-import',
    expect: MANAGER_UP,
    send: (world, actor, ctx) =>
      postImport(
        ctx.app,
        actor === 'anonymous' ? undefined : world.users[actor],
        { location_id: world.location.id },
        csvFile(
          `recipe,ingredient,quantity,unit\nImported ${unique()},${world.itemName},1,bottle\n`,
        ),
      ),
  },
  {
    method: 'PUT',
    url: '/api/recipes/ingredients/:id',
    expect: MANAGER_UP_OBJECT,
    foreign: 404,
    body: () => ({ quantity: 2 }),
  },
  {
    method: 'DELETE',
    url: '/api/recipes/ingredients/:id',
    expect: MANAGER_UP_OBJECT,
    foreign: 404,
    fresh: true,
  },
  { method: 'GET', url: '/api/recipes/:id', expect: MEMBER_OBJECT, foreign: 404 },
  {
    method: 'PUT',
    url: '/api/recipes/:id',
    expect: MANAGER_UP_OBJECT,
    foreign: 404,
    body: () => ({ description: `Note ${unique()}` }),
  },
  // The world's recipe is on its menu item: those allowed are refused for that (409).
  {
    method: 'DELETE',
    url: '/api/recipes/:id',
    expect: { ...MANAGER_UP_OBJECT, manager: 409, owner: 409 },
    foreign: 404,
    fresh: true,
  },
  {
    method: 'POST',
    url: '/api/recipes/:id/ingredients',
    expect: MANAGER_UP_OBJECT,
    foreign: 404,
    body: (world) => ({ inventory_item_id: world.itemId, quantity: 1, unit: 'bottle' }),
  },
  { method: 'GET', url: '/api/recipes/:id/cost', expect: MEMBER_OBJECT, foreign: 404 },
  { method: 'GET', url: '/api/menu', expect: MEMBER, query: inLocation },
  {
    method: 'POST',
    url: '/api/menu',
    expect: MANAGER_UP,
    body: (world) => ({ location_id: world.location.id, name: `Dish ${unique()}`, price: 9 }),
  },
  { method: 'GET', url: '/api/menu/categories', expect: MEMBER, query: inLocation },
  {
    method: 'DELETE',
    url: '/api/menu/recipes/:id',
    expect: MANAGER_UP_OBJECT,
    foreign: 404,
    fresh: true,
  },
  { method: 'GET', url: '/api/menu/:id', expect: MEMBER_OBJECT, foreign: 404 },
  {
    method: 'PUT',
    url: '/api/menu/:id',
    expect: MANAGER_UP_OBJECT,
    foreign: 404,
    body: () => ({ description: `Note ${unique()}` }),
  },
  { method: 'DELETE', url: '/api/menu/:id', expect: MANAGER_UP_OBJECT, foreign: 404, fresh: true },
  {
    method: 'POST',
    url: '/api/menu/:id/recipes',
    expect: MANAGER_UP_OBJECT,
    foreign: 404,
    body: (world) => ({ recipe_id: world.recipeId, quantity: 2 }),
  },
  {
    method: 'POST',
    url: '/api/menu/:id/items',
    expect: MANAGER_UP_OBJECT,
    foreign: 404,
    body: (world) => ({ inventory_item_id: world.itemId, quantity: 1, unit: 'bottle' }),
  },
  {
    method: 'DELETE',
    url: '/api/menu/:id/items/:lineId',
    expect: MANAGER_UP_OBJECT,
    foreign: 404,
    fresh: true,
  },
  { method: 'GET', url: '/api/menu/:id/cost', expect: MEMBER_OBJECT, foreign: 404 },
];
