/**
 * The running server's side of embedded backups: one backup at a time on request of `npm run backup` (the local
 * token, local-server.ts) and every night (nightly-backups.ts). Only the embedded database has one: on PostgreSQL
 * the database server's own tools back up (README "Backups").
 */
import type { PGlite } from '@electric-sql/pglite';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { BackupKind } from './backup-archive';
import { backupEmbeddedDatabase, type BackupResult, type BackupSettings } from './embedded-backup';

export interface EmbeddedBackups {
  settings: BackupSettings;
  /** Whether an Authorization header carries the local token. */
  accepts(authorization: string | undefined): boolean;
  /** Makes a backup; a second request waits for the one running. */
  create(kind: BackupKind): Promise<BackupResult>;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

export function createEmbeddedBackups(
  client: PGlite,
  settings: BackupSettings,
  token: string,
): EmbeddedBackups {
  const expected = digest(`Bearer ${token}`);
  let last: Promise<unknown> = Promise.resolve();
  return {
    settings,
    accepts: (authorization) => timingSafeEqual(digest(authorization ?? ''), expected),
    create(kind) {
      const next = last.then(
        () => backupEmbeddedDatabase(client, settings, kind),
        () => backupEmbeddedDatabase(client, settings, kind),
      );
      last = next.catch(() => undefined);
      return next;
    },
  };
}
