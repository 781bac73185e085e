// npm run bench:reports (and the reports section of npm run bench): the sales import and the
// reports on a venue of 2,000 items and 200 menu items (half made of recipes of three
// ingredients, half using two stock items directly). Seeds a fresh embedded database in its
// worker thread, as the server runs by default; starts the real app on a port; closes a full
// count; imports a plain CSV of 50,000 sales lines of the week that follows through
// POST /api/sales/import; books 2,000 deliveries and 500 wastes in that week; closes a second
// count; then times GET /api/reports/variance between the two and
// GET /api/reports/menu-engineering over the week, one request at a time (median and p95).
// BENCH_ITEMS, BENCH_MENU, BENCH_LINES and BENCH_RUNS change the sizes.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { openPgliteThread } from '#server/db/client.ts';
import { locations, users } from '#server/db/schema/index.ts';
import { signAccessToken } from '#server/lib/tokens.ts';
import { type Timings, timings } from './bench/buying.ts';

export interface ReportsBench {
  items: number;
  menuItems: number;
  salesLines: number;
  /** POST /api/sales/import of the plain CSV. */
  salesImport: { ms: number; bytes: number; imported: number };
  variance: Timings & { items: number };
  /** Null when the server has no menu-engineering report. */
  menuEngineering: (Timings & { items: number }) | null;
}

