/**
 * Running the server (docs/ARCHITECTURE.md "Running as several processes"): readiness for load balancers and
 * orchestrators beside the liveness check (`GET /api/health`), and the embedded database's backup on request.
 *
 * Readiness says whether this process should get traffic now: its database answers, every migration this version
 * ships is applied there, and it is not shutting down. Liveness only says the process and its database answer.
 *
 * The backup operation is for `npm run backup` on the same machine while the server runs (it owns the embedded
 * database's files): it needs the local token the server keeps in its data folder and a caller on this machine,
 * and answers 404 to everyone else and on PostgreSQL (pg_dump backs that up; README "Backups").
 */
import { z } from 'zod';
import { defineOperation } from '@/domain/shared/contract';

const DatabaseStateSchema = z.enum(['up', 'down']);
const MigrationStateSchema = z.enum(['applied', 'pending', 'unknown']);

export const ReadySchema = z.object({
  status: z.literal('ready'),
  database: z.literal('up'),
  migrations: z.literal('applied'),
  shuttingDown: z.literal(false),
});

export const NotReadySchema = z.object({
  status: z.literal('not_ready'),
  database: DatabaseStateSchema,
  migrations: MigrationStateSchema,
  shuttingDown: z.boolean(),
});

export const BackupMadeSchema = z.object({
  /** Absolute path of the backup file the server wrote. */
  file: z.string(),
  bytes: z.number().int().nonnegative(),
  /** Rows per table in the backup (schema-qualified names), as counted in the backed-up state. */
  tables: z.record(z.string(), z.number().int().nonnegative()),
  /** How long the database was held (no other query ran), in milliseconds. */
  heldMs: z.number().nonnegative(),
});

export const operationsOperations = {
  ready: defineOperation({
    method: 'GET',
    path: '/health/ready',
    summary:
      'Whether this server process should get traffic: database reachable, migrations applied, not shutting down',
    tag: 'health',
    access: 'public',
    response: ReadySchema,
    otherResponses: { 503: NotReadySchema },
  }),
  backup: defineOperation({
    method: 'POST',
    path: '/operations/backup',
    summary:
      'Backs up the embedded database into the backup folder (npm run backup on the same machine; local token)',
    tag: 'operations',
    access: 'public',
    response: BackupMadeSchema,
    refusals: [404],
  }),
};
