/**
 * Idempotency keys for every state-changing API request (decision 0022-idempotency-keys.md; IETF
 * draft-ietf-httpapi-idempotency-key-header). A POST, PUT or DELETE under /api carrying `Idempotency-Key` is done at
 * most once per key and caller:
 * - the caller is the signed-in user, or on the supplier link's own routes the link (its token's hash); other public
 *   routes (login, registration) ignore the header;
 * - the hook runs after authentication, the role check and validation, so a refused token (the web client then
 *   refreshes and repeats with the same key) or bad input claims nothing;
 * - 2xx and 4xx answers are kept and answered again to a repeat with `Idempotent-Replayed: true`; a 5xx gives the
 *   key up so a retry runs again.
 * Registered before compression, so the kept answer is the plain text.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '@/domain/errors';
import { IDEMPOTENT_REPLAYED_HEADER, parseIdempotencyKey } from '@/domain/shared/idempotency';
import {
  bodyHash,
  claimKey,
  completeKey,
  linkTokenScope,
  releaseKey,
  requestFingerprint,
  userScope,
} from '@/server/modules/idempotency/idempotency.public';
import type { Principal } from './auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request claimed; its answer is kept when it is sent. */
    idempotencyClaim: { scope: string; key: string } | null;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE']);
const HEADER = 'idempotency-key';
/** The supplier link's routes are public; the link token in their path is who is calling. */
const LINK_ROUTE_PREFIX = '/api/supplier-link/';

/** Whose keys a request's key is among, or null when the header is ignored. */
export function idempotencyScope(request: FastifyRequest): string | null {
  const user = request.user as Principal | null | undefined;
  if (user) return userScope(user.userId);
  const token = (request.params as { token?: unknown } | undefined)?.token;
  if (request.routeOptions.url?.startsWith(LINK_ROUTE_PREFIX) && typeof token === 'string') {
    return linkTokenScope(token);
  }
  return null;
}

/**
 * The request's fingerprint. A JSON body is hashed as validated; a multipart upload is not read here (it is streamed
 * to its handler), so its length stands for it.
 */
function fingerprintOf(request: FastifyRequest): string {
  const contentType = request.headers['content-type'] ?? '';
  const digest = contentType.startsWith('multipart/')
    ? `multipart:${request.headers['content-length'] ?? 'chunked'}`
    : bodyHash(JSON.stringify(request.body ?? null));
  return requestFingerprint(request.method, request.url, digest);
}

async function beforeHandler(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  if (!WRITE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
  const header = request.headers[HEADER];
  if (header === undefined) return;
  const scope = idempotencyScope(request);
  if (scope === null) return;
  const key = typeof header === 'string' ? parseIdempotencyKey(header) : null;
  if (key === null) throw new AppError('idempotency_key_invalid', 'Invalid Idempotency-Key');

  const outcome = await claimKey(app.deps.db, scope, key, fingerprintOf(request));
  switch (outcome.kind) {
    case 'claimed':
      request.idempotencyClaim = { scope, key };
      return;
    case 'replay': {
      const { answer } = outcome;
      reply.status(answer.statusCode).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      if (answer.contentType) reply.type(answer.contentType);
      return reply.send(answer.body);
    }
    case 'reused':
      throw new AppError('idempotency_key_reused', 'This Idempotency-Key was used for another request');
    case 'in_flight':
      throw new AppError(
        'idempotency_key_in_flight',
        'The request with this Idempotency-Key is still running',
      );
  }
}

async function keepAnswer(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) {
  const claim = request.idempotencyClaim;
  if (!claim) return;
  request.idempotencyClaim = null;
  const { db } = app.deps;
  try {
    const text = payload === null || payload === undefined ? '' : payload;
    // Every write answers JSON text; a stream or buffer (files are answered to GETs only) is not kept.
    if (reply.statusCode >= 500 || typeof text !== 'string') {
      await releaseKey(db, claim.scope, claim.key);
      return;
    }
    const contentType = reply.getHeader('content-type');
    await completeKey(db, claim.scope, claim.key, {
      statusCode: reply.statusCode,
      body: text,
      contentType: typeof contentType === 'string' ? contentType : null,
    });
  } catch (err) {
    // The answer still goes out; the claim stays pending until it is stale (DEFAULT_CLAIM_TIMING).
    request.log.error({ err }, 'idempotency key answer not kept');
  }
}

export const idempotencyPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('idempotencyClaim', null);
    app.addHook('preHandler', (request, reply) => beforeHandler(app, request, reply));
    app.addHook('onSend', async (request, reply, payload) => {
      await keepAnswer(app, request, reply, payload);
      return payload;
    });
  },
  { name: 'idempotency' },
);
