/**
 * What the rest of the server uses of operations (docs/ARCHITECTURE.md, "Running as several processes"): the
 * lifecycle (readiness and draining), metrics, the limit sweep, embedded backups and restores, the move to
 * PostgreSQL, and the table counts the backup and move checks compare.
 */
export { backupEmbeddedDatabase } from './embedded-backup';
export { dataFolderFiles } from './backup-archive';
export type { EmbeddedBackups } from './embedded-backups';
export { assertDataFolderFree, DataFolderInUse, startEmbeddedOperations } from './embedded-operations';
export { createLifecycle, type Lifecycle } from './lifecycle';
export { scheduleLimitSweep } from './limit-sweep';
export { holdDataFolder, localAddressOf, runningLocalServer } from './local-server';
export { type AppMetrics, createMetrics, registerMetrics } from './metrics';
export { moveToPostgres, MoveRefused } from './move-to-postgres';
export { restoreBackup, RestoreRefused } from './restore';
export { applicationTables, qualified, quotedName, type RunQuery } from './table-counts';
