/** HTTP of the operations contract (src/domain/operations/operations.contract.ts): readiness and the local backup. */
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '@/domain/errors';
import { operationsOperations } from '@/domain/operations/operations.contract';
import { operationRoutes, otherAnswer } from '@/server/http/operation-routes';
import { isThisMachine } from './local-server';
import { readiness } from './readiness.service';

export const operationsRoutes: FastifyPluginAsync = operationRoutes(operationsOperations, {
  ready: async (_input, http) => {
    const state = await readiness(http.deps);
    if (state.ready) {
      return { status: 'ready', database: 'up', migrations: 'applied', shuttingDown: false } as const;
    }
    if (state.error) http.request.log.error({ err: state.error }, 'readiness: database unreachable');
    return otherAnswer(503, {
      status: 'not_ready',
      database: state.database,
      migrations: state.migrations,
      shuttingDown: state.shuttingDown,
    } as const);
  },
  backup: async (_input, http) => {
    const { backups } = http.deps;
    // One answer for every refusal (no embedded database, another machine, no or a wrong token): nothing here.
    const allowed =
      backups !== undefined &&
      isThisMachine(http.request.socket.remoteAddress) &&
      backups.accepts(http.request.headers.authorization);
    if (!allowed) throw new AppError('not_found', 'No backups here');
    const made = await backups.create('backup');
    http.request.log.info({ file: made.file, bytes: made.bytes, heldMs: made.heldMs }, 'backup written');
    return { file: made.file, bytes: made.bytes, tables: made.tables, heldMs: made.heldMs };
  },
});
