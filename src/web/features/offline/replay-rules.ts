/**
 * How the outbox is replayed (docs/decisions/0024-offline-outbox.md): oldest first, each change with its own stored
 * idempotency key; a change the server refused is kept, marked, for the user to see and dismiss; a change that did
 * not reach the server (no network, a server error, an expired session) stays queued and stops the run, so a later
 * change never overtakes an earlier one.
 */
import { type ClientErrorCode, isApiError } from '@/web/lib/api-client';
import { isPending, type OutboxEntry } from './outbox-types';

export type ReplayVerdict =
  { kind: 'applied' } | { kind: 'refused'; status: number; code: ClientErrorCode } | { kind: 'keep' };

/** What one try's failure means for the change. */
export function verdictOf(error: unknown): ReplayVerdict {
  // Not even an answer we can read: never drop a change on an unknown failure.
  if (!isApiError(error)) return { kind: 'keep' };
  const { status, code } = error;
  // An answer outside the contract is still a success status: the server applied it.
  if (status >= 200 && status < 300) return { kind: 'applied' };
  // No answer, the server failing, the session or the rate limit: the same change may go through later.
  if (status === 0 || status >= 500 || status === 401 || status === 408 || status === 429)
    return { kind: 'keep' };
  return { kind: 'refused', status, code };
}

export interface ReplaySteps {
  send: (entry: OutboxEntry) => Promise<void>;
  applied: (entry: OutboxEntry) => Promise<void>;
  refused: (entry: OutboxEntry, refusal: { status: number; code: ClientErrorCode }) => Promise<void>;
}

export interface ReplayResult {
  applied: number;
  refused: number;
  /** Changes left queued (the run stopped at the first that could not reach the server). */
  waiting: number;
}

export async function replayEntries(
  entries: readonly OutboxEntry[],
  steps: ReplaySteps,
): Promise<ReplayResult> {
  const pending = entries.filter(isPending);
  const result: ReplayResult = { applied: 0, refused: 0, waiting: 0 };
  for (const [index, entry] of pending.entries()) {
    let verdict: ReplayVerdict;
    try {
      await steps.send(entry);
      verdict = { kind: 'applied' };
    } catch (error) {
      verdict = verdictOf(error);
    }
    if (verdict.kind === 'keep') {
      result.waiting = pending.length - index;
      return result;
    }
    if (verdict.kind === 'applied') {
      await steps.applied(entry);
      result.applied += 1;
    } else {
      await steps.refused(entry, { status: verdict.status, code: verdict.code });
      result.refused += 1;
    }
  }
  return result;
}
