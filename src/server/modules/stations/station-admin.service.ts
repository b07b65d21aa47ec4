/**
 * Administration of stations (/admin/{venueId}/stations: docs/PRODUCT.md#stations-admin, #role-venue-admin): create
 * within the plan's limit, rename, delete, who works at a station and which suppliers it orders from. A venue admin
 * works on their own venue, the super admin on any; another venue's station, person or supplier answers 404 and
 * nothing changes.
 */
import { AppError } from '@/domain/errors';
import type { Station } from '@/domain/stations/stations.schemas';
import { planAllowance } from '@/domain/subscriptions/plan-allowance';
import { trialStatus } from '@/domain/subscriptions/trial';
import type { Executor } from '@/server/db/client';
import type { Principal } from '@/server/plugins/auth';
import type { ServiceContext } from '@/server/types';
import { recordAudit } from '@/server/modules/audit/audit.public';
import { findVenueSupplier } from '@/server/modules/suppliers/suppliers.public';
import { findVenueSubscription } from '@/server/shared/venue-plan';
import { requireAdminVenue, lockVenue, requireAdminStation } from '@/server/shared/admin-scope';
import {
  countLiveStations,
  hasActiveOrders,
  insertStation,
  updateStationName,
  softDeleteStation,
} from './station-admin.repository';
import {
  deleteStationSupplier,
  deleteStationUser,
  insertStationSupplier,
  insertStationUser,
  isVenueMember,
} from './station-links.repository';

type AdminContext<K extends 'db' | 'now' = 'db' | 'now'> = ServiceContext<K, Principal>;

/**
 * How many stations the venue's plan allows (departmentLimit, through the one plan definition:
 * docs/PRODUCT.md#station-limit).
 */
async function allowedStations(executor: Executor, venueId: number, now: Date): Promise<number> {
  const found = await findVenueSubscription(executor, venueId);
  if (!found) throw new AppError('not_found', 'No such venue');
  if (!found.subscription) throw new AppError('subscription_not_exist');
  const { plan, trialEndsAt, departmentLimit } = found.subscription;
  const { trialEnded } = trialStatus(plan, trialEndsAt, now);
  return planAllowance({ plan, trialEnded, departmentLimit }).stations;
}

/**
 * POST /admin/venue/{venueId}/addStation. docs/PRODUCT.md#station-limit: creating at or above the plan's limit is
 * refused.
 */
export async function addStation(
  ctx: AdminContext,
  input: { venueId: number; name: string },
): Promise<{ id: number }> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await requireAdminVenue(tx, ctx.caller, input.venueId);
    // Two admins adding at once must not both pass the count: the venue's row lock makes them take turns.
    await lockVenue(tx, input.venueId);
    const [count, allowed] = await Promise.all([
      countLiveStations(tx, input.venueId),
      allowedStations(tx, input.venueId, now),
    ]);
    if (count >= allowed) throw new AppError('maximumStationLimitReached');
    // A taken name (case-insensitive) hits stations_venue_name_uq: sameStations.
    const created = await insertStation(tx, input.venueId, input.name, now);
    await recordAudit(tx, {
      venueId: input.venueId,
      actorId: ctx.caller.userId,
      action: 'station.create',
      after: { id: created.id, name: input.name },
      at: now,
    });
    return created;
  });
}

/** POST /venue/department/{id}: a new name, unique in the venue (errors.sameStations: docs/PRODUCT.md#unique-names). */
export async function renameStation(
  ctx: AdminContext,
  input: { stationId: number; name: string },
): Promise<Station> {
  return ctx.db.transaction(async (tx) => {
    const station = await requireAdminStation(tx, ctx.caller, input.stationId);
    const renamed = await updateStationName(tx, station.venueId, station.id, input.name, ctx.now());
    if (!renamed) throw new AppError('not_found', 'No such station');
    return renamed;
  });
}

/**
 * DELETE /venue/department/{id}: refused while the station has drafts or expected orders
 * (docs/PRODUCT.md#station-delete).
 */
export async function deleteStation(ctx: AdminContext, stationId: number): Promise<{ deleted: true }> {
  return ctx.db.transaction(async (tx) => {
    const station = await requireAdminStation(tx, ctx.caller, stationId);
    await lockVenue(tx, station.venueId);
    if (await hasActiveOrders(tx, station.venueId, station.id)) throw new AppError('stationHasActiveOrders');
    const now = ctx.now();
    if (!(await softDeleteStation(tx, station.venueId, station.id, now))) {
      throw new AppError('not_found', 'No such station');
    }
    await recordAudit(tx, {
      venueId: station.venueId,
      actorId: ctx.caller.userId,
      action: 'station.delete',
      before: { id: station.id, name: station.name },
      at: now,
    });
    return { deleted: true };
  });
}

interface UserLink {
  userId: number;
  stationId: number;
  linked: boolean;
}

/** POST /admin/linkDepartment and unlinkDepartment: a person of the station's venue works there, or not. */
export async function setStationUser(
  ctx: AdminContext<'db'>,
  input: UserLink,
): Promise<{ departmentId: number; userId: number; linked: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const station = await requireAdminStation(tx, ctx.caller, input.stationId);
    if (!(await isVenueMember(tx, station.venueId, input.userId))) {
      throw new AppError('not_found', 'No such user');
    }
    if (input.linked) await insertStationUser(tx, station.venueId, station.id, input.userId);
    else await deleteStationUser(tx, station.venueId, station.id, input.userId);
    return { departmentId: station.id, userId: input.userId, linked: input.linked };
  });
}

interface SupplierLink {
  supplierId: number;
  stationId: number;
  linked: boolean;
}

/**
 * POST /admin/linkDepartmentAndSupplier and unlinkDepartmentAndSupplier: the station orders from one of its venue's
 * suppliers (own or assigned), or stops; orders already made stay.
 */
export async function setStationSupplier(
  ctx: AdminContext,
  input: SupplierLink,
): Promise<{ departmentId: number; supplierId: number; linked: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const station = await requireAdminStation(tx, ctx.caller, input.stationId);
    if (!(await findVenueSupplier(tx, station.venueId, input.supplierId))) {
      throw new AppError('not_found', 'No such supplier');
    }
    if (input.linked) {
      await insertStationSupplier(tx, station.venueId, station.id, input.supplierId, ctx.now());
    } else {
      await deleteStationSupplier(tx, station.venueId, station.id, input.supplierId);
    }
    return { departmentId: station.id, supplierId: input.supplierId, linked: input.linked };
  });
}
