/**
 * Administration of venues (/admin/restaurants and /admin/{id}/restaurant: docs/PRODUCT.md#admin-restaurants,
 * #role-venue-admin). The list and the super-admin-only cards span every venue; the venue page is also a venue
 * admin's for their own venue (admin-scope.ts: another venue answers 404). Every change is recorded in the venue's
 * audit trail in its own transaction.
 */
import type {
  AdminVenue,
  AdminVenueDetail,
  AdminVenueStation,
  VenueCatalogueSupplier,
  VenueData,
} from '@/domain/admin/admin.schemas';
import {
  type AdminVenuePage,
  foldSearchText,
  searchDigits,
  VENUE_PAGE_SIZE,
} from '@/domain/admin/venue-search';
import { AUDIT_PAGE_SIZE, type AuditPage } from '@/domain/audit/audit.schemas';
import { AppError } from '@/domain/errors';
import { assertPibAcceptable } from '@/domain/shared/pib';
import { overdueCutoff } from '@/domain/orders/deadline';
import { venueToday } from '@/domain/shared/dates';
import type { PlanInquiry } from '@/domain/subscriptions/subscriptions.schemas';
import { trialStatus } from '@/domain/subscriptions/trial';
import type { Executor } from '@/server/db/client';
import type { Principal } from '@/server/plugins/auth';
import type { ServiceContext } from '@/server/types';
import { listVenueAudit, recordAudit } from '@/server/modules/audit/audit.public';
import { revokeSessionsOfVenueUsers } from '@/server/modules/auth/auth.public';
import { countVenueOrders } from '@/server/modules/orders/orders.public';
import { listPlanInquiries } from '@/server/modules/subscriptions/subscriptions.public';
import {
  countVenues,
  deleteVenueSupplier,
  findCatalogueSupplier,
  findVenue,
  insertVenueSupplier,
  listCatalogueSuppliersFor,
  listVenuesWithStats,
  listVenueStations,
  setVenueDisabled,
  updateVenueData,
  venueSearchCondition,
  venueTotals,
  type VenueRow,
} from './admin.repository';
import { requireAdminVenue, lockVenue } from '@/server/shared/admin-scope';

type AdminContext = ServiceContext<'db' | 'now', Principal>;

/** The inquiries the venue page lists: the latest ones are what the super admin acts on. */
const PLAN_INQUIRY_LIST_LIMIT = 20;

/** Every venue; the operation is the super admin's only (admin.contract.ts), so no venue scope applies. */
export async function listVenues(ctx: AdminContext): Promise<AdminVenue[]> {
  const now = ctx.now();
  return (await listVenuesWithStats(ctx.db)).map(({ trialEndsAt, ...venue }) => ({
    ...venue,
    daysTillTrialEnds: venue.plan ? trialStatus(venue.plan, trialEndsAt, now).daysTillTrialEnds : null,
  }));
}

/** GET /admin/venues/page: one page of the venues by name, searched (super admin only, like the list). */
export async function pageVenues(
  ctx: AdminContext,
  query: { page: number; search: string },
): Promise<AdminVenuePage> {
  const now = ctx.now();
  const where = venueSearchCondition(foldSearchText(query.search), searchDigits(query.search));
  const [rows, total] = await Promise.all([
    listVenuesWithStats(ctx.db, {
      where,
      limit: VENUE_PAGE_SIZE,
      offset: (query.page - 1) * VENUE_PAGE_SIZE,
    }),
    countVenues(ctx.db, where),
  ]);
  const venues = rows.map(({ trialEndsAt, ...venue }) => ({
    ...venue,
    daysTillTrialEnds: venue.plan ? trialStatus(venue.plan, trialEndsAt, now).daysTillTrialEnds : null,
  }));
  return { venues, total, page: query.page, pageSize: VENUE_PAGE_SIZE };
}

async function withStats(executor: Executor, venue: VenueRow, now: Date): Promise<AdminVenueDetail> {
  const today = venueToday(now);
  const [totals, orders] = await Promise.all([
    venueTotals(executor, venue.id, `${today.slice(0, 8)}01`),
    countVenueOrders(executor, venue.id, overdueCutoff(today)),
  ]);
  const stats = {
    ...totals,
    openOrders: orders.open,
    expectedOrders: orders.expected,
    overdueOrders: orders.overdue,
  };
  return { ...venue, stats };
}

/** GET /admin/venue/{id}: the venue's data and stat cards. */
export async function getVenue(ctx: AdminContext, venueId: number): Promise<AdminVenueDetail> {
  await requireAdminVenue(ctx.db, ctx.caller, venueId);
  const venue = await findVenue(ctx.db, venueId);
  if (!venue) throw new AppError('not_found', 'No such venue');
  return withStats(ctx.db, venue, ctx.now());
}

