import { z } from 'zod';

/** A small seeded PRNG (mulberry32): the same seed sends the same requests, so a failure can be replayed. */
export const seededRandom = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick };
};
export type Random = ReturnType<typeof seededRandom>;

const deeplyNested = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { nested: value };
  return value;
};

/** Values that are wrong for almost any field: wrong types, NUL, huge, negative, unknown enum values. */
export const MALFORMED_VALUES: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  -2_147_483_649,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  0.5,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'a\u0001b',
  'line\nbreak',
  '\uD800',
  'ad\u200Bmin',
  'admin\u202E',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'bogus-enum-value',
  'ROOT',
  '../../etc/passwd',
  "'; DROP TABLE users; --",
  '%00',
  '9'.repeat(400),
  'x'.repeat(200_000),
  [],
  ['a', 1, null],
  {},
  { __proto__: { polluted: true } },
  { constructor: { prototype: { polluted: true } } },
  deeplyNested(64),
];

/** Values for a path parameter or a query value (strings only, already URL-encoded where needed). */
export const MALFORMED_URL_VALUES: readonly string[] = [
  '%00',
  'a%00b',
  '%ZZ',
  '%',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999',
  'NaN',
  'null',
  'true',
  '..%2F..%2Fetc',
  '%E2%80%AE',
  '%F0%9F%98%80',
  '%ED%A0%80',
  'x'.repeat(5_000),
  'bogus-enum-value',
  "'%20OR%201%3D1",
];

/** Raw bodies sent as application/json that are not valid JSON, or valid JSON of the wrong shape. */
export const MALFORMED_JSON_BODIES: readonly string[] = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  'null',
  '[]',
  '"text"',
  '123',
  '\uFEFF{}',
  '{"a":"\\u0000"}',
  '{"__proto__":{"polluted":true}}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  `{"name":"${'y'.repeat(1_100_000)}"}`,
];

type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
  minimum?: number;
  minItems?: number;
};

/** The JSON Schema of a route's zod schema (input side), or undefined when it has none or is not zod. */
export const jsonSchemaOf = (schema: unknown): JsonSchema | undefined => {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
};

/**
 * A plausible valid value for a schema, so a malformed field is the only thing wrong with a request.
 * `freeText` replaces every free-text string (no format, no enum), to sweep NUL or huge text through all of them.
 */
export const plausibleValue = (schema: JsonSchema | undefined, freeText = 'Fuzz', depth = 0): unknown => {
  if (!schema || depth > 6) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return plausibleValue(variant, freeText, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [
          key,
          plausibleValue(value, freeText, depth + 1),
        ]),
      );
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () =>
        plausibleValue(schema.items, freeText, depth + 1),
      );
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'date') return '2030-01-01';
      if (schema.format === 'date-time') return '2030-01-01T00:00:00.000Z';
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'uri') return 'https://example.com/a.png';
      return freeText;
    default:
      return undefined;
  }
};

/** The property names of an object schema (for query strings and bodies). */
export const propertyNames = (schema: JsonSchema | undefined): string[] =>
  Object.keys(schema?.properties ?? schema?.anyOf?.[0]?.properties ?? {});
