/**
 * Inputs for the contract fuzzer, from the JSON Schemas of the served OpenAPI document (which
 * the routes' zod schemas generate): values the schema accepts, and values just outside it.
 */
import fc from 'fast-check';

/** A JSON Schema as the OpenAPI document writes one (the parts the fuzzer reads). */
export interface Schema {
  type?: string | string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
}

/** Ids worth naming: the caller's own objects, another location's, and none at all. */
export interface KnownIds {
  own: string[];
  foreign: string[];
}

/** Numbers at the edges: past every column, past a double's precision, negative, tiny. */
export const edgeNumbers = [
  0,
  -0,
  -1,
  1e-9,
  0.1,
  9999999999.9999,
  10_000_000_000,
  99_999_999_999_999,
  2 ** 53 + 1,
  1e308,
  -1e308,
  5e-324,
  -2_147_483_649,
  2_147_483_648,
];

/** Strings at the edges: long, odd unicode, markup, formulas, replacement patterns. */
export const edgeStrings = [
  '',
  ' ',
  '\t\r\n',
  'x'.repeat(10_001),
  '😀'.repeat(2_000),
  'e\u0301\u202eevil\u202c',
  '\u0000nul',
  '\uD800',
  "'; drop table inventory_items; --",
  '=HYPERLINK("http://x","y")',
  "-2+3+cmd|' /C calc'!A0",
  'Salt $& Pepper $1 $$ {name}',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%E0%A4%A',
  '1e308',
  'NaN',
  '-1',
  '2026-02-30',
  '00000000-0000-0000-0000-000000000000',
];

/** Any value of the wrong kind for almost any field. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...edgeNumbers),
  fc.constantFrom(...edgeStrings),
  fc.constantFrom(null, true, false, [], {}, [null], { $gt: '' }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.jsonValue({ maxDepth: 2 }),
);

const capped = (length: number | undefined, cap: number) => Math.min(length ?? cap, cap);

function uuidOf(ids: KnownIds): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ids.own) },
    { weight: 2, arbitrary: fc.constantFrom(...ids.foreign) },
    { weight: 1, arbitrary: fc.uuid({ version: 4 }) },
  );
}

function stringOf(schema: Schema, ids: KnownIds): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return uuidOf(ids);
    case 'email':
      return fc.emailAddress();
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString());
    default:
      break;
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((value) => {
        const length = [...value].length;
        return length >= (schema.minLength ?? 0) && length <= (schema.maxLength ?? Infinity);
      });
    } catch {
      // A pattern fast-check cannot read: plain text below, which the server may refuse.
    }
  }
  const minLength = schema.minLength ?? 0;
  return fc.string({
    unit: 'grapheme',
    minLength,
    maxLength: Math.max(minLength, capped(schema.maxLength, 60)),
  });
}

function numberOf(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1_000_000;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1_000_000;
  const inRange = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  // The bounds themselves are where columns overflow and sums spill over.
  return fc.oneof(inRange, fc.constantFrom(min, max));
}

/** Values the schema accepts (as far as a JSON Schema can say: zod may refine further). */
export function valid(schema: Schema, ids: KnownIds, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => valid(choice, ids, depth)));
  if (schema.allOf?.length) return valid(Object.assign({}, ...schema.allOf) as Schema, ids, depth);
  const type = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (type.length > 1) {
    return fc.oneof(...type.map((one) => valid({ ...schema, type: one }, ids, depth)));
  }
  switch (type[0]) {
    case 'string':
      return stringOf(schema, ids);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items && depth < 4 ? valid(schema.items, ids, depth + 1) : junk, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, capped(schema.maxItems, 4)),
      });
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      if (depth >= 4 || properties.length === 0) return fc.constant({});
      return fc.record(
        Object.fromEntries(properties.map(([name, field]) => [name, valid(field, ids, depth + 1)])),
        { requiredKeys: schema.required ?? [] },
      );
    }
    default:
      return junk;
  }
}

/** An object the schema accepts, then bent: one field wrong, one missing, one unknown added. */
function bentObject(schema: Schema, ids: KnownIds): fc.Arbitrary<unknown> {
  const names = Object.keys(schema.properties ?? {});
  const base = valid(schema, ids) as fc.Arbitrary<Record<string, unknown>>;
  if (names.length === 0) return base;
  return fc.oneof(
    // Nothing to change, or nothing the schema knows.
    fc.constantFrom({}, { unknown_field: 1 }),
    fc
      .tuple(base, fc.constantFrom(...names), junk)
      .map(([object, name, value]) => ({ ...object, [name]: value })),
    fc.tuple(base, fc.constantFrom(...names)).map(([object, name]) => {
      const { [name]: _dropped, ...rest } = object;
      return rest;
    }),
    fc
      .tuple(base, fc.string({ minLength: 1, maxLength: 12 }), junk)
      .map(([object, name, value]) => ({ ...object, [name]: value })),
  );
}

/** Inputs for a schema: mostly inside it, the rest just outside or of another kind. */
export function hostile(schema: Schema, ids: KnownIds): fc.Arbitrary<unknown> {
  const isObject = schema.type === 'object' || schema.properties !== undefined;
  return fc.oneof(
    { weight: 4, arbitrary: valid(schema, ids) },
    { weight: isObject ? 4 : 0, arbitrary: isObject ? bentObject(schema, ids) : junk },
    { weight: 2, arbitrary: junk },
  );
}