/** POST /admin/venue/{id}: new venue data; a PIB another venue has answers 409 conflict (venues_pib_uq). */
export async function updateVenue(
  ctx: AdminContext,
  venueId: number,
  data: VenueData,
): Promise<AdminVenueDetail> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await requireAdminVenue(tx, ctx.caller, venueId);
    const before = await findVenue(tx, venueId);
    if (!before) throw new AppError('not_found', 'No such venue');
    // A venue is never foreign; a tax id stored before the PIB rule may be kept as it is (decision 0019).
    assertPibAcceptable(data.pib, { unchangedFrom: before.pib });
    const after = await updateVenueData(tx, venueId, data, now);
    if (!after) throw new AppError('not_found', 'No such venue');
    const { id: _before, disabled: _wasDisabled, ...oldData } = before;
    const { id: _after, disabled: _isDisabled, ...newData } = after;
    await recordAudit(tx, {
      venueId,
      actorId: ctx.caller.userId,
      action: 'venue.update',
      before: oldData,
      after: newData,
      at: now,
    });
    return withStats(tx, after, now);
  });
}

/**
 * POST /admin/venue/{id}/toggle: disabling ends every session of the venue's people in the same transaction, so
 * their next refresh is refused and the guard shows the disabled notice (docs/PRODUCT.md#guard, #notices).
 */
export async function toggleVenue(
  ctx: AdminContext,
  venueId: number,
): Promise<{ id: number; disabled: boolean }> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    if (!(await lockVenue(tx, venueId))) throw new AppError('not_found', 'No such venue');
    const venue = await findVenue(tx, venueId);
    if (!venue) throw new AppError('not_found', 'No such venue');
    const disabled = !venue.disabled;
    await setVenueDisabled(tx, venueId, disabled, now);
    if (disabled) await revokeSessionsOfVenueUsers(tx, venueId, now);
    await recordAudit(tx, {
      venueId,
      actorId: ctx.caller.userId,
      action: 'venue.toggle',
      before: { disabled: venue.disabled },
      after: { disabled },
      at: now,
    });
    return { id: venueId, disabled };
  });
}

/** GET /admin/venue/{id}/suppliers: the catalogue with the venue's assignments (super admin). */
export async function venueCatalogue(ctx: AdminContext, venueId: number): Promise<VenueCatalogueSupplier[]> {
  await requireAdminVenue(ctx.db, ctx.caller, venueId);
  return listCatalogueSuppliersFor(ctx.db, venueId);
}

/** POST /admin/linkVenueAndSupplier and unlinkVenueAnSupplier: assigns a catalogue supplier, or removes it. */
export async function setVenueSupplier(
  ctx: AdminContext,
  input: { venueId: number; supplierId: number; linked: boolean },
): Promise<{ venueId: number; supplierId: number; linked: boolean }> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await requireAdminVenue(tx, ctx.caller, input.venueId);
    const supplier = await findCatalogueSupplier(tx, input.supplierId);
    if (!supplier) throw new AppError('not_found', 'No such supplier');
    const changed = input.linked
      ? await insertVenueSupplier(tx, input.venueId, supplier.id, now)
      : await deleteVenueSupplier(tx, input.venueId, supplier.id);
    // Asking twice changes nothing, and leaves no second line in the history.
    if (changed) {
      await recordAudit(tx, {
        venueId: input.venueId,
        actorId: ctx.caller.userId,
        action: input.linked ? 'venue.supplier.link' : 'venue.supplier.unlink',
        [input.linked ? 'after' : 'before']: { supplierId: supplier.id, name: supplier.name },
        at: now,
      });
    }
    return input;
  });
}

/** GET /admin/venue/{id}/planInquiries: the venue's latest inquiries (super admin). */
export async function venuePlanInquiries(ctx: AdminContext, venueId: number): Promise<PlanInquiry[]> {
  await requireAdminVenue(ctx.db, ctx.caller, venueId);
  return listPlanInquiries(ctx.db, venueId, PLAN_INQUIRY_LIST_LIMIT);
}

/** GET /admin/venue/{id}/audit: one page of the venue's history. */
export async function venueAudit(ctx: AdminContext, venueId: number, page: number): Promise<AuditPage> {
  await requireAdminVenue(ctx.db, ctx.caller, venueId);
  const { events, total } = await listVenueAudit(ctx.db, venueId, page, AUDIT_PAGE_SIZE);
  return { events, total, page, pageSize: AUDIT_PAGE_SIZE };
}

/** GET /admin/departments/{venueId}: the stations card (super admin). */
export async function venueStations(ctx: AdminContext, venueId: number): Promise<AdminVenueStation[]> {
  await requireAdminVenue(ctx.db, ctx.caller, venueId);
  return listVenueStations(ctx.db, venueId);
}
