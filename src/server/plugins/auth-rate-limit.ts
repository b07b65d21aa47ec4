/**
 * Rate limits of the account routes other than login (register, checkEmail, verification mail, password reset):
 * per client IP and per account, each AUTH_RATE_LIMIT_MAX attempts per AUTH_RATE_LIMIT_WINDOW_SECONDS. The per-IP
 * limit slows one client trying many accounts; the per-account limit slows many clients (or a rotating IP) trying
 * one account. Login counts failed attempts instead (login-limits.ts).
 *
 * The per-IP limit is the route's `config.rateLimit` (an onRequest hook of @fastify/rate-limit). The per-account
 * limit cannot be a second `app.rateLimit()` hook: the library runs only the first of its handlers per request.
 * So it is a limiter from `app.createRateLimit()`, checked in preHandler, after validation has normalised the body.
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '@/domain/errors';

/** Reads the account a request is about, or undefined when it names none. */
export type AccountKeyOf = (request: FastifyRequest) => string | undefined;

function normaliseAccount(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  // The same account however it is spelled: "  Admin@X.test " and "admin@x.test" share one counter.
  const key = String(value).trim().toLowerCase();
  return key === '' ? undefined : key;
}

export const accountFromBody =
  (field: string): AccountKeyOf =>
  (request) =>
    normaliseAccount((request.body as Record<string, unknown> | undefined)?.[field]);

export const accountFromQuery =
  (field: string): AccountKeyOf =>
  (request) =>
    normaliseAccount((request.query as Record<string, unknown> | undefined)?.[field]);

export interface AuthRateLimit {
  /** Spread into the route options: the per-IP limit. */
  config: { rateLimit: { max: number; timeWindow: number } };
  /** Add to the route's preHandler: the per-account limit. */
  preHandler: preHandlerAsyncHookHandler;
}

/** Both limits for one route; every route gets its own counters. */
export function authRateLimit(app: FastifyInstance, accountOf: AccountKeyOf): AuthRateLimit {
  const { max, windowMs } = app.deps.config.authRateLimit;
  const perAccount = app.createRateLimit({
    max,
    timeWindow: windowMs,
    // The route in the key: each route counts its own attempts, also in the shared store (limiter-store.ts).
    keyGenerator: (request) => `${request.routeOptions.url ?? ''} account:${accountOf(request) ?? ''}`,
  });
  return {
    config: { rateLimit: { max, timeWindow: windowMs } },
    preHandler: async (request, reply) => {
      if (accountOf(request) === undefined) return;
      const limit = await perAccount(request);
      if (limit.isAllowed || !limit.isExceeded) return;
      reply.header('retry-after', limit.ttlInSeconds);
      throw new AppError(
        'too_many_requests',
        `Too many attempts for this account, retry in ${limit.ttlInSeconds} s`,
      );
    },
  };
}
