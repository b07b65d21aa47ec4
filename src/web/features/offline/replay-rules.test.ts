import { describe, expect, it } from 'vitest';
import { ApiError } from '@/web/lib/api-client';
import type { OutboxEntry } from './outbox-types';
import { replayEntries, type ReplaySteps, verdictOf } from './replay-rules';

const entry = (key: string, orderId: number, refused = false): OutboxEntry => ({
  idempotencyKey: key,
  createdAt: orderId,
  change: {
    type: 'receipt',
    orderKind: 'regular',
    orderId,
    orderNumber: `KUH-${orderId}`,
    stationId: 2,
    body: { products: [{ id: orderId * 10, status: 'DELIVERED' }], receivingNote: '', version: 1 },
  },
  ...(refused ? { refusal: { status: 409, code: 'order_changed' as const } } : {}),
});

/** Steps that answer each key with the given outcome and record what happened, in order. */
function stepsAnswering(outcomes: Record<string, 'ok' | ApiError | Error>) {
  const log: string[] = [];
  const steps: ReplaySteps = {
    send: (sent) => {
      log.push(`send ${sent.idempotencyKey}`);
      const outcome = outcomes[sent.idempotencyKey] ?? 'ok';
      return outcome === 'ok' ? Promise.resolve() : Promise.reject(outcome);
    },
    applied: (done) => {
      log.push(`applied ${done.idempotencyKey}`);
      return Promise.resolve();
    },
    refused: (done, refusal) => {
      log.push(`refused ${done.idempotencyKey} ${refusal.status} ${refusal.code}`);
      return Promise.resolve();
    },
  };
  return { steps, log };
}

describe('outbox replay rules', () => {
  it('sends the waiting changes oldest first, each with its own stored key', async () => {
    const { steps, log } = stepsAnswering({});
    const result = await replayEntries([entry('a', 1), entry('b', 2), entry('c', 3)], steps);
    expect(log).toEqual(['send a', 'applied a', 'send b', 'applied b', 'send c', 'applied c']);
    expect(result).toEqual({ applied: 3, refused: 0, waiting: 0 });
  });

  it('keeps a change the server refused (a changed order, a missing one) and goes on with the next', async () => {
    const { steps, log } = stepsAnswering({
      a: new ApiError(409, 'order_changed', 'changed'),
      b: new ApiError(404, 'not_found', 'gone'),
    });
    const result = await replayEntries([entry('a', 1), entry('b', 2), entry('c', 3)], steps);
    expect(log).toEqual([
      'send a',
      'refused a 409 order_changed',
      'send b',
      'refused b 404 not_found',
      'send c',
      'applied c',
    ]);
    expect(result).toEqual({ applied: 1, refused: 2, waiting: 0 });
  });

  it('stops at a change that did not reach the server and leaves it and the later ones queued', async () => {
    const { steps, log } = stepsAnswering({ b: new ApiError(0, 'network_error', 'offline') });
    const result = await replayEntries([entry('a', 1), entry('b', 2), entry('c', 3)], steps);
    expect(log).toEqual(['send a', 'applied a', 'send b']);
    expect(result).toEqual({ applied: 1, refused: 0, waiting: 2 });
  });

  it('never sends a change already refused again (it waits for the user to dismiss it)', async () => {
    const { steps, log } = stepsAnswering({});
    await replayEntries([entry('a', 1, true), entry('b', 2)], steps);
    expect(log).toEqual(['send b', 'applied b']);
  });

  it('keeps a change on a server error, an expired session, the rate limit or an unknown failure', () => {
    for (const error of [
      new ApiError(0, 'network_error', 'offline'),
      new ApiError(500, 'internal_error', 'boom'),
      new ApiError(503, 'internal_error', 'down'),
      new ApiError(401, 'unauthorized', 'expired'),
      new ApiError(429, 'too_many_requests', 'slow down'),
      new Error('what happened'),
    ]) {
      expect(verdictOf(error)).toEqual({ kind: 'keep' });
    }
  });

  it('counts an answer outside the contract with a success status as applied, never as refused', () => {
    expect(verdictOf(new ApiError(200, 'internal_error', 'contract'))).toEqual({ kind: 'applied' });
    expect(verdictOf(new ApiError(400, 'invalidInput', 'bad'))).toEqual({
      kind: 'refused',
      status: 400,
      code: 'invalidInput',
    });
  });
});
