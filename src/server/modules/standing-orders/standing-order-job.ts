/**
 * The job that prepares standing orders (docs/decisions/0030-standing-orders.md): every process runs it each tick
 * (started and stopped in main.ts, like the SEF poller). For each standing order whose occurrence is due now
 * (domain/standing-orders/occurrence.ts), one transaction claims the (standing order, date) row, creates the draft
 * for the supplier's next delivery day with the standing order's contact preset, sends it by e-mail when asked
 * (through the orders module's one send), and notifies the owner. A send the plan or permission refuses leaves the draft for the owner instead; a draft that
 * cannot be made at all (articles gone, station deactivated) is claimed as failed so it is not tried every minute.
 */
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '@/domain/errors';
import { venueToday } from '@/domain/shared/dates';
import { dueOccurrenceDate, occurrenceDeliveryDate } from '@/domain/standing-orders/occurrence';
import type { JobObserver } from '@/server/jobs/job-observer';
import { notifyUser } from '@/server/modules/notifications/notifications.public';
import { createOrderIn, mailOrderIn, presetOrderContact } from '@/server/modules/orders/orders.public';
import { tickingJob } from '@/server/jobs/ticking-job';
import type { Deps } from '@/server/types';
import {
  claimOccurrence,
  findDeliverySchedule,
  findUnpreparedStandingOrders,
  recordRunOrder,
  supplierNameOf,
} from './standing-order-runs.repository';
import { findActiveOwner, type StandingOrderRow } from './standing-orders.repository';

export const STANDING_ORDER_JOB = 'standing-orders';
const DEFAULT_TICK_MS = 60_000;

export type StandingJobDeps = Deps<'db' | 'now' | 'config' | 'mailer'> & {
  log?: FastifyBaseLogger;
  jobs?: JobObserver;
  tickMs?: number;
};

export interface StandingOrderJob {
  /** Prepares every occurrence due now; answers how many this run prepared (tests call it directly). */
  runOnce(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

type Outcome = 'prepared' | 'taken' | 'sendRefused';

async function prepare(
  deps: StandingJobDeps,
  standing: StandingOrderRow,
  date: string,
  withSend: boolean,
): Promise<Outcome> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    if (!(await claimOccurrence(tx, { standingOrderId: standing.id, date, now }))) return 'taken';
    const owner = await findActiveOwner(tx, standing.venueId, standing.ownerId);
    if (!owner) throw new AppError('not_found', 'The owner left the venue');
    const caller = { userId: owner.userId, role: owner.role, venueId: standing.venueId };
    const ctx = { ...deps, caller };
    const schedule = await findDeliverySchedule(tx, standing.venueId, standing.supplierId);
    const deliveryDate = occurrenceDeliveryDate(schedule, date, standing.time);
    const orderId = await createOrderIn(tx, ctx, {
      stationId: standing.stationId,
      supplierId: standing.supplierId,
      kind: 'regular',
      deadline: deliveryDate,
      products: standing.lines.map((line) => ({ id: line.articleId, amount: line.amount, note: '' })),
      orderNote: '',
      paymentMethod: null,
    });
    // The draft opens at the send step with the standing order's contact chosen (one tap on a channel sends it).
    await presetOrderContact(tx, standing.venueId, orderId, standing.supplierContactId);
    if (withSend) {
      await mailOrderIn(tx, ctx, {
        orderId,
        supplierId: standing.supplierId,
        supplierContactId: standing.supplierContactId,
        language: owner.language,
      });
    }
    await recordRunOrder(tx, { standingOrderId: standing.id, date, orderId });
    const supplierName = await supplierNameOf(tx, standing.supplierId);
    await notifyUser(
      tx,
      { userId: owner.userId, venueId: standing.venueId },
      {
        kind: 'standingOrderReady',
        data: {
          standingOrderId: standing.id,
          orderId,
          stationId: standing.stationId,
          supplierName,
          deliveryDate,
          sent: withSend,
        },
      },
      now,
    );
    return 'prepared';
  });
}

/** Prepares one due occurrence; a refused send falls back to a draft, any other failure is claimed as failed. */
async function prepareDue(deps: StandingJobDeps, standing: StandingOrderRow, date: string): Promise<boolean> {
  let failure: unknown;
  try {
    return (await prepare(deps, standing, date, standing.autoSendEmail)) === 'prepared';
  } catch (error) {
    failure = error;
  }
  if (standing.autoSendEmail && failure instanceof AppError) {
    deps.log?.warn(
      { err: failure, standingOrderId: standing.id },
      'standing order not sent; left as a draft',
    );
    try {
      return (await prepare(deps, standing, date, false)) === 'prepared';
    } catch (error) {
      failure = error;
    }
  }
  deps.log?.error({ err: failure, standingOrderId: standing.id }, 'standing order could not be prepared');
  await claimOccurrence(deps.db, { standingOrderId: standing.id, date, now: deps.now() });
  return false;
}

export function createStandingOrderJob(deps: StandingJobDeps): StandingOrderJob {
  async function prepareAllDue(): Promise<number> {
    const now = deps.now();
    let prepared = 0;
    for (const standing of await findUnpreparedStandingOrders(deps.db, venueToday(now))) {
      const date = dueOccurrenceDate(standing, now);
      if (date && (await prepareDue(deps, standing, date))) prepared += 1;
    }
    return prepared;
  }

  return tickingJob({
    name: STANDING_ORDER_JOB,
    failure: 'standing orders failed',
    tickMs: deps.tickMs ?? DEFAULT_TICK_MS,
    run: prepareAllDue,
    log: deps.log,
    jobs: deps.jobs,
  });
}
