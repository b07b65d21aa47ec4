/**
 * The requests the fuzz test sends to one operation: a plausible baseline, then the baseline with one position
 * attacked at a time (each path and query parameter, each body field however deep, the body as a whole), so a
 * refusal is about that one position and a value that slips through reaches the code behind it.
 */
import type { InjectOptions } from 'fastify';
import { isAllowedText } from '@/domain/shared/text';
import { type ApiOperation, type ApiRequest, injectOptions, type JsonSchema } from '../openapi-operations';
import type { Random } from './random';
import {
  boundaryValues,
  exampleValue,
  HOSTILE_JSON_VALUES,
  HOSTILE_RAW_BODIES,
  HOSTILE_TEXTS,
  MEGABYTE_TEXT,
  type ValuePools,
} from './schema-values';

export interface FuzzCase {
  /** What was attacked with what, for the failure report. */
  label: string;
  /**
   * Nothing may accept it: a control character in text, a non-canonical number in a parameter
   * (docs/PRODUCT.md#user-text).
   */
  mustRefuse: boolean;
  options(headers: Record<string, string>): InjectOptions;
}

/**
 * Id texts that must never reach a row (docs/PRODUCT.md#ids-in-paths): signs, spaces, leading zeros, exponents,
 * hexadecimal, 2^64.
 */
const BAD_ID_TEXTS = [
  '+1',
  ' 1',
  '1 ',
  '0001',
  '1e3',
  '0x10',
  '-1',
  '0',
  '1.0',
  '18446744073709551616',
  '2147483648',
];

type Path = readonly (string | number)[];

/** Stands for "leave the field or parameter out". */
const REMOVE = Symbol('remove');

/** A baseline of the operation from its schemas alone (a route with no example elsewhere is fuzzed all the same). */
export function schemaBaseline(operation: ApiOperation, random: Random, pools: ValuePools): ApiRequest {
  const values = (specs: ApiOperation['pathParams']) =>
    Object.fromEntries(
      specs.map((spec) => [spec.name, String(exampleValue(spec.schema, random, pools))] as const),
    );
  return {
    params: values(operation.pathParams),
    query: values(operation.queryParams.filter((spec) => spec.required || random.next() < 0.5)),
    ...(operation.body ? { body: exampleValue(operation.body, random, pools) } : {}),
  };
}

function schemaAt(schema: JsonSchema | undefined, path: Path): JsonSchema {
  let current: JsonSchema = schema ?? {};
  for (const step of path) {
    const branches = current.anyOf ?? current.oneOf ?? [current];
    const next = branches
      .map((branch) => (typeof step === 'number' ? branch.items : branch.properties?.[step]))
      .find((candidate) => candidate !== undefined);
    current = next ?? {};
  }
  return current;
}

/**
 * Every position inside a JSON value, at any depth: object fields and array items, and the fields its schema has
 * that the value left out (an optional note is attacked as much as a required name).
 */
function positions(value: unknown, schema: JsonSchema, path: Path = []): Path[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => [
      [...path, index],
      ...positions(item, schemaAt(schema, [index]), [...path, index]),
    ]);
  }
  if (value && typeof value === 'object') {
    const present = Object.entries(value).flatMap(([key, item]) => [
      [...path, key],
      ...positions(item, schemaAt(schema, [key]), [...path, key]),
    ]);
    const branches = schema.anyOf ?? schema.oneOf ?? [schema];
    const absent = branches
      .flatMap((branch) => Object.keys(branch.properties ?? {}))
      .filter((key) => !(key in value))
      .map((key) => [...path, key]);
    return [...present, ...absent];
  }
  return [];
}

