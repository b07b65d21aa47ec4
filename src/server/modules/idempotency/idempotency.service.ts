/**
 * What a request carrying an Idempotency-Key gets (decision 0022-idempotency-keys.md): the first one claims the key
 * and runs; a repeat of the same request gets the first answer once there is one (waiting a little while the first
 * still runs); another request with the same key is refused.
 */
import { createHash } from 'node:crypto';
import type { Database } from '@/server/db/client';
import {
  completeClaim,
  findKey,
  insertClaim,
  releaseClaim,
  type StoredAnswer,
  takeOverStaleClaim,
} from './idempotency.repository';

export type { StoredAnswer } from './idempotency.repository';

export type ClaimOutcome =
  { kind: 'claimed' } | { kind: 'replay'; answer: StoredAnswer } | { kind: 'reused' } | { kind: 'in_flight' };

export interface ClaimTiming {
  /** How often a repeat looks again for the first request's answer before answering "in flight". */
  attempts: number;
  intervalMs: number;
  /** A claim pending longer than this was left by a process that stopped; the next request takes it over. */
  staleSeconds: number;
}

/** About five seconds of waiting for a concurrent first request; no write of the API runs for two minutes. */
export const DEFAULT_CLAIM_TIMING: ClaimTiming = { attempts: 20, intervalMs: 250, staleSeconds: 120 };

/** sha256 of a request body (hex). */
export function bodyHash(body: string): string {
  return createHash('sha256').update(body).digest('hex');
}

/** What makes two requests "the same" for a key: method, URL (path with its parameters and query) and body hash. */
export function requestFingerprint(method: string, url: string, bodyDigest: string): string {
  return `${method.toUpperCase()} ${url} ${bodyDigest}`;
}

/** The scope of a supplier link's requests: a hash of its token, so the table never holds a usable token. */
export function linkTokenScope(token: string): string {
  return `link:${bodyHash(token)}`;
}

export function userScope(userId: number): string {
  return `user:${userId}`;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function claimKey(
  db: Database,
  scope: string,
  key: string,
  fingerprint: string,
  timing: ClaimTiming = DEFAULT_CLAIM_TIMING,
): Promise<ClaimOutcome> {
  if (await insertClaim(db, scope, key, fingerprint)) return { kind: 'claimed' };
  for (let attempt = 1; ; attempt += 1) {
    const row = await findKey(db, scope, key);
    if (row) {
      if (row.fingerprint !== fingerprint) return { kind: 'reused' };
      if (row.state === 'done') return { kind: 'replay', answer: row.answer };
      if (await takeOverStaleClaim(db, scope, key, fingerprint, timing.staleSeconds))
        return { kind: 'claimed' };
    } else if (await insertClaim(db, scope, key, fingerprint)) {
      // The first request failed meanwhile and gave its claim up: this one runs.
      return { kind: 'claimed' };
    }
    if (attempt >= timing.attempts) return { kind: 'in_flight' };
    if (row) await pause(timing.intervalMs);
  }
}

/** Keeps the answer of a claimed request (2xx and 4xx: what a repeat must get again). */
export function completeKey(db: Database, scope: string, key: string, answer: StoredAnswer): Promise<void> {
  return completeClaim(db, scope, key, answer);
}

/** Gives the claim up after a server fault, so a retry runs the request again. */
export function releaseKey(db: Database, scope: string, key: string): Promise<void> {
  return releaseClaim(db, scope, key);
}
