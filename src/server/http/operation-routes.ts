/**
 * Registers an area's declared operations (src/domain/<area>/*.contract.ts) as Fastify routes. The declaration gives
 * the path, schemas, access and summary; this file turns them into the route's validation, OpenAPI documentation
 * (summary, tag, bearer security, every refusal's error body) and auth hooks, so a route module only maps each
 * operation to its service call.
 */
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@/domain/errors';
import { IdempotencyKeyHeaderSchema } from '@/domain/shared/idempotency';
import type {
  OperationResult,
  OperationSpec,
  OtherStatus,
  RefusalStatus,
  ValidatedInput,
} from '@/domain/shared/contract';
import { authenticate, type Principal, requireRole } from '@/server/plugins/auth';
import { ErrorBodySchema } from '@/server/plugins/error-responses';
import type { ModuleDeps, ServiceContext, VenueCaller } from '@/server/types';

/** JSON text PostgreSQL already built in the response's shape (the hot reads, decision 0005): sent as it is. */
export class JsonText {
  constructor(readonly json: string) {}
}

export function jsonText(json: string): JsonText {
  return new JsonText(json);
}

/** An answer other than the success, declared in the operation's `otherResponses` (e.g. the health check's 503). */
export class OtherAnswer<Status extends OtherStatus = OtherStatus, Body = unknown> {
  constructor(
    readonly status: Status,
    readonly body: Body,
  ) {}
}

export function otherAnswer<Status extends OtherStatus, Body>(status: Status, body: Body) {
  return new OtherAnswer(status, body);
}

type OtherAnswers<S extends OperationSpec> = {
  [K in keyof S['otherResponses'] & OtherStatus]: OtherAnswer<
    K,
    S['otherResponses'][K] extends z.ZodType ? z.output<S['otherResponses'][K]> : never
  >;
}[keyof S['otherResponses'] & OtherStatus];

/** What a handler gets besides its validated input. */
export interface HttpContext {
  deps: ModuleDeps;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The signed-in caller; only on operations that are not public. */
  principal(): Principal;
  /** Service context of a signed-in caller (with or without a venue). */
  context(): ServiceContext<keyof ModuleDeps, Principal>;
  /** Service context of a caller acting in their own venue; 403 forbidden for a caller without one. */
  venueContext(): ServiceContext;
}

type Result<S extends OperationSpec> = OperationResult<S> | JsonText | OtherAnswers<S>;
export type OperationHandler<S extends OperationSpec> = (
  input: ValidatedInput<S>,
  http: HttpContext,
) => Result<S> | Promise<Result<S>>;

/** Route options an operation may add (per-route rate limits). */
export interface RouteExtras {
  config?: Record<string, unknown>;
  preHandler?: preHandlerAsyncHookHandler;
  /** Runs on the answer (the login limits count a failed attempt by its status). */
  onSend?: onSendAsyncHookHandler;
}

export type HandlerEntry<S extends OperationSpec> =
  OperationHandler<S> | { handle: OperationHandler<S>; extras: (app: FastifyInstance) => RouteExtras };

export type OperationHandlers<Ops extends Record<string, OperationSpec>> = {
  [K in keyof Ops]: HandlerEntry<Ops[K]>;
};

export function principalOf(request: FastifyRequest): Principal {
  return request.user;
}

export function venueCallerOf(request: FastifyRequest): VenueCaller {
  const { venueId } = request.user;
  if (venueId === null) throw new AppError('forbidden', 'No venue');
  return { ...request.user, venueId };
}

function httpContext(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): HttpContext {
  return {
    deps: app.deps,
    request,
    reply,
    principal: () => principalOf(request),
    context: () => ({ ...app.deps, caller: principalOf(request) }),
    venueContext: () => ({ ...app.deps, caller: venueCallerOf(request) }),
  };
}

function refusalsOf(spec: OperationSpec): RefusalStatus[] {
  const statuses = new Set<number>(spec.refusals ?? []);
  if (spec.access !== 'public') {
    statuses.add(401);
    statuses.add(403);
  }
  return [...statuses].sort() as RefusalStatus[];
}

