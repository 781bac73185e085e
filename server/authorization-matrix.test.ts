/**
 * The authorization matrix: every /api and /auth route the app registers, called as each kind
 * of caller, answers the status class the permission table (docs/domain.md#permissions,
 * contract/permissions.ts) implies. A route without a row fails the suite: a new route must say
 * who may call it, in its domain's file under authorization-matrix/.
 */
import { describe, expect, it } from 'vitest';
import { accountRows } from './authorization-matrix/account.ts';
import { assistantRows } from './authorization-matrix/assistant.ts';
import { buyingRows } from './authorization-matrix/buying.ts';
import { cookingRows } from './authorization-matrix/cooking.ts';
import { inventoryRows } from './authorization-matrix/inventory.ts';
import { itAnswersAsTheTableSays, key, type Row } from './authorization-matrix/matrix.ts';
import { reportsRows } from './authorization-matrix/reports.ts';
import { salesRows } from './authorization-matrix/sales.ts';
import { useTestApp } from './test/app.ts';

const ctx = useTestApp();

const matrix: Row[] = [
  ...accountRows,
  ...inventoryRows,
  ...buyingRows,
  ...cookingRows,
  ...assistantRows,
  ...reportsRows,
  ...salesRows,
];

/** Routes outside the matrix on purpose, with the reason. */
const notInMatrix: Record<string, string> = {
  // A WebSocket: the token travels in the first message, tested in the realtime tests.
  'GET /api/realtime': 'websocket handshake authentication',
};

describe('authorization matrix', () => {
  it('has a row for every /api and /auth route the app registers', () => {
    const registered = new Set(
      ctx.app.routeTable
        .filter(({ method }) => method !== 'HEAD' && method !== 'OPTIONS')
        .filter(({ url }) => /^\/(api|auth)(\/|$)/.test(url) || url === '/health')
        .filter(({ url }) => !url.startsWith('/api/docs'))
        .map(({ method, url }) => key(method, url)),
    );
    const covered = new Set([
      ...matrix.map((row) => key(row.method, row.url)),
      ...Object.keys(notInMatrix),
    ]);
    expect(
      [...registered].filter((route) => !covered.has(route)),
      'routes without a row',
    ).toEqual([]);
    expect(
      [...covered].filter((route) => !registered.has(route)),
      'rows without a route',
    ).toEqual([]);
  });

  itAnswersAsTheTableSays(ctx, matrix);
});
