/**
 * The contract fuzzer's requests: every operation of the served OpenAPI document, called as
 * any kind of caller, on its own location's objects, another location's, or ids of nothing,
 * with query, headers and body drawn from the operation's schemas and from just outside them.
 */
import fc from 'fast-check';
import { fillUrl } from '#server/authorization-matrix/matrix.ts';
import type { Actor, World } from '#server/authorization-matrix/world.ts';
import { hostile, junk, type KnownIds, type Schema } from './arbitraries.ts';

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: Schema;
}

interface DocumentOperation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, DocumentOperation>>;
}

export interface Operation {
  method: string;
  /** The URL as the app registers it, with :params. */
  url: string;
  parameters: Parameter[];
  body: Schema | undefined;
}

export interface FuzzRequest {
  actor: Actor;
  url: string;
  headers: Record<string, string>;
  /** Text sent as application/json (parseable or not); none when undefined. */
  payload: string | undefined;
}

/** Every operation the document describes. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      url: path.replace(/\{(\w+)\}/g, ':$1'),
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content['application/json']?.schema,
    })),
  );
}

/** Path segments no id looks like: malformed escapes, dots, past the router's length. */
const oddSegments = ['x', '..', '%E0%A4%A', '%00', 'a'.repeat(150), '%F0%9F%98%80', '1e308', '-1'];

function pathOf(operation: Operation, world: World): fc.Arbitrary<string> {
  const own = fillUrl(operation.url, world, false);
  if (!operation.url.includes(':')) return fc.constant(own);
  const odd = fc
    .array(fc.oneof(fc.constantFrom(...oddSegments), fc.uuid({ version: 4 })), {
      minLength: 4,
      maxLength: 4,
    })
    .map((segments) => {
      let index = 0;
      return operation.url.replace(/:\w+/g, () => segments[index++ % segments.length] ?? 'x');
    });
  return fc.oneof(
    { weight: 5, arbitrary: fc.constant(own) },
    { weight: 2, arbitrary: fc.constant(fillUrl(operation.url, world, true)) },
    { weight: 2, arbitrary: odd },
  );
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function queryOf(operation: Operation, world: World, ids: KnownIds): fc.Arbitrary<string> {
  const fields = operation.parameters
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => {
      const value =
        parameter.name === 'location_id'
          ? fc.oneof(
              { weight: 6, arbitrary: fc.constant(world.location.id) },
              { weight: 2, arbitrary: fc.constantFrom(...ids.foreign) },
              { weight: 1, arbitrary: junk },
            )
          : hostile(parameter.schema, ids);
      const present = parameter.required ? 0.9 : 0.5;
      return fc
        .tuple(fc.double({ min: 0, max: 1, noNaN: true }), value)
        .map(([chance, drawn]): [string, string] | null =>
          chance < present ? [parameter.name, asText(drawn) ?? ''] : null,
        );
    });
  return fc.tuple(...fields).map((pairs) => {
    const query = new URLSearchParams(pairs.filter((pair) => pair !== null));
    return query.size > 0 ? `?${query.toString()}` : '';
  });
}

/** Bytes a header may carry: anything else the HTTP client itself refuses to send. */
const HEADER_SAFE = /^[\t\x20-\x7e]*$/;

function headersOf(operation: Operation, ids: KnownIds): fc.Arbitrary<Record<string, string>> {
  const fields = operation.parameters
    .filter((parameter) => parameter.in === 'header')
    .map((parameter) =>
      fc
        .option(hostile(parameter.schema, ids), { nil: undefined })
        .map((value): [string, string] | null =>
          value === undefined || !HEADER_SAFE.test(asText(value) ?? '')
            ? null
            : [parameter.name, asText(value) ?? ''],
        ),
    );
  return fc
    .tuple(...fields)
    .map((pairs) => Object.fromEntries(pairs.filter((pair) => pair !== null)));
}

/** Bodies that are not JSON at all, or JSON of the wrong kind. */
const brokenBodies = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '0',
  '{"__proto__":{"admin":true}}',
];

function payloadOf(operation: Operation, ids: KnownIds): fc.Arbitrary<string | undefined> {
  const wellFormed = operation.body
    ? hostile(operation.body, ids).map((value) => JSON.stringify(value))
    : fc.option(
        junk.map((value) => JSON.stringify(value)),
        { nil: undefined },
      );
  return fc.oneof(
    { weight: 8, arbitrary: wellFormed },
    { weight: 1, arbitrary: fc.constantFrom(...brokenBodies) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** Every id the world names: its own objects, and the other location's. */
export function idsOf(world: World): KnownIds {
  return {
    own: [
      world.location.id,
      world.itemId,
      world.categoryId,
      world.countId,
      world.vendorId,
      world.vendorItemId,
      world.listId,
      world.listItemId,
      world.recipeId,
      world.ingredientId,
      world.menuItemId,
      world.menuRecipeId,
      world.menuStockItemId,
      world.memberId,
      world.users.staff.id,
    ],
    foreign: Object.values(world.foreign),
  };
}

export function requestOf(operation: Operation, world: World): fc.Arbitrary<FuzzRequest> {
  const ids = idsOf(world);
  return fc
    .record({
      // Mostly callers who may act, so requests get past the door to the code behind it.
      actor: fc.oneof(
        { weight: 4, arbitrary: fc.constant<Actor>('owner') },
        { weight: 2, arbitrary: fc.constantFrom<Actor>('manager', 'staff') },
        { weight: 1, arbitrary: fc.constantFrom<Actor>('stranger', 'anonymous') },
      ),
      path: pathOf(operation, world),
      query: queryOf(operation, world, ids),
      headers: headersOf(operation, ids),
      payload: operation.method === 'GET' ? fc.constant(undefined) : payloadOf(operation, ids),
    })
    .map(({ actor, path, query, headers, payload }) => ({
      actor,
      url: path + query,
      headers,
      payload,
    }));
}