/**
 * The writes an Idempotency-Key applies to (plugins/idempotency.ts): every signed-in POST, PUT and DELETE, and the
 * supplier link's own.
 */
function takesIdempotencyKey(spec: OperationSpec): boolean {
  const write = spec.method !== 'GET';
  return write && (spec.access !== 'public' || spec.path.startsWith('/supplier-link/'));
}

/** Documents the header; unknown headers pass through untouched. */
const IdempotencyHeaders = z.looseObject({ 'idempotency-key': IdempotencyKeyHeaderSchema });

function responseSchemas(spec: OperationSpec): Record<number, z.ZodType> {
  const responses: Record<number, z.ZodType> = { [spec.status ?? 200]: spec.response };
  if (takesIdempotencyKey(spec)) {
    // A bad key (400), a key reused for another request or still in flight (409).
    responses[400] = ErrorBodySchema;
    responses[409] = ErrorBodySchema;
  }
  const hasInput =
    spec.params !== undefined ||
    spec.query !== undefined ||
    spec.body !== undefined ||
    spec.upload !== undefined;
  if (hasInput) responses[400] = ErrorBodySchema;
  for (const status of refusalsOf(spec)) responses[status] = ErrorBodySchema;
  for (const [status, schema] of Object.entries(spec.otherResponses ?? {}))
    responses[Number(status)] = schema;
  return responses;
}

function registerOperation<S extends OperationSpec>(
  app: FastifyInstance,
  spec: S,
  entry: HandlerEntry<S>,
): void {
  const handle = typeof entry === 'function' ? entry : entry.handle;
  const extras = typeof entry === 'function' ? {} : entry.extras(app);

  app.withTypeProvider<ZodTypeProvider>().route({
    method: spec.method,
    url: spec.path,
    ...(spec.access === 'public' ? {} : { onRequest: authenticate }),
    // The role is checked before the input is validated: a caller who may not use the operation learns nothing
    // about its input rules (admin-only writes answer 403 whatever the body: docs/PRODUCT.md#role-venue-admin).
    ...(Array.isArray(spec.access) ? { preValidation: requireRole(...spec.access) } : {}),
    ...(extras.preHandler ? { preHandler: extras.preHandler } : {}),
    ...(extras.onSend ? { onSend: extras.onSend } : {}),
    ...(extras.config ? { config: extras.config } : {}),
    schema: {
      tags: [spec.tag],
      summary: spec.summary,
      security: spec.access === 'public' ? [] : [{ bearer: [] }],
      ...(takesIdempotencyKey(spec) ? { headers: IdempotencyHeaders } : {}),
      ...(spec.params ? { params: spec.params } : {}),
      ...(spec.query ? { querystring: spec.query } : {}),
      ...(spec.body ? { body: spec.body } : {}),
      response: responseSchemas(spec),
      ...(spec.upload ? { consumes: ['multipart/form-data'] } : {}),
      ...(spec.produces ? { produces: [...spec.produces] } : {}),
    },
    handler: async (request, reply) => {
      const input = { params: request.params, query: request.query, body: request.body } as ValidatedInput<S>;
      const result = await handle(input, httpContext(app, request, reply));
      if (reply.sent) return reply;
      if (result instanceof OtherAnswer) return reply.status(result.status).send(result.body as never);
      reply.status(spec.status ?? 200);
      if (result instanceof JsonText) {
        // The typed reply expects the schema's object; the text is that object already serialised.
        return reply.type('application/json; charset=utf-8').send(result.json as never);
      }
      return reply.send(result as never);
    },
  });
}

/** A Fastify plugin registering every operation of an area with its handler. */
export function operationRoutes<Ops extends Record<string, OperationSpec>>(
  operations: Ops,
  handlers: OperationHandlers<Ops>,
): FastifyPluginAsync {
  return async (app) => {
    for (const key of Object.keys(operations) as Array<keyof Ops & string>) {
      registerOperation(app, operations[key]!, handlers[key]);
    }
  };
}
