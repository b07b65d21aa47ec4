/**
 * The error body `{ code, message, fields? }` (error-handler.ts) as a response schema, so the OpenAPI at /api/docs
 * lists what an operation can refuse with (src/server/http/operation-routes.ts adds it for every refusal).
 */
import { z } from 'zod';
import { ERROR_CODES } from '@/domain/errors';

const ErrorCodeSchema = z.enum(ERROR_CODES);

export const ErrorBodySchema = z.object({
  code: ErrorCodeSchema,
  message: z.string(),
  fields: z.record(z.string(), ErrorCodeSchema).optional(),
});
