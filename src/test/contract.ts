import { expect } from 'vitest';
import type { z } from 'zod';

/**
 * The answer has exactly the schema's shape: parsing keeps every value and drops nothing (zod strips unknown keys, so
 * an extra or misnamed field makes the parsed copy differ). Used for routes whose JSON PostgreSQL builds directly.
 */
export function expectExactShape(schema: z.ZodType, body: unknown): void {
  const parsed = schema.safeParse(body);
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(parsed.data).toEqual(body);
}
