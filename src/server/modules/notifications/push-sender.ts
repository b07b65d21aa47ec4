/**
 * The Web Push sender (docs/decisions/0035-web-push.md): every process runs it every few seconds (main.ts). It claims
 * due rows of the push outbox (push.repository.ts: one sender per row, however many processes run), encrypts each
 * payload for its subscription and signs the request with the VAPID key (web-push), posts it to the subscription's
 * push service and marks it sent. 404/410 mean the subscription is gone: it is deleted with its queued rows. Any
 * other failure is retried with a growing pause, MAX_ATTEMPTS times in all, then the row is given up as FAILED.
 */
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { VapidConfig } from '@/server/env';
import type { Database } from '@/server/db/client';
import { type JobObserver, unobservedJobs } from '@/server/jobs/job-observer';
import { schedulePeriodicJob } from '@/server/jobs/periodic-job';
import {
  type ClaimedPush,
  claimPendingPushes,
  deleteSubscription,
  markPushFailed,
  markPushSent,
} from './push.repository';

export const PUSH_DELIVERY_JOB = 'push-delivery';
const EVERY_MS = 5_000;
const BATCH = 50;
/** Long enough to send a batch; a claim older than this belongs to a sender that died. */
const CLAIM_SECONDS = 120;
export const PUSH_MAX_ATTEMPTS = 5;
/** The pause after the first failed attempt; it doubles after each one (30 s, 1 min, 2 min, 4 min). */
const FIRST_RETRY_SECONDS = 30;
/** How long a push service keeps an undelivered message for a phone that is off (seconds). */
const TTL_SECONDS = 24 * 60 * 60;
const REQUEST_TIMEOUT_MS = 10_000;

export interface PushSenderDeps {
  db: Database;
  vapid: VapidConfig;
  now: () => Date;
  log: FastifyBaseLogger;
  jobs?: JobObserver;
}

export interface PushSender {
  /** Sends what is due now; answers how many rows this run claimed (tests call it directly). */
  runOnce(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

type Outcome = 'sent' | 'gone' | { error: string };

async function deliver(push: ClaimedPush, vapid: VapidConfig): Promise<Outcome> {
  // web-push builds the encrypted body and the VAPID headers; the request is ours (fetch), so a push service is
  // reached the same way on http in tests and https in use.
  const request = webpush.generateRequestDetails(
    { endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } },
    push.payload,
    { vapidDetails: vapid, TTL: TTL_SECONDS },
  );
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.ok) return 'sent';
    if (response.status === 404 || response.status === 410) return 'gone';
    return { error: `push service answered ${response.status}` };
  } catch (error) {
    return { error: String(error) };
  }
}

export function createPushSender(deps: PushSenderDeps): PushSender {
  let running: Promise<number> | undefined;
  let scheduled: { stop(): Promise<void> } | undefined;

  async function sendDue(): Promise<number> {
    const claimed = await claimPendingPushes(deps.db, { batch: BATCH, leaseSeconds: CLAIM_SECONDS });
    for (const push of claimed) {
      const outcome = await deliver(push, deps.vapid);
      const attempts = push.attempts + 1;
      if (outcome === 'sent') {
        await markPushSent(deps.db, push.id, attempts, deps.now());
      } else if (outcome === 'gone') {
        deps.log.info({ subscriptionId: push.subscriptionId }, 'push subscription gone; deleted');
        await deleteSubscription(deps.db, push.subscriptionId);
      } else {
        deps.log.warn({ pushId: push.id, attempts, error: outcome.error }, 'push delivery failed');
        const retryAfterSeconds =
          attempts >= PUSH_MAX_ATTEMPTS ? null : FIRST_RETRY_SECONDS * 2 ** (attempts - 1);
        await markPushFailed(deps.db, push.id, { attempts, error: outcome.error, retryAfterSeconds });
      }
    }
    return claimed.length;
  }

  const sender: PushSender = {
    runOnce() {
      running ??= sendDue().finally(() => {
        running = undefined;
      });
      return running;
    },
    start() {
      scheduled ??= schedulePeriodicJob(
        { name: PUSH_DELIVERY_JOB, everyMs: EVERY_MS, run: () => sender.runOnce() },
        deps.log,
        deps.jobs ?? unobservedJobs,
      );
    },
    async stop() {
      await scheduled?.stop();
      scheduled = undefined;
      await running?.catch(() => undefined);
    },
  };
  return sender;
}
