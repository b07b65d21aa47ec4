/**
 * The background job that polls SEF for every connected venue, every 15 minutes per venue. Every server instance
 * runs one (started and stopped with the app in main.ts, like the mail outbox worker); each due connection is
 * claimed by one instance (sef-connections.repository.ts), so no poll runs twice.
 */
import { tickingJob } from '@/server/jobs/ticking-job';
import { claimDueConnections } from './sef-connections.repository';
import { pollClaimed, SEF_CLAIM_SECONDS, SEF_POLL_INTERVAL_SECONDS, type SefPollDeps } from './sef-poll';

export interface SefPoller {
  /** Claims and polls the connections due now; answers how many were polled (tests call it directly). */
  runOnce(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

const TICK_MS = 60_000;
const BATCH = 5;

export function createSefPoller(deps: SefPollDeps & { tickMs?: number }): SefPoller {
  async function pollDue(): Promise<number> {
    let polled = 0;
    for (;;) {
      const claimed = await claimDueConnections(deps.db, {
        batch: BATCH,
        intervalSeconds: SEF_POLL_INTERVAL_SECONDS,
        leaseSeconds: SEF_CLAIM_SECONDS,
        now: deps.now(),
      });
      for (const connection of claimed) {
        await pollClaimed(deps, connection);
        polled += 1;
      }
      if (claimed.length < BATCH) return polled;
    }
  }

  return tickingJob({
    name: 'sef-poller',
    failure: 'SEF polling failed',
    tickMs: deps.tickMs ?? TICK_MS,
    run: pollDue,
    log: deps.log,
  });
}
