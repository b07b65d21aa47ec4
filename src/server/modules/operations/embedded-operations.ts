/**
 * What the server does for an embedded installation besides answering requests (README "Backups"): it refuses a
 * data folder another server has open, leaves a note for `npm run backup` (local-server.ts), makes the backups it
 * is asked for and the nightly one.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/server/db/client';
import { pgliteOf } from '@/server/db/engine';
import type { AppConfig } from '@/server/env';
import type { JobObserver } from '@/server/jobs/job-observer';
import { createEmbeddedBackups, type EmbeddedBackups } from './embedded-backups';
import {
  newLocalToken,
  removeLocalServerNote,
  runningLocalServer,
  writeLocalServerNote,
} from './local-server';
import { scheduleNightlyBackups } from './nightly-backups';

export class DataFolderInUse extends Error {}

/** Throws when a running server has this data folder open. */
export function assertDataFolderFree(dataDir: string): void {
  const running = runningLocalServer(dataDir);
  if (running) {
    const who =
      running.port > 0
        ? `server (process ${running.pid}, port ${running.port})`
        : `command (process ${running.pid})`;
    throw new DataFolderInUse(
      `Another Nabavka ${who} has the embedded database in ${dataDir} open; wait for it or stop it first. ` +
        `If none runs, delete ${dataDir}/server.json.`,
    );
  }
}

export interface EmbeddedOperations {
  backups: EmbeddedBackups;
  /** Once listening: the note `npm run backup` reads. */
  listening(host: string, port: number): void;
  stop(): Promise<void>;
}

export function startEmbeddedOperations(options: {
  config: Pick<AppConfig, 'dataDir' | 'backup'>;
  db: Database;
  log: FastifyBaseLogger;
  jobs: JobObserver;
}): EmbeddedOperations {
  const { config, db, log, jobs } = options;
  const client = pgliteOf(db);
  if (!client) throw new Error('Embedded operations need the embedded database');
  const token = newLocalToken();
  const backups = createEmbeddedBackups(
    client,
    { dataDir: config.dataDir, backupDir: config.backup.dir },
    token,
  );
  const nightly =
    config.backup.hour === undefined
      ? undefined
      : scheduleNightlyBackups({ backups, hour: config.backup.hour, keep: config.backup.keep, log, jobs });
  return {
    backups,
    listening(host, port) {
      writeLocalServerNote(config.dataDir, {
        pid: process.pid,
        host,
        port,
        token,
        startedAt: new Date().toISOString(),
      });
    },
    async stop() {
      await nightly?.stop();
      removeLocalServerNote(config.dataDir);
    },
  };
}
