/**
 * The error body `{ code, message, fields? }` (error-handler.ts) as response schemas, so the OpenAPI at /api/docs
 * lists what a route can refuse with. Usage: `response: { 200: XSchema, ...errorResponses(400, 409) }`.
 */
import { z } from 'zod';
import { ERROR_CODES } from '../../domain/errors';

const ErrorCodeSchema = z.enum(ERROR_CODES);

export const ErrorBodySchema = z.object({
  code: ErrorCodeSchema,
  message: z.string(),
  fields: z.record(z.string(), ErrorCodeSchema).optional(),
});

export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof ErrorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBodySchema])) as Record<
    S,
    typeof ErrorBodySchema
  >;
}
