/**
 * The venue's SEF connection (invoices.contract.ts): the API key is sealed (src/server/secrets/secret-box.ts) before
 * it is stored and is never answered; "poll now" runs the polling job's poll for the venue under the same claim.
 */
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '@/domain/errors';
import type { PollResult, SefConnectionStatus } from '@/domain/invoices/invoices.schemas';
import type { ServiceContext } from '@/server/types';
import {
  claimConnection,
  deleteConnection,
  findConnection,
  type SefConnectionRow,
  upsertConnection,
} from './sef-connections.repository';
import { pollClaimed, SEF_CLAIM_SECONDS, sefKeyContext } from './sef-poll';

function statusOf(row: SefConnectionRow | undefined): SefConnectionStatus {
  if (!row)
    return { connected: false, environment: null, lastPolledAt: null, lastError: null, backoffUntil: null };
  return {
    connected: true,
    environment: row.environment,
    lastPolledAt: row.lastPolledAt?.toISOString() ?? null,
    lastError: row.lastError,
    backoffUntil: row.backoffUntil?.toISOString() ?? null,
  };
}

export async function sefConnectionStatus(ctx: ServiceContext<'db'>): Promise<SefConnectionStatus> {
  return statusOf(await findConnection(ctx.db, ctx.caller.venueId));
}

/** Sets or replaces the key and environment; the new key is polled at once by the job. */
export async function connectSef(
  ctx: ServiceContext<'db' | 'now' | 'secrets'>,
  input: { environment: 'demo' | 'production'; apiKey: string },
): Promise<SefConnectionStatus> {
  const { venueId, userId } = ctx.caller;
  const apiKeyEncrypted = ctx.secrets.seal(input.apiKey, sefKeyContext(venueId));
  await upsertConnection(
    ctx.db,
    { venueId, environment: input.environment, apiKeyEncrypted, userId },
    ctx.now(),
  );
  return sefConnectionStatus(ctx);
}

export async function disconnectSef(ctx: ServiceContext<'db'>): Promise<SefConnectionStatus> {
  await deleteConnection(ctx.db, ctx.caller.venueId);
  return statusOf(undefined);
}

/** POST poll: now, unless another poll of the venue runs or SEF asked to wait (then `polled` is false). */
export async function pollSefNow(
  ctx: ServiceContext<'db' | 'now' | 'files' | 'secrets' | 'config'>,
  log?: FastifyBaseLogger,
): Promise<PollResult> {
  const { venueId } = ctx.caller;
  const claimed = await claimConnection(ctx.db, venueId, { leaseSeconds: SEF_CLAIM_SECONDS, now: ctx.now() });
  if (!claimed) {
    const connection = await findConnection(ctx.db, venueId);
    if (!connection) throw new AppError('sef_not_connected');
    return {
      polled: false,
      stored: 0,
      updated: 0,
      unreadable: 0,
      decisionsSent: 0,
      error: connection.lastError,
      backoffUntil: connection.backoffUntil?.toISOString() ?? null,
    };
  }
  return pollClaimed(
    {
      db: ctx.db,
      files: ctx.files,
      secrets: ctx.secrets,
      now: ctx.now,
      sefBaseUrl: ctx.config.sefBaseUrl,
      log,
    },
    claimed,
  );
}
