/**
 * One poll of a venue's SEF connection, under a claim (sef-connections.repository.ts) so it runs once however many
 * server instances there are: first the decisions waiting to reach SEF are sent, then the purchase invoices of the
 * last 25 days are listed per status; an unknown id is downloaded and taken in (invoice-intake.ts: stored once by
 * the unique keys), a known one gets its new SEF status. A failure ends the poll with the error recorded (never the
 * key) and a backoff that doubles per failure, at least as long as SEF asked (Retry-After).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { PollResult } from '@/domain/invoices/invoices.schemas';
import { addDays, venueToday } from '@/domain/shared/dates';
import type { Database } from '@/server/db/client';
import type { FilesStore } from '@/server/files/files-store';
import type { SecretBox } from '@/server/secrets/secret-box';
import { takeInInvoice, takeInUnreadable } from './invoice-intake';
import { pendingDecisions, recordDecisionSef, sefInvoicesOf, setSefStatus } from './invoices.repository';
import {
  createSefClient,
  SEF_BASE_URLS,
  SEF_PURCHASE_STATUSES,
  type SefClient,
  type SefClientOptions,
  SefError,
} from './sef-client';
import { finishPoll, releaseClaim, type SefConnectionRow } from './sef-connections.repository';

/** The polling job's period per venue. */
export const SEF_POLL_INTERVAL_SECONDS = 15 * 60;
/** Days listed back: a decision is due within 20 days of arrival, so older invoices need no more attention. */
export const SEF_LOOKBACK_DAYS = 25;
/** Long enough for a poll; a claim older than this belongs to an instance that died. */
export const SEF_CLAIM_SECONDS = 10 * 60;
const BACKOFF_FIRST_MS = 5 * 60 * 1000;
const BACKOFF_MAX_MS = 6 * 60 * 60 * 1000;

export interface SefPollDeps {
  db: Database;
  files: FilesStore;
  secrets: SecretBox;
  now: () => Date;
  /** SEF_BASE_URL: one address for both environments (a mirror; a local server in tests). */
  sefBaseUrl?: string | undefined;
  /** Timeouts, retries and sleeping of the client (tests make them quick). */
  clientOptions?: Partial<SefClientOptions>;
  log?: FastifyBaseLogger;
}

/** The associated data the key is sealed with: a key copied to another venue's row does not open. */
export const sefKeyContext = (venueId: number) => `sef-api-key:venue:${venueId}`;

function clientFor(deps: SefPollDeps, connection: SefConnectionRow): SefClient | null {
  const apiKey = deps.secrets.open(connection.apiKeyEncrypted, sefKeyContext(connection.venueId));
  if (apiKey === null) return null;
  return createSefClient({
    baseUrl: deps.sefBaseUrl ?? SEF_BASE_URLS[connection.environment],
    apiKey,
    ...deps.clientOptions,
  });
}

const KEY_UNREADABLE =
  'The stored SEF API key cannot be read (the server secrets key changed): enter the key again';

/** Sends the venue's decisions that wait for SEF; answers how many SEF took. A transient failure is thrown. */
async function sendPendingDecisions(deps: SefPollDeps, client: SefClient, venueId: number): Promise<number> {
  let sent = 0;
  for (const pending of await pendingDecisions(deps.db, venueId)) {
    const accepted = pending.decision === 'ACCEPTED';
    if (pending.sefInvoiceId === null) continue;
    try {
      const answer = await client.acceptReject({
        invoiceId: pending.sefInvoiceId,
        accepted,
        comment: pending.comment,
      });
      await recordDecisionSef(deps.db, venueId, pending.id, {
        state: 'SENT',
        answer: answer.body,
        at: deps.now(),
        sefStatus: accepted ? 'Approved' : 'Rejected',
      });
      sent += 1;
    } catch (error) {
      if (!(error instanceof SefError) || error.transient) throw error;
      await recordDecisionSef(deps.db, venueId, pending.id, {
        state: 'FAILED',
        answer: error.message,
        at: deps.now(),
      });
    }
  }
  return sent;
}

