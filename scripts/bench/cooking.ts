// Cooking, timed one request at a time: the menu with every dish's cost, margin and food cost %
// (300 dishes over 500 recipes three levels deep), one dish's cost breakdown, and a bulk import
// of 500 recipes from a CSV file.
import type { Subject } from './endpoints.ts';
import { timings, type Timings } from './buying.ts';

export interface CookingResult {
  /** GET /api/menu?location_id of the seeded location. */
  menu: Timings & { items: number };
  /** GET /api/recipes/{id}/cost of the dishes in turn. */
  recipeCost: Timings;
  /** POST /api/recipes/bulk-import of a CSV of 500 new recipes (4 ingredient rows each). */
  bulkImport: { ms: number; recipes: number; rows: number; bytes: number };
}

const COOKING_RUNS = 30;
const IMPORT_RECIPES = 500;

/** 500 recipes, each of two items and two of the seeded preps, one with 10 % waste. */
function importCsv(tag: string, itemCount: number): { csv: string; rows: number } {
  const lines = ['recipe,portions,ingredient,quantity,unit,waste %'];
  for (let r = 1; r <= IMPORT_RECIPES; r++) {
    const name = `Imported ${tag} ${String(r).padStart(3, '0')}`;
    const item = (n: number) => `Bottle ${String(n % itemCount).padStart(6, '0')}`;
    const prep = (n: number) => `Prep ${String(1 + (n % 200)).padStart(3, '0')}`;
    lines.push(`${name},1,${item(r * 3)},25,ml,10`);
    lines.push(`${name},1,${item(r * 3 + 1)},0.5,cl,`);
    lines.push(`${name},1,${prep(r)},20,ml,`);
    lines.push(`${name},1,${prep(r + 7)},1,portion,`);
  }
  return { csv: `${lines.join('\n')}\n`, rows: lines.length - 1 };
}

async function timed(
  baseURL: string,
  token: string,
  path: string,
  init: RequestInit = {},
): Promise<{ ms: number; json: unknown }> {
  const started = performance.now();
  const response = await fetch(new URL(path, baseURL), {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...init.headers },
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) {
    throw new Error(
      `${init.method ?? 'GET'} ${path} answered ${response.status}: ${text.slice(0, 300)}`,
    );
  }
  return { ms, json: JSON.parse(text) };
}

/** As the location's owner (the first member), after the loads. */
export async function measureCooking(baseURL: string, subject: Subject): Promise<CookingResult> {
  const token = subject.tokens[0];
  if (!token) throw new Error('No signed-in owner');
  const { locationId, dishRecipeIds, itemIds, tag } = subject.seeded;

  const menu: number[] = [];
  let items = 0;
  for (let run = 0; run < COOKING_RUNS + 2; run++) {
    const answer = await timed(baseURL, token, `/api/menu?location_id=${locationId}`);
    if (run >= 2) menu.push(answer.ms);
    items = (answer.json as unknown[]).length;
  }

  const cost: number[] = [];
  for (let run = 0; run < COOKING_RUNS + 2; run++) {
    const id = dishRecipeIds[run % dishRecipeIds.length];
    const answer = await timed(baseURL, token, `/api/recipes/${id}/cost`);
    if (run >= 2) cost.push(answer.ms);
  }

  const { csv, rows } = importCsv(tag, itemIds.length);
  const form = new FormData();
  form.append('location_id', locationId);
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'recipes.csv');
  const imported = await timed(baseURL, token, '/api/recipes/bulk-import', {
    method: 'POST',
    body: form,
  });
  const created = (imported.json as { created: unknown[] }).created.length;
  return {
    menu: { ...timings(menu), items },
    recipeCost: timings(cost),
    bulkImport: { ms: imported.ms, recipes: created, rows, bytes: Buffer.byteLength(csv) },
  };
}