function replaced(value: unknown, path: Path, replacement: unknown | typeof REMOVE): unknown {
  if (path.length === 0) return replacement;
  const [step, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    if (replacement === REMOVE && rest.length === 0) copy.splice(step as number, 1);
    else copy[step as number] = replaced(copy[step as number], rest, replacement);
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  if (replacement === REMOVE && rest.length === 0) delete copy[step as string];
  else copy[step as string] = replaced(copy[step as string], rest, replacement);
  return copy;
}

function describeValue(value: unknown): string {
  if (value === REMOVE) return 'nothing (left out)';
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 60 ? `${text.slice(0, 40)}… (${text.length} characters)` : text;
}

/**
 * A parameter value nothing may accept: text with a control character, or, where the parameter is a whole number
 * (its pattern takes "1"), any of the non-canonical spellings. An unpaired surrogate cannot travel in a URL: its
 * invalid UTF-8 bytes arrive as replacement characters, which are fine text.
 */
function isRefusedParameter(schema: JsonSchema, value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (!isAllowedText(value.replace(/[\uD800-\uDFFF]/g, '\uFFFD'))) return true;
  const numeric = schema.pattern !== undefined && new RegExp(schema.pattern, 'u').test('1');
  return numeric && BAD_ID_TEXTS.includes(value);
}

/** `perPosition` values for one position: the ones every position gets, then a seeded draw from the rest. */
function draw(random: Random, always: readonly unknown[], others: readonly unknown[], perPosition: number) {
  return [...always, ...random.sample(others, Math.max(0, perPosition - always.length))];
}

export function fuzzCases(
  operation: ApiOperation,
  baseline: ApiRequest,
  random: Random,
  pools: ValuePools,
  perPosition: number,
): FuzzCase[] {
  const request = (label: string, changed: ApiRequest, mustRefuse = false): FuzzCase => ({
    label,
    mustRefuse,
    options: (headers) => injectOptions(operation, changed, headers),
  });
  const cases: FuzzCase[] = [request('the baseline request', baseline)];
  const texts = [...HOSTILE_TEXTS, ...BAD_ID_TEXTS];

  for (const spec of operation.pathParams) {
    const values = draw(
      random,
      ['\u0000', '0x10', '18446744073709551616'],
      [...texts, ...boundaryValues(spec.schema).map(String), String(random.pick(pools.ids))],
      perPosition,
    );
    for (const value of values) {
      cases.push(
        request(
          `path ${spec.name} = ${describeValue(value)}`,
          { ...baseline, params: { ...baseline.params, [spec.name]: String(value) } },
          isRefusedParameter(spec.schema, value),
        ),
      );
    }
  }

  for (const spec of operation.queryParams) {
    const values = draw(
      random,
      ['name\u0000with nul', MEGABYTE_TEXT, ['1', '2'], REMOVE],
      [...texts, ...boundaryValues(spec.schema).map(String)],
      perPosition,
    );
    for (const value of values) {
      const query = { ...baseline.query };
      if (value === REMOVE) delete query[spec.name];
      else query[spec.name] = value as string | readonly string[];
      cases.push(
        request(
          `query ${spec.name} = ${describeValue(value)}`,
          { ...baseline, query },
          isRefusedParameter(spec.schema, value),
        ),
      );
    }
  }

  if (operation.body) {
    const body = baseline.body ?? {};
    for (const path of positions(body, operation.body)) {
      const schema = schemaAt(operation.body, path);
      const values = draw(
        random,
        ['name\u0000with nul', MEGABYTE_TEXT, { nested: [1] }, REMOVE],
        [...texts, ...HOSTILE_JSON_VALUES, ...boundaryValues(schema)],
        perPosition,
      );
      for (const value of values) {
        cases.push(
          request(
            `body ${path.join('.')} = ${describeValue(value)}`,
            { ...baseline, body: replaced(body, path, value) },
            typeof value === 'string' && !isAllowedText(value),
          ),
        );
      }
    }
    for (const value of [
      ...random.sample(HOSTILE_JSON_VALUES, 3),
      { ...(body as object), unknownField: 'x' },
    ]) {
      cases.push(request(`the body = ${describeValue(value)}`, { ...baseline, body: value }));
    }
    for (const raw of random.sample(HOSTILE_RAW_BODIES, 4)) {
      cases.push({
        label: `the body = ${raw.label}`,
        mustRefuse: raw.mustRefuse ?? true,
        options: (headers) => ({
          ...injectOptions(operation, { ...baseline, body: undefined }, headers),
          payload: raw.payload,
          headers: { ...headers, 'content-type': raw.contentType },
        }),
      });
    }
  }
  return cases;
}
