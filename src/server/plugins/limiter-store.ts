/**
 * Where the rate-limit counters live (docs/decisions/0006-login-limits.md, "Several processes"). On a real
 * PostgreSQL several server processes serve one database, so every counter (failed logins per account and per IP, the
 * account routes, the supplier link pages) is a row of `rate_limits`, changed by one atomic upsert per hit
 * (rate-limiter-flexible's Drizzle store): N processes enforce one limit. The embedded database has one owner
 * process, so its counters stay in that process's memory, as before.
 *
 * @fastify/rate-limit (the per-IP route limits and `app.createRateLimit`) gets the same counters through a store
 * adapter; every route gets its own counters, named by its method and path.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '@/server/db/client';
import { isSharedDatabase } from '@/server/db/engine';
import { rateLimits } from '@/server/db/schema';

/** What the limits use of a limiter (rate-limiter-flexible's common surface). */
export type Limiter = Pick<RateLimiterMemory, 'consume' | 'reward' | 'delete'>;

export interface LimiterOptions {
  /** Names the counter family (e.g. `login-account`); keys of different families never meet. */
  keyPrefix: string;
  /** Hits allowed within the window. */
  points: number;
  /** The window in seconds; a counter starts again from zero when it has passed since its first hit. */
  duration: number;
}

export interface Limiters {
  /** True when the counters are rows of the shared database. */
  shared: boolean;
  create(options: LimiterOptions): Limiter;
  /** The @fastify/rate-limit store class over these counters; undefined in memory (the plugin's own store). */
  fastifyStore: FastifyRateLimitStoreCtor | undefined;
}

/** Counters in memory (the embedded database), or rows of `rate_limits` (PostgreSQL, several processes). */
export function createLimiters(db: Database): Limiters {
  const shared = isSharedDatabase(db);
  const create = (options: LimiterOptions): Limiter =>
    shared
      ? new RateLimiterDrizzle({
          ...options,
          storeClient: db,
          schema: rateLimits,
          // One sweep for all counters (sweepExpiredLimits), not a timer per limiter.
          clearExpiredByTimeout: false,
          // A client over its limit is answered from this process's memory until its window ends: a flood of
          // refused requests costs the database nothing.
          inMemoryBlockOnConsumed: options.points + 1,
        })
      : new RateLimiterMemory(options);
  return { shared, create, fastifyStore: shared ? fastifyStoreClass(create, 'route') : undefined };
}

/** Deletes counters whose window ended an hour ago or more; answers how many went. */
export async function sweepExpiredLimits(db: Database): Promise<number> {
  const removed = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expire, sql`now() - interval '1 hour'`))
    .returning({ key: rateLimits.key });
  return removed.length;
}

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

/** @fastify/rate-limit's store contract (incr + child) answered by limiters of `create`. */
function fastifyStoreClass(
  create: (options: LimiterOptions) => Limiter,
  namespace: string,
): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly limiters = new Map<string, Limiter>();

    incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void {
      const limiter = this.limiterFor(timeWindow, max);
      const answer = (current: number, res: RateLimiterRes) =>
        callback(null, { current, ttl: res.msBeforeNext });
      limiter.consume(key).then(
        (res) => answer(res.consumedPoints, res),
        (refusal: unknown) => {
          // A refusal is over the limit whatever it counts (one from the in-memory block counts nothing).
          if (refusal instanceof RateLimiterRes) answer(Math.max(refusal.consumedPoints, max + 1), refusal);
          else callback(refusal instanceof Error ? refusal : new Error(String(refusal)));
        },
      );
    }

    child(routeOptions: ChildOptions): FastifyRateLimitStore {
      // The plugin passes the route's options merged with its limit, and the route as `routeInfo`.
      const { method, url } =
        (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      // A route's limit counts that route; `app.createRateLimit` limiters (no route) name the route in their keys.
      const name = url ? `${[method ?? ''].flat().join(',')} ${url}` : 'limit';
      return new (fastifyStoreClass(create, name))({});
    }

    private limiterFor(timeWindow: number, max: number): Limiter {
      const id = `${timeWindow}/${max}`;
      let limiter = this.limiters.get(id);
      if (!limiter) {
        limiter = create({ keyPrefix: `${namespace}:${id}`, points: max, duration: timeWindow / 1000 });
        this.limiters.set(id, limiter);
      }
      return limiter;
    }
  };
}
