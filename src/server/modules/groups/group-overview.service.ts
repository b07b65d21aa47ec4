/**
 * The owner's group dashboard (docs/decisions/0037-venue-memberships.md): per venue the caller administers, the same
 * figures that venue's own screens show. Only administered venues are read (listAdministeredVenueIds); an account
 * administering fewer than OWNER_MIN_VENUES venues is no owner and is refused (403 forbidden). Reads only.
 */
import { AppError } from '@/domain/errors';
import {
  OWNER_MIN_VENUES,
  type GroupOverview,
  type GroupVenue,
} from '@/domain/groups/group-overview.schemas';
import { overdueCutoff } from '@/domain/orders/deadline';
import { roseOverTolerance } from '@/domain/prices/price-trend';
import { VENUE_TIME_ZONE, venueToday } from '@/domain/shared/dates';
import { planAllowance } from '@/domain/subscriptions/plan-allowance';
import { trialStatus } from '@/domain/subscriptions/trial';
import type { Executor } from '@/server/db/client';
import type { Principal } from '@/server/plugins/auth';
import { countVenueOrders } from '@/server/modules/orders/orders.public';
import { findRecentRises, findVenuePriceSettings } from '@/server/modules/prices/prices.public';
import { findSpendPerVenue } from '@/server/modules/reports/reports.public';
import { findVenueSubscription } from '@/server/shared/venue-plan';
import type { ServiceContext } from '@/server/types';
import { countInvoicesWaiting } from './group-overview.repository';
import { listAdministeredVenueIds, listMembershipsOf } from './memberships.repository';

type OverviewContext = ServiceContext<'db' | 'now', Principal>;

/** The venues the caller administers, when they are enough to make an owner; 403 forbidden otherwise. */
export async function requireOwnedVenueIds(executor: Executor, caller: Principal): Promise<number[]> {
  const venueIds = await listAdministeredVenueIds(executor, caller.userId);
  if (venueIds.length < OWNER_MIN_VENUES) throw new AppError('forbidden', 'Not the admin of several venues');
  return venueIds;
}

/** The start of the venue month `today` is in, as an instant (midnight in the venue's time zone). */
function monthStartInstant(monthStart: string): Date {
  // Belgrade is UTC+1 or +2: of the two candidate instants, the one that is that midnight in Belgrade.
  for (const offset of [1, 2]) {
    const candidate = new Date(`${monthStart}T00:00:00Z`);
    candidate.setUTCHours(-offset);
    if (
      venueToday(candidate) === monthStart &&
      venueToday(new Date(candidate.getTime() - 1)) !== monthStart
    ) {
      return candidate;
    }
  }
  throw new Error(`No midnight of ${monthStart} in ${VENUE_TIME_ZONE}`);
}

/**
 * Suppliers whose paid price of an article rose beyond the venue's tolerance since `since`, by name; null when the
 * venue's plan keeps no price history (PRO, as the prices screens).
 */
async function risingSuppliers(executor: Executor, venueId: number, now: Date, since: Date) {
  const [found, settings] = await Promise.all([
    findVenueSubscription(executor, venueId),
    findVenuePriceSettings(executor, venueId),
  ]);
  if (!found?.subscription || !settings) return null;
  const { plan, trialEndsAt, departmentLimit } = found.subscription;
  const { trialEnded } = trialStatus(plan, trialEndsAt, now);
  if (!planAllowance({ plan, trialEnded, departmentLimit }).priceHistory) return null;
  const rises = await findRecentRises(executor, venueId, since);
  const names = rises
    .filter(
      (row) =>
        row.supplier !== null && roseOverTolerance(row.previousPrice, row.latestPrice, settings.tolerance),
    )
    .map((row) => row.supplier!);
  return [...new Set(names)].sort((a, b) => a.localeCompare(b));
}

/** GET /group/overview. */
export async function groupOverview(ctx: OverviewContext): Promise<GroupOverview> {
  const venueIds = await requireOwnedVenueIds(ctx.db, ctx.caller);
  const now = ctx.now();
  const today = venueToday(now);
  const monthStart = `${today.slice(0, 8)}01`;
  const since = monthStartInstant(monthStart);
  const [memberships, spend] = await Promise.all([
    listMembershipsOf(ctx.db, ctx.caller.userId),
    findSpendPerVenue(ctx.db, { venueIds, fromDate: monthStart, toDate: today }),
  ]);
  const venues = await Promise.all(
    spend.map(async (row): Promise<GroupVenue> => {
      const [counts, rising, invoicesWaiting] = await Promise.all([
        countVenueOrders(ctx.db, row.venueId, overdueCutoff(today)),
        risingSuppliers(ctx.db, row.venueId, now, since),
        countInvoicesWaiting(ctx.db, row.venueId),
      ]);
      const membership = memberships.find((candidate) => candidate.venueId === row.venueId);
      return {
        venueId: row.venueId,
        name: row.name,
        disabled: membership?.venueDisabled ?? false,
        current: row.venueId === ctx.caller.venueId,
        ...counts,
        spendThisMonth: row.value,
        currency: row.currency,
        risingSuppliers: rising,
        invoicesWaiting,
      };
    }),
  );
  return { monthStart, venues };
}
