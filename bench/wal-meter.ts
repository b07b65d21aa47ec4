/**
 * PostgreSQL's write-ahead log during a write phase (docs/perf/README.md, decision 0010): how many bytes, records and
 * full-page images each request wrote, and how many commits shared each flush of the log to disk. Every commit waits
 * for its flush; a disk that flushes F times a second carries at most F × (commits per flush) writes a second, and
 * the more WAL a write makes, the longer each flush takes.
 *
 * Bytes come from the WAL position (exact); records, full-page images and flushes from `pg_stat_wal`, which backends
 * report about once a second, so those are good to a second's worth of the phase.
 */
import type { Client } from './db';

export interface WalSample {
  /** Bytes since the start of the log (`pg_current_wal_lsn()` - '0/0'). */
  bytes: number;
  records: number;
  fullPageImages: number;
  /** Times the log was flushed to disk (`wal_sync`). */
  syncs: number;
  /** Milliseconds. */
  at: number;
}

export interface WalPerRequest {
  bytes: number;
  records: number;
  fullPageImages: number;
  syncsPerSecond: number;
  requestsPerSync: number;
}

export async function sampleWal(client: Client): Promise<WalSample> {
  const { rows } = await client.query<{ bytes: string; records: string; fpi: string; syncs: string }>(
    `select pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::text as bytes, wal_records::text as records,
       wal_fpi::text as fpi, wal_sync::text as syncs
     from pg_stat_wal`,
  );
  const row = rows[0]!;
  return {
    bytes: Number(row.bytes),
    records: Number(row.records),
    fullPageImages: Number(row.fpi),
    syncs: Number(row.syncs),
    at: performance.now(),
  };
}

export function walPerRequest(
  before: WalSample,
  after: WalSample,
  requests: number,
): WalPerRequest | undefined {
  const seconds = (after.at - before.at) / 1000;
  if (requests <= 0 || seconds <= 0) return undefined;
  const syncs = after.syncs - before.syncs;
  return {
    bytes: Math.round((after.bytes - before.bytes) / requests),
    records: Math.round((10 * (after.records - before.records)) / requests) / 10,
    fullPageImages: Math.round((100 * (after.fullPageImages - before.fullPageImages)) / requests) / 100,
    syncsPerSecond: Math.round(syncs / seconds),
    requestsPerSync: syncs > 0 ? Math.round((10 * requests) / syncs) / 10 : 0,
  };
}

export function formatWal(wal: WalPerRequest): string {
  return (
    `    WAL per request: ${(wal.bytes / 1024).toFixed(1)} kB, ${wal.records} records, ` +
    `${wal.fullPageImages} full-page images; ${wal.syncsPerSecond} flushes/s, ${wal.requestsPerSync} requests per flush`
  );
}
