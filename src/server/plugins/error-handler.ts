/**
 * Turns every failure into `{ code, message, fields? }` with a fitting status. Bad input is always a 4xx with a
 * catalogue code; only genuine faults answer 500 (and are logged).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type ErrorBody, type ErrorCode, isErrorCode } from '@/domain/errors';
import { databaseErrorToAppError } from '@/server/db/errors';

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError) {
      const body: ErrorBody = { code: appError.code, message: appError.message };
      if (appError.fields) body.fields = appError.fields;
      return reply.status(appError.status).send(body);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
    } else {
      request.log.error({ err: error }, 'unhandled error');
    }
    return reply.status(500).send({ code: 'internal_error', message: 'Internal error' } satisfies ErrorBody);
  });
}

function toAppError(error: FastifyError): AppError | undefined {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, ErrorCode> = {};
    for (const issue of error.validation) {
      const path =
        issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || error.validationContext || 'body';
      const code: ErrorCode = isErrorCode(issue.message) ? issue.message : 'invalidInput';
      fields[path] ??= code;
    }
    const first = Object.values(fields)[0] ?? 'invalidInput';
    return new AppError(first, 'Invalid input', fields);
  }
  const fromDatabase = databaseErrorToAppError(error);
  if (fromDatabase) return fromDatabase;
  const status = error.statusCode ?? 500;
  if (status === 429) return new AppError('too_many_requests', error.message);
  // Fastify's own 4xx (malformed JSON, wrong content type, body too large): the client sent something wrong.
  if (status >= 400 && status < 500) return new AppError('invalidInput', error.message);
  return undefined;
}

/**
 * Fastify's `frameworkErrors` option: what the router refuses before any route or error handler runs (a path that
 * is not percent-encoded UTF-8, a path parameter longer than maxParamLength) is answered like every other bad
 * input. The message does not echo the path, which can be megabytes long.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  void reply
    .status(400)
    .send({ code: 'invalidInput', message: `Invalid URL (${error.code})` } satisfies ErrorBody);
}
