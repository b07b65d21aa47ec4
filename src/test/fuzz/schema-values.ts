/**
 * Values for the fuzz test, derived from an operation's JSON Schemas: a plausible value for every position (so a
 * request gets past the fields it does not attack), and the hostile values each position is attacked with.
 */
import type { JsonSchema } from '../openapi-operations';
import type { Random } from './random';

/** Real row ids of both demo venues: a plausible id is often a real one, sometimes the other venue's. */
export interface ValuePools {
  ids: readonly number[];
  /** Texts a pattern is tried against before giving up on it (dates, amounts, statuses, e-mails...). */
  texts: readonly string[];
}

/** A megabyte of text: far beyond every length limit, well within the body limit. */
export const MEGABYTE_TEXT = 'x'.repeat(1 << 20);

function nested(depth: number, leaf: unknown, wrap: (inner: unknown) => unknown): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = wrap(value);
  return value;
}

/** What any string position is attacked with: controls, RTL, odd numbers as text, 1 MB... */
export const HOSTILE_TEXTS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'name\u0000with nul',
  'bell\u0007',
  'escape\u001b[31m',
  '\u202eevil\u202c \u05e9\u05dc\u05d5\u05dd \u0645\u0631\u062d\u0628\u0627',
  'lone \ud800 surrogate',
  '\udfff',
  'emoji 😀 and combining e\u0301',
  "' or '1'='1' --",
  '%',
  '_',
  '\\',
  '%00',
  '+1',
  ' 1',
  '1 ',
  '0001',
  '0x10',
  '1e3',
  '-1',
  '0',
  '1.0',
  '18446744073709551616',
  '2147483648',
  '9999999999.999',
  '99999999999999999999.5',
  'NaN',
  'Infinity',
  'null',
  'true',
  '\u0663',
  '\uff11',
  MEGABYTE_TEXT,
];

/** What any JSON position is attacked with, beyond the texts: wrong types, huge and negative numbers, nesting. */
export const HOSTILE_JSON_VALUES: readonly unknown[] = [
  0,
  -1,
  1.5,
  -0.0001,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53 + 2,
  2 ** 64,
  9_999_999_999.999,
  true,
  false,
  null,
  [],
  {},
  [1, 2],
  { id: 1 },
  nested(64, 1, (inner) => [inner]),
  nested(64, 1, (inner) => ({ a: inner })),
];

/** Whole bodies that are not what any operation takes: raw text sent as the payload. */
export const HOSTILE_RAW_BODIES: readonly {
  label: string;
  payload: string;
  contentType: string;
  /** False where a valid request may read so (JSON `{}` under an odd charset, unknown fields). */
  mustRefuse?: false;
}[] = [
  { label: 'truncated JSON', payload: '{"a":', contentType: 'application/json' },
  { label: 'not JSON', payload: 'hello', contentType: 'application/json' },
  { label: 'empty JSON body', payload: '', contentType: 'application/json' },
  { label: 'a JSON array', payload: '[]', contentType: 'application/json' },
  { label: 'JSON null', payload: 'null', contentType: 'application/json' },
  { label: 'a JSON string', payload: '"text"', contentType: 'application/json' },
  { label: 'a JSON number', payload: '1e999', contentType: 'application/json' },
  { label: 'prototype pollution', payload: '{"__proto__":{"admin":true}}', contentType: 'application/json' },
  {
    label: 'constructor pollution',
    payload: '{"constructor":{"prototype":{"admin":true}}}',
    contentType: 'application/json',
  },
  {
    label: '100 000 nested arrays',
    payload: `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    contentType: 'application/json',
  },
  {
    // An object whose one unknown field is deep: dropped like any unknown field, so a body of optional fields
    // may well be accepted.
    label: '100 000 nested objects',
    payload: `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`,
    contentType: 'application/json',
    mustRefuse: false,
  },
  { label: 'plain text', payload: 'name=x', contentType: 'text/plain' },
  { label: 'a form', payload: 'name=x&id=1', contentType: 'application/x-www-form-urlencoded' },
  { label: 'an unknown type', payload: '<a/>', contentType: 'application/xml' },
  {
    label: 'an odd charset',
    payload: '{}',
    contentType: 'application/json; charset=ebcdic',
    mustRefuse: false,
  },
];

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

function compile(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return undefined;
  }
}

/** An id-like integer position: positive and bounded like a database id. */
function isIdLike(schema: JsonSchema): boolean {
  return typeof schema.maximum === 'number' && schema.maximum >= 1_000_000 && (schema.minimum ?? 0) >= 0;
}

function exampleText(schema: JsonSchema, random: Random, pools: ValuePools): string {
  if (schema.pattern) {
    const pattern = compile(schema.pattern);
    const ids = pools.ids.map(String);
    // A pattern that takes ids takes one of the demo's ids; otherwise the first known text it accepts.
    if (pattern?.test('1') && pattern.test('2147483647')) return random.pick(ids);
    const fitting = pools.texts.filter((text) => pattern?.test(text));
    if (fitting.length > 0) return random.pick(fitting);
  }
  if (schema.format === 'email') return 'fuzz@nabavka.test';
  const length = Math.max(schema.minLength ?? 0, Math.min(schema.maxLength ?? 12, 12));
  return 'Fuzz text 01'.padEnd(length, 'x').slice(0, Math.max(length, 1));
}

/** A plausible value of the schema: valid where the generator can tell, close to it otherwise. */
export function exampleValue(schema: JsonSchema, random: Random, pools: ValuePools): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return random.pick(schema.enum);
  const branches = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (branches && branches.length > 0) {
    const concrete = branches.filter((branch) => !typesOf(branch).includes('null'));
    return exampleValue(random.pick(concrete.length > 0 ? concrete : branches), random, pools);
  }
  const types = typesOf(schema).filter((type) => type !== 'null');
  const type = types.length > 0 ? random.pick(types) : schema.properties ? 'object' : 'string';
  switch (type) {
    case 'integer':
    case 'number': {
      if (isIdLike(schema)) return random.pick(pools.ids);
      const low = typeof schema.minimum === 'number' ? schema.minimum : 1;
      const high = typeof schema.maximum === 'number' ? Math.min(schema.maximum, low + 10) : low + 10;
      return low + random.below(Math.max(1, high - low + 1));
    }
    case 'boolean':
      return random.next() < 0.5;
    case 'array': {
      const count = Math.max(schema.minItems ?? 0, 1);
      return Array.from({ length: count }, () => exampleValue(schema.items ?? {}, random, pools));
    }
    case 'object': {
      const required = new Set(schema.required ?? []);
      const value: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (required.has(name) || random.next() < 0.7) value[name] = exampleValue(property, random, pools);
      }
      return value;
    }
    default:
      return exampleText(schema, random, pools);
  }
}

/** Values just past the schema's own bounds: one character too long, one above the maximum, one below. */
export function boundaryValues(schema: JsonSchema): unknown[] {
  const values: unknown[] = [];
  if (typeof schema.maxLength === 'number') values.push('y'.repeat(schema.maxLength + 1));
  if (typeof schema.maximum === 'number') values.push(schema.maximum + 1, String(schema.maximum + 1));
  if (typeof schema.minimum === 'number') values.push(schema.minimum - 1);
  return values;
}
