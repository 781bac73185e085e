import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { OPENAPI_DOCUMENT_PATH } from './openapi.ts';
import { operationIds } from './operation-ids.ts';

const ctx = useTestApp();

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
}
type Document = { paths: Record<string, Record<string, Operation>> };

async function servedDocument(): Promise<Document> {
  const response = await ctx.app.inject({ method: 'GET', url: OPENAPI_DOCUMENT_PATH });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Every operation of the document as `METHOD /path`, with the operation. */
function operationsOf(document: Document): [string, Operation][] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]): [string, Operation] => [
      `${method.toUpperCase()} ${path}`,
      operation,
    ]),
  );
}

/**
 * What Redocly's recommended ruleset still reports, kept on purpose (rule, then the place).
 * Anything else it reports fails the test; so does an entry here it no longer reports.
 */
const ACCEPTED_WARNINGS = [
  // No licence has been chosen for the API: naming one is the owners' decision.
  'info-license #/info',
  // These answer no 4xx by design (no input to refuse; sign-out always succeeds); a made-up
  // error response would mislead a client more than the missing one.
  'operation-4xx-response #/paths/~1health/get/responses',
  'operation-4xx-response #/paths/~1api~1auth~1registration/get/responses',
  'operation-4xx-response #/paths/~1api~1auth~1logout/post/responses',
  'operation-4xx-response #/paths/~1api~1billing~1plans/get/responses',
  // Paths of the specification where a literal segment stands where another path has an id
  // (/api/menu/recipes/{id} beside /api/menu/{id}/cost). The router tries the literal first and
  // ids are UUIDs, so no request is ever ambiguous.
  'no-ambiguous-paths #/paths/~1api~1vendors~1items~1{id}',
  'no-ambiguous-paths #/paths/~1api~1vendors~1{id}~1catalog',
  'no-ambiguous-paths #/paths/~1api~1shopping-lists~1{id}~1items',
  'no-ambiguous-paths #/paths/~1api~1shopping-lists~1items~1{id}',
  'no-ambiguous-paths #/paths/~1api~1shopping-lists~1{id}~1send',
  // Issue 23's paths: waste beside the item's other calls, a menu item's stock items beside its
  // recipes (/api/menu/{id}/recipes).
  'no-ambiguous-paths #/paths/~1api~1inventory~1{id}~1waste',
  'no-ambiguous-paths #/paths/~1api~1menu~1{id}~1items',
  'no-ambiguous-paths #/paths/~1api~1shopping-lists~1{id}~1export',
  'no-ambiguous-paths #/paths/~1api~1shopping-lists~1{id}~1credit-request',
  'no-ambiguous-paths #/paths/~1api~1shopping-lists~1{id}~1receive',
  'no-ambiguous-paths #/paths/~1api~1recipes~1{id}~1ingredients',
  'no-ambiguous-paths #/paths/~1api~1recipes~1{id}~1cost',
  'no-ambiguous-paths #/paths/~1api~1menu~1{id}~1recipes',
  'no-ambiguous-paths #/paths/~1api~1menu~1{id}~1cost',
];

describe('the OpenAPI document', () => {
  it('is generated from the route schemas', async () => {
    const document = await servedDocument();
    expect(document).toMatchObject({ openapi: '3.1.0', info: { title: 'Barback API' } });
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/health', '/api/auth/me']),
    );
    expect(document.paths['/health']).toMatchObject({
      get: {
        responses: {
          200: {
            content: {
              'application/json': {
                schema: { properties: { database: { enum: ['ok', 'down'] } } },
              },
            },
          },
        },
      },
    });
  });

  it("passes Redocly's recommended ruleset", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: OPENAPI_DOCUMENT_PATH });
    const problems = await lintFromString({
      source: response.body,
      absoluteRef: OPENAPI_DOCUMENT_PATH,
      config: await createConfig({ extends: ['recommended'] }),
    });
    const reported = problems.map((problem) => ({
      key: `${problem.ruleId} ${problem.location[0]?.pointer ?? ''}`,
      text: `${problem.severity} ${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`,
    }));
    const unexpected = reported
      .filter(({ key }) => !ACCEPTED_WARNINGS.includes(key))
      .map(({ text }) => text);
    expect(unexpected, 'Redocly reports').toEqual([]);
    expect(
      ACCEPTED_WARNINGS.filter((warning) => !reported.some(({ key }) => key === warning)),
      'accepted warnings Redocly no longer reports: remove them',
    ).toEqual([]);
  });

  it('names every operation from operation-ids.ts, each name once', async () => {
    const operations = operationsOf(await servedDocument());
    expect(
      operations.filter(([, operation]) => !operation.operationId).map(([key]) => key),
      'operations without an id: add them to server/plugins/operation-ids.ts',
    ).toEqual([]);
    const keys = new Set(operations.map(([key]) => key));
    expect(
      Object.keys(operationIds).filter((key) => !keys.has(key)),
      'ids of no operation (a route moved? move its line and keep the id)',
    ).toEqual([]);
    const names = Object.values(operationIds);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    for (const name of names) expect(name).toMatch(/^[a-z]+(?:[A-Z][a-z]*)*$/);
  });

  it("states each operation's credential as the app enforces it", async () => {
    // A route behind the bearer token refuses a caller without one before reading anything
    // else; a route the document calls public never asks for it.
    const mismatches: string[] = [];
    for (const [key, operation] of operationsOf(await servedDocument())) {
      const [method = '', path = ''] = key.split(' ');
      const needsBearer =
        operation.security !== undefined &&
        operation.security.length > 0 &&
        operation.security.every((requirement) => 'bearer' in requirement);
      const response = await ctx.app.inject({
        method: method as 'GET',
        url: path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000'),
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      const askedForToken =
        response.statusCode === 401 && response.json().error.code === 'MISSING_TOKEN';
      if (askedForToken !== needsBearer) {
        mismatches.push(`${key}: documented ${needsBearer ? 'bearer' : 'without bearer'}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('serves its UI at /api/docs with a content security policy', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['content-security-policy']).toBeTruthy();
  });
});
