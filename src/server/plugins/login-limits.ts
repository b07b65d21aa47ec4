/**
 * Limits of failed logins (decision 0006). A venue's staff share one public IP, so successful logins never count:
 * 40 colleagues logging in at 7 a.m. all get in. What counts is wrong e-mail/password answers, per account (one
 * account cannot be guessed, from however many IPs) and per client IP (one IP cannot spray many accounts). A
 * success clears its account's failures.
 *
 * Every attempt first reserves one failure on both counters and gives it back once it turns out not to be one, so
 * a burst of parallel guesses cannot slip past a check that would only look at the counters. The counters are
 * rate-limiter-flexible limiters from limiter-store.ts: rows of the shared PostgreSQL, so several server processes
 * count together, or memory on the embedded database.
 */
import type {
  FastifyReply,
  FastifyRequest,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '@/domain/errors';
import type { AccountKeyOf } from './auth-rate-limit';
import type { Limiter, LimiterOptions } from './limiter-store';

export interface LoginLimitsConfig {
  failsPerAccount: number;
  failsPerIp: number;
  windowSeconds: number;
}

export interface LoginLimits {
  /** Reserves a failure on the account and the client IP, or answers 429 when either has none left. */
  preHandler: preHandlerAsyncHookHandler;
  /** Settles the reservation from the answer: only a 401 (wrong e-mail or password) stays counted. */
  onSend: onSendAsyncHookHandler;
}

interface Reservation {
  account: string;
  ip: string;
}

/** The limiter's answer, or its refusal (a RateLimiterRes); a store error is rethrown. */
async function take(limiter: Limiter, key: string): Promise<{ taken: boolean; res: RateLimiterRes }> {
  try {
    return { taken: true, res: await limiter.consume(key) };
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return { taken: false, res: refusal };
    throw refusal;
  }
}

const inMemory = { create: (options: LimiterOptions): Limiter => new RateLimiterMemory(options) };

export function loginLimits(
  config: LoginLimitsConfig,
  accountOf: AccountKeyOf,
  limiters: { create(options: LimiterOptions): Limiter } = inMemory,
): LoginLimits {
  const perAccount = limiters.create({
    keyPrefix: 'login-account',
    points: config.failsPerAccount,
    duration: config.windowSeconds,
  });
  const perIp = limiters.create({
    keyPrefix: 'login-ip',
    points: config.failsPerIp,
    duration: config.windowSeconds,
  });
  const reservations = new WeakMap<FastifyRequest, Reservation>();

  return {
    async preHandler(request: FastifyRequest, reply: FastifyReply) {
      const account = accountOf(request);
      if (account === undefined) return;
      const ip = request.ip;
      const [byAccount, byIp] = [await take(perAccount, account), await take(perIp, ip)];
      if (byAccount.taken && byIp.taken) {
        reservations.set(request, { account, ip });
        return;
      }
      // A refused attempt is no attempt: give back what the other counter took.
      if (byAccount.taken) await perAccount.reward(account, 1);
      if (byIp.taken) await perIp.reward(ip, 1);
      const waitMs = Math.max(
        byAccount.taken ? 0 : byAccount.res.msBeforeNext,
        byIp.taken ? 0 : byIp.res.msBeforeNext,
      );
      const seconds = Math.max(1, Math.ceil(waitMs / 1000));
      reply.header('retry-after', seconds);
      throw new AppError('too_many_requests', `Too many failed logins, retry in ${seconds} s`);
    },

    async onSend(request, reply, payload) {
      const reservation = reservations.get(request);
      if (!reservation) return payload;
      reservations.delete(request);
      // Unauthorized (docs/PRODUCT.md#error-catalogue): wrong e-mail or password, the one answer that is a failed
      // guess.
      if (reply.statusCode === 401) return payload;
      await perIp.reward(reservation.ip, 1);
      if (reply.statusCode === 200) await perAccount.delete(reservation.account);
      else await perAccount.reward(reservation.account, 1);
      return payload;
    },
  };
}
