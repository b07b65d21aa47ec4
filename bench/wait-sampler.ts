/**
 * PostgreSQL's own view of a load phase (docs/perf/README.md): while the phase runs, a separate connection samples
 * pg_stat_activity of the bench database every few milliseconds, counting each server backend of the app as
 * running (on CPU), waiting (by wait event; for lock waits also by the statement that waits and the one holding
 * the lock) or idle in a transaction (waiting for the app's next statement: a round trip).
 */
import type { Client } from './db';

const INTERVAL_MS = 20;

export interface WaitSummary {
  samples: number;
  /** Mean number of app backends per sample, by state: active (running or waiting) and idle in transaction. */
  meanActive: number;
  meanIdleInTransaction: number;
  /** Share of active backend samples per wait ("CPU" when not waiting), largest first. */
  waits: { event: string; share: number }[];
  /** Lock waits by waiting statement ← blocking statement (first 70 characters), share of active samples. */
  lockWaits: { statement: string; share: number }[];
}

interface Sample {
  state: string;
  event: string;
  query: string;
  blocker: string | null;
}

/** Starts sampling; the returned function stops it and answers the summary. */
export function sampleWaits(client: Client) {
  const samples: Sample[][] = [];
  let running = true;
  let failure: unknown;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query<Sample>(
        `select a.state, coalesce(a.wait_event_type || ':' || a.wait_event, 'CPU') as event,
           left(regexp_replace(a.query, '\\s+', ' ', 'g'), 70) as query,
           (select left(regexp_replace(b.query, '\\s+', ' ', 'g'), 70) from pg_stat_activity b
             where b.pid = (pg_blocking_pids(a.pid))[1] limit 1) as blocker
         from pg_stat_activity a
         where a.datname = current_database() and a.pid <> pg_backend_pid() and a.backend_type = 'client backend'
           and a.state in ('active', 'idle in transaction')`,
      );
      samples.push(rows);
      await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
    }
  })().catch((error: unknown) => {
    // Reported when the phase ends; the load itself goes on.
    failure = error;
  });
  return async (): Promise<WaitSummary> => {
    running = false;
    await loop;
    if (failure) throw failure;
    return summarise(samples);
  };
}

export function summarise(samples: readonly (readonly Sample[])[]): WaitSummary {
  const active = samples.flat().filter((row) => row.state === 'active');
  const idle = samples.flat().filter((row) => row.state === 'idle in transaction');
  const shareOf = (counts: Map<string, number>) =>
    [...counts.entries()]
      .map(([event, count]) => ({ event, share: active.length > 0 ? count / active.length : 0 }))
      .sort((a, b) => b.share - a.share);
  const events = new Map<string, number>();
  const locks = new Map<string, number>();
  for (const row of active) {
    events.set(row.event, (events.get(row.event) ?? 0) + 1);
    if (row.event.startsWith('Lock:')) {
      const key = `${row.query} ← ${row.blocker ?? '?'}`;
      locks.set(key, (locks.get(key) ?? 0) + 1);
    }
  }
  const n = Math.max(samples.length, 1);
  return {
    samples: samples.length,
    meanActive: active.length / n,
    meanIdleInTransaction: idle.length / n,
    waits: shareOf(events).slice(0, 6),
    lockWaits: shareOf(locks)
      .slice(0, 4)
      .map(({ event, share }) => ({ statement: event, share })),
  };
}

export function formatWaits(summary: WaitSummary): string {
  const pct = (share: number) => `${(share * 100).toFixed(0)} %`;
  const lines = [
    `    backends: ${summary.meanActive.toFixed(1)} active, ${summary.meanIdleInTransaction.toFixed(1)} idle in transaction (${summary.samples} samples)`,
    `    active on: ${summary.waits.map((w) => `${w.event} ${pct(w.share)}`).join(', ')}`,
  ];
  for (const lock of summary.lockWaits) lines.push(`    lock wait ${pct(lock.share)}: ${lock.statement}`);
  return lines.join('\n');
}