async function fetchInvoices(deps: SefPollDeps, client: SefClient, venueId: number) {
  const counts = { stored: 0, updated: 0, unreadable: 0 };
  const today = venueToday(deps.now());
  const range = { from: addDays(today, -SEF_LOOKBACK_DAYS), to: addDays(today, 1) };
  for (const status of SEF_PURCHASE_STATUSES) {
    const listing = await client.allPurchaseInvoiceIds({ status, ...range });
    if (listing.truncatedDays.length > 0) {
      deps.log?.warn(
        { venueId, status, days: listing.truncatedDays },
        'SEF listed a full page for a single day',
      );
    }
    const known = new Map(
      (await sefInvoicesOf(deps.db, venueId, listing.ids)).map((row) => [row.sefInvoiceId, row]),
    );
    for (const sefId of listing.ids) {
      const stored = known.get(sefId);
      if (stored) {
        if (stored.sefStatus !== status) {
          await setSefStatus(deps.db, venueId, stored.id, status, deps.now());
          counts.updated += 1;
        }
        continue;
      }
      const source = { venueId, now: deps.now(), sef: { invoiceId: sefId, status } };
      let result;
      try {
        result = await takeInInvoice(deps, await client.purchaseInvoiceXml(sefId), source);
      } catch (error) {
        if (!(error instanceof SefError) || error.transient) throw error;
        if (error.kind !== 'too_large') {
          deps.log?.warn({ venueId, sefId, err: error.message }, 'SEF did not give an invoice');
          continue;
        }
        result = await takeInUnreadable(deps, source, 'invoice_too_large');
      }
      if (result.outcome === 'stored') {
        counts.stored += 1;
        if (!result.readable) counts.unreadable += 1;
      }
    }
  }
  return counts;
}

function backoffFor(failures: number, error: unknown, now: Date): Date {
  const doubling = Math.min(BACKOFF_FIRST_MS * 2 ** Math.max(0, failures - 1), BACKOFF_MAX_MS);
  const asked = error instanceof SefError && error.retryAfterMs !== null ? error.retryAfterMs : 0;
  return new Date(now.getTime() + Math.max(doubling, asked));
}

/** Polls a connection this instance has claimed, and releases the claim with the outcome. */
export async function pollClaimed(deps: SefPollDeps, connection: SefConnectionRow): Promise<PollResult> {
  const { venueId } = connection;
  const empty = { stored: 0, updated: 0, unreadable: 0, decisionsSent: 0 };
  const client = clientFor(deps, connection);
  try {
    if (!client) throw new SefError('unauthorized', KEY_UNREADABLE);
    const decisionsSent = await sendPendingDecisions(deps, client, venueId);
    const counts = await fetchInvoices(deps, client, venueId);
    await finishPoll(deps.db, venueId, { at: deps.now(), error: null, backoffUntil: null, failures: 0 });
    return { polled: true, ...counts, decisionsSent, error: null, backoffUntil: null };
  } catch (error) {
    const failures = connection.failures + 1;
    const message =
      error instanceof SefError ? error.message : 'The poll failed inside Nabavka; it is tried again later';
    if (!(error instanceof SefError)) deps.log?.error({ err: error, venueId }, 'SEF poll failed');
    else deps.log?.warn({ venueId, kind: error.kind, status: error.status, err: message }, 'SEF poll failed');
    const backoffUntil = backoffFor(failures, error, deps.now());
    await finishPoll(deps.db, venueId, {
      at: deps.now(),
      error: message.slice(0, 500),
      backoffUntil,
      failures,
    });
    return { polled: true, ...empty, error: message, backoffUntil: backoffUntil.toISOString() };
  }
}

/**
 * Sends the venue's waiting decisions under a claim this instance holds (the decision route), then releases the
 * claim without counting a poll. A transient failure leaves them waiting for the next poll.
 */
export async function sendDecisionsClaimed(deps: SefPollDeps, connection: SefConnectionRow): Promise<void> {
  try {
    const client = clientFor(deps, connection);
    if (client) await sendPendingDecisions(deps, client, connection.venueId);
  } catch (error) {
    deps.log?.warn(
      { venueId: connection.venueId, err: error instanceof SefError ? error.message : String(error) },
      'a decision waits for the next SEF poll',
    );
  } finally {
    await releaseClaim(deps.db, connection.venueId);
  }
}