const DAY_MS = 86_400_000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const minute = (at: Date) =>
  `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;

/** The sales of the week after `from`: `lines` lines spread over it, every menu item sold. */
function salesCsv(lines: number, menu: number, from: Date): string {
  const rows = ['date,item,quantity,net_sales'];
  const step = (6 * DAY_MS) / lines;
  for (let line = 0; line < lines; line += 1) {
    const at = new Date(from.getTime() + 60_000 + line * step);
    const quantity = 1 + (line % 3);
    rows.push(
      `${minute(at)},Cocktail ${pad(line % menu, 3)},${quantity},${(quantity * 11.5).toFixed(2)}`,
    );
  }
  return `${rows.join('\n')}\n`;
}

export async function benchReports(): Promise<ReportsBench> {
  const ITEMS = Number(process.env.BENCH_ITEMS ?? 2_000);
  const MENU = Number(process.env.BENCH_MENU ?? 200);
  const LINES = Number(process.env.BENCH_LINES ?? 50_000);
  const RUNS = Number(process.env.BENCH_RUNS ?? 20);

  const dataDir = await mkdtemp(path.join(tmpdir(), 'barback-bench-reports-'));
  const database = await openPgliteThread({ dataDir });
  const config = await loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp(config, { database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const db = database.db;
    const [user] = await db
      .insert(users)
      .values({ email: 'bench-reports@barback.test', name: 'Bench', passwordHash: 'x' })
      .returning({ id: users.id, email: users.email });
    const [location] = await db
      .insert(locations)
      .values({ name: 'Big bar', timezone: 'UTC' })
      .returning({ id: locations.id });
    if (!user || !location) throw new Error('no venue');
    const locationId = location.id;
    await db.execute(
      sql`insert into members (location_id, user_id, role) values (${locationId}, ${user.id}, 'owner')`,
    );
    await db.execute(sql`
      insert into categories (location_id, name, sort_order)
      select ${locationId}, 'Category ' || n, n from generate_series(0, 9) n`);
    await db.execute(sql`
      insert into items (location_id, name, category_id, unit, unit_content, unit_content_unit,
                         quantity, cost_per_unit)
      select ${locationId}, 'Bottle ' || lpad(n::text, 6, '0'),
             (select id from categories where location_id = ${locationId} and sort_order = n % 10),
             'bottle', 700, 'ml', 40, 10 + n % 40
      from generate_series(0, ${ITEMS - 1}) n`);
    // Items by number, for the menu's lines.
    await db.execute(sql`
      create temporary table bench_items as
      select row_number() over (order by name) - 1 as n, id from items where location_id = ${locationId}`);
    await db.execute(sql`
      insert into menu_items (location_id, name, category, price)
      select ${locationId}, 'Cocktail ' || lpad(n::text, 3, '0'), 'Cocktails', 12
      from generate_series(0, ${MENU - 1}) n`);
    await db.execute(sql`
      create temporary table bench_menu as
      select row_number() over (order by name) - 1 as n, id from menu_items where location_id = ${locationId}`);
    // The first half: a recipe each of three ingredients; the second: two stock items directly.
    await db.execute(sql`
      insert into recipes (location_id, name)
      select ${locationId}, 'Recipe ' || lpad(n::text, 3, '0') from generate_series(0, ${MENU / 2 - 1}) n`);
    await db.execute(sql`
      insert into recipe_ingredients (location_id, recipe_id, inventory_item_id, quantity, unit)
      select ${locationId}, r.id, i.id, 25, 'ml'
      from (select row_number() over (order by name) - 1 as n, id from recipes
            where location_id = ${locationId}) r
      cross join generate_series(0, 2) k
      join bench_items i on i.n = (r.n * 7 + k) % ${ITEMS}`);
    await db.execute(sql`
      insert into menu_recipes (location_id, menu_item_id, recipe_id, quantity)
      select ${locationId}, m.id, r.id, 1
      from bench_menu m
      join (select row_number() over (order by name) - 1 as n, id from recipes
            where location_id = ${locationId}) r on r.n = m.n`);
    await db.execute(sql`
      insert into menu_stock_items (location_id, menu_item_id, item_id, quantity, unit)
      select ${locationId}, m.id, i.id, 50, 'ml'
      from bench_menu m cross join generate_series(0, 1) k
      join bench_items i on i.n = (m.n * 11 + k + 1000) % ${ITEMS}
      where m.n >= ${MENU / 2}`);

    const token = await signAccessToken(config.jwtSecret, { userId: user.id, email: user.email });
    const call = async (method: string, url: string, body?: FormData) => {
      const started = performance.now();
      const response = await fetch(`${base}${url}`, {
        method,
        headers: { authorization: `Bearer ${token}` },
        ...(body ? { body } : {}),
      });
      const text = await response.text();
      return { ms: performance.now() - started, status: response.status, text };
    };

    // The first close a week ago, the second now: lines of every item, as closing writes them.
    const now = Date.now();
    const firstClose = new Date(now - 7 * DAY_MS);
    const secondClose = new Date(now - 1000);
    const closeCount = async (name: string, closedAt: Date, quantity: string) => {
      const result = (await db.execute(sql`
          insert into stock_counts (location_id, name, scope, status, closed_at)
          values (${locationId}, ${name}, 'full', 'closed', ${closedAt.toISOString()}::timestamptz)
          returning id`)) as unknown as { rows?: Array<{ id: string }> } | Array<{ id: string }>;
      const [count] = Array.isArray(result) ? result : (result.rows ?? []);
      if (!count) throw new Error('no count');
      await db.execute(sql`
        insert into stock_count_lines (location_id, count_id, item_id, quantity, cost_per_unit, counted)
        select ${locationId}, ${count.id}, id, ${sql.raw(quantity)}, cost_per_unit, true
        from items where location_id = ${locationId}`);
      return count.id;
    };
    const fromCount = await closeCount('Last week', firstClose, '40');

    const csv = salesCsv(LINES, MENU, firstClose);
    const form = new FormData();
    form.append('location_id', locationId);
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'sales.csv');
    const imported = await call('POST', '/api/sales/import', form);
    if (imported.status !== 200) {
      throw new Error(
        `the sales import answered ${imported.status}: ${imported.text.slice(0, 300)}`,
      );
    }
    const importAnswer = JSON.parse(imported.text) as { lines_imported: number };

    // A delivery of every item and 500 wastes in the week.
    await db.execute(sql`
      insert into stock_updates (location_id, item_id, previous_quantity, new_quantity, delta, reason, created_at)
      select ${locationId}, id, 10, 22, 12, 'receive', ${new Date(now - 4 * DAY_MS).toISOString()}::timestamptz
      from items where location_id = ${locationId}`);
    await db.execute(sql`
      insert into stock_updates (location_id, item_id, previous_quantity, new_quantity, delta, reason, cause, created_at)
      select ${locationId}, id, 10, 9.5, -0.5, 'waste', 'spill', ${new Date(now - 3 * DAY_MS).toISOString()}::timestamptz
      from items where location_id = ${locationId} order by name limit 500`);
    const toCount = await closeCount('This week', secondClose, '30.5');

    const time = async (url: string) => {
      const samples: number[] = [];
      let items = 0;
      for (let run = 0; run < RUNS + 2; run += 1) {
        const answer = await call('GET', url);
        if (answer.status === 404) return null;
        if (answer.status !== 200) {
          throw new Error(`GET ${url} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
        }
        if (run >= 2) samples.push(answer.ms);
        items = (JSON.parse(answer.text) as { items: unknown[] }).items.length;
      }
      return { ...timings(samples), items };
    };
    const variance = await time(
      `/api/reports/variance?location_id=${locationId}&from_count=${fromCount}&to_count=${toCount}`,
    );
    if (!variance) throw new Error('no variance report');
    const menuEngineering = await time(
      `/api/reports/menu-engineering?location_id=${locationId}&from=${encodeURIComponent(firstClose.toISOString())}&to=${encodeURIComponent(secondClose.toISOString())}`,
    );
    return {
      items: ITEMS,
      menuItems: MENU,
      salesLines: LINES,
      salesImport: {
        ms: imported.ms,
        bytes: Buffer.byteLength(csv),
        imported: importAnswer.lines_imported,
      },
      variance,
      menuEngineering,
    };
  } finally {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The figures as lines of text. */
export function reportsLines(result: ReportsBench): string[] {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  return [
    `Reports on ${result.items} items, ${result.menuItems} menu items, ${result.salesLines} sales lines (embedded):`,
    `  Sales import (plain CSV, ${(result.salesImport.bytes / 1024 / 1024).toFixed(1)} MB, ${result.salesImport.imported} lines): ${(result.salesImport.ms / 1000).toFixed(2)} s`,
    `  Variance (${result.variance.items} items, ${result.variance.runs} runs): median ${ms(result.variance.medianMs)}, p95 ${ms(result.variance.p95Ms)}, max ${ms(result.variance.maxMs)}`,
    result.menuEngineering
      ? `  Menu engineering (${result.menuEngineering.items} menu items, ${result.menuEngineering.runs} runs): median ${ms(result.menuEngineering.medianMs)}, p95 ${ms(result.menuEngineering.p95Ms)}, max ${ms(result.menuEngineering.maxMs)}`
      : '  Menu engineering: not measured (GET /api/reports/menu-engineering answered 404)',
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchReports();
  for (const line of reportsLines(result)) console.log(line);
}
