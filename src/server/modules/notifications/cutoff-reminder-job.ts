/**
 * The cut-off reminder job (docs/PRODUCT.md#notifications, domain/notifications/cutoff-reminders.ts): every process
 * runs it each tick (started and stopped in main.ts, like the standing-order job). It reads the schedules whose
 * cut-off falls within the next hour, asks the rule which reminders are due for each station ordering from that
 * supplier, and makes each in its own transaction: the claim (cutoff_reminder_claims' primary key) and the
 * notifications with their Web Pushes commit together, so a reminder is told once however many processes look.
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  CUTOFF_SOON_MINUTES,
  cutoffTimesWithin,
  type DueReminder,
  dueReminders,
  upcomingCutoff,
} from '@/domain/notifications/cutoff-reminders';
import type { NotificationContent } from '@/domain/notifications/notifications.schemas';
import { addDays, venueToday } from '@/domain/shared/dates';
import type { JobObserver } from '@/server/jobs/job-observer';
import { tickingJob } from '@/server/jobs/ticking-job';
import type { Deps } from '@/server/types';
import {
  claimReminder,
  type CutoffCandidate,
  findCutoffCandidates,
  findOrderCreatorOrAdmins,
  findOrderingStations,
  findReminderOrders,
  findStationOrderers,
  forgetClaimsBefore,
} from './cutoff-reminders.repository';
import { notifyUser } from './notify-user';

export const CUTOFF_REMINDER_JOB = 'cutoff-reminders';
const DEFAULT_TICK_MS = 60_000;

export type CutoffJobDeps = Deps<'db' | 'now'> & {
  log?: FastifyBaseLogger;
  jobs?: JobObserver;
  tickMs?: number;
};

export interface CutoffReminderJob {
  /** Makes every reminder due now; answers how many this run made (tests call it directly). */
  runOnce(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

type Station = { id: number; name: string };
type Orders = Awaited<ReturnType<typeof findReminderOrders>>;

/** The claim, the recipients and the notification of one due reminder, in one transaction. */
async function tell(
  deps: CutoffJobDeps,
  candidate: CutoffCandidate,
  station: Station,
  reminder: DueReminder,
  orders: Orders,
): Promise<boolean> {
  const now = deps.now();
  const { venueId, supplierId, supplierName } = candidate;
  return deps.db.transaction(async (tx) => {
    const orderId = reminder.kind === 'supplierNotOpened' ? reminder.orderId : 0;
    const claim = {
      venueId,
      stationId: station.id,
      supplierId,
      deliveryDate: reminder.deliveryDate,
      orderId,
    };
    if (!(await claimReminder(tx, { ...claim, kind: reminder.kind }, now))) return false;
    let recipients: number[];
    let content: NotificationContent;
    if (reminder.kind === 'cutoffSoon') {
      recipients = await findStationOrderers(tx, venueId, station.id);
      content = {
        kind: 'cutoffSoon',
        data: {
          stationId: station.id,
          stationName: station.name,
          supplierId,
          supplierName,
          custom: candidate.isMarket,
          deliveryDate: reminder.deliveryDate,
          cutoffTime: reminder.cutoffTime,
        },
      };
    } else {
      const order = orders.find((row) => row.id === reminder.orderId)!;
      recipients = await findOrderCreatorOrAdmins(tx, venueId, order.createdById);
      content = {
        kind: 'supplierNotOpened',
        data: {
          orderId: order.id,
          stationId: station.id,
          orderNumber: order.orderNumber,
          supplierName,
          deliveryDate: reminder.deliveryDate,
          cutoffTime: reminder.cutoffTime,
        },
      };
    }
    for (const userId of recipients) await notifyUser(tx, { userId, venueId }, content, now);
    return true;
  });
}

/** The reminders of one venue's supplier whose cut-off is near: per station that orders from it. */
async function remindFor(deps: CutoffJobDeps, candidate: CutoffCandidate, now: Date): Promise<number> {
  const schedule = { daysInWeek: candidate.daysInWeek, timeToOrder: candidate.timeToOrder };
  const cutoff = upcomingCutoff(schedule, now, CUTOFF_SOON_MINUTES);
  if (!cutoff) return 0;
  const { venueId, supplierId } = candidate;
  const [stations, orders] = await Promise.all([
    findOrderingStations(deps.db, venueId, supplierId),
    findReminderOrders(deps.db, venueId, supplierId, cutoff.deliveryDate),
  ]);
  let made = 0;
  for (const station of stations) {
    const own = orders.filter((order) => order.stationId === station.id);
    for (const reminder of dueReminders(schedule, own, now)) {
      try {
        if (await tell(deps, candidate, station, reminder, own)) made += 1;
      } catch (err) {
        // One venue's failure (a row changed under it) must not keep the others' reminders back.
        deps.log?.error({ err, venueId, supplierId, stationId: station.id }, 'cut-off reminder failed');
      }
    }
  }
  return made;
}

export function createCutoffReminderJob(deps: CutoffJobDeps): CutoffReminderJob {
  async function remindAllDue(): Promise<number> {
    const now = deps.now();
    let made = 0;
    for (const candidate of await findCutoffCandidates(deps.db, cutoffTimesWithin(now, CUTOFF_SOON_MINUTES)))
      made += await remindFor(deps, candidate, now);
    // Claims of deliveries before yesterday can never be asked for again.
    await forgetClaimsBefore(deps.db, addDays(venueToday(now), -1));
    return made;
  }

  return tickingJob({
    name: CUTOFF_REMINDER_JOB,
    failure: 'cut-off reminders failed',
    tickMs: deps.tickMs ?? DEFAULT_TICK_MS,
    run: remindAllDue,
    log: deps.log,
    jobs: deps.jobs,
  });
}
