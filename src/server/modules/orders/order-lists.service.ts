/**
 * Reading order lists for the screens (docs/PRODUCT.md#current-orders): current orders, overdue, the dashboard
 * warning, the archive.
 */
import { AppError } from '@/domain/errors';
import { overdueCutoff, yesterday } from '@/domain/orders/deadline';
import type { DueSummary, OrderListResponse } from '@/domain/orders/orders.schemas';
import { venueToday } from '@/domain/shared/dates';
import type { OrderStatus } from '@/domain/shared/enums';
import { countFromCounters, countOrders, listOrders, type OrderFilter } from './order-lists.repository';
import type { OrderKind } from '@/domain/orders/orders.contract';
import type { OrderContext } from './order-locks';
import { stationOrderPage } from './station-order-page.repository';
import { requireVisibleStation, findVisibleStations } from '@/server/shared/station-visibility';

const pageOf = (page: number, pageSize: number) => ({ limit: pageSize, offset: (page - 1) * pageSize });

export interface ListCommand {
  stationId: number;
  kind: OrderKind;
  statuses: readonly OrderStatus[];
  supplierId?: number | undefined;
  deadline?: string | undefined;
  notOpened?: boolean | undefined;
  rejected?: boolean | undefined;
  page: number;
  pageSize: number;
}

/**
 * GET /orders/all/{departmentId} (docs/PRODUCT.md#api-orders): newest deadline first, paged, with the total; one
 * round trip, answered as the JSON text PostgreSQL built (decision 0005).
 */
export async function listStationOrders(ctx: OrderContext, command: ListCommand): Promise<string> {
  const page = await stationOrderPage(ctx.db, ctx.caller, {
    stationId: command.stationId,
    isCustom: command.kind === 'custom',
    statuses: command.statuses,
    supplierId: command.supplierId,
    deadline: command.deadline,
    notOpened: command.notOpened,
    rejected: command.rejected,
    ...pageOf(command.page, command.pageSize),
  });
  if (!page) throw new AppError('not_found', 'No such station');
  return page;
}

/** Past-due (docs/PRODUCT.md#overdue): expected orders 24 h past their delivery day, oldest first. */
export async function listOverdueOrders(
  ctx: OrderContext,
  command: { stationId: number; kind: OrderKind; page: number; pageSize: number },
): Promise<OrderListResponse> {
  const { caller: principal } = ctx;
  const { venueId } = principal;
  await requireVisibleStation(ctx.db, principal, command.stationId);
  const filter: OrderFilter = {
    venueId,
    stationIds: [command.stationId],
    isCustom: command.kind === 'custom',
    statuses: ['IN_PROGRESS'],
    deadlineTo: overdueCutoff(venueToday(ctx.now())),
  };
  const [orders, count] = await Promise.all([
    listOrders(ctx.db, filter, { ...pageOf(command.page, command.pageSize), oldestFirst: true }),
    countOrders(ctx.db, filter),
  ]);
  return { orders, count };
}

/** Stations whose orders the caller sees (visibility rule: docs/PRODUCT.md#station-visibility). */
async function visibleStationIds(ctx: OrderContext): Promise<number[]> {
  return (await findVisibleStations(ctx.db, ctx.caller)).map((station) => station.id);
}

/** The dashboard's warnings: yesterday's still-expected orders, and how many are overdue (docs/PRODUCT.md#overdue). */
export async function dueSummary(ctx: OrderContext): Promise<DueSummary> {
  const { caller: principal } = ctx;
  const { venueId } = principal;
  const stationIds = await visibleStationIds(ctx);
  if (stationIds.length === 0) return { yesterdayUnresolved: [], overdueCount: 0 };
  const today = venueToday(ctx.now());
  const expected = { venueId, stationIds, statuses: ['IN_PROGRESS'] as const };
  const [yesterdayUnresolved, overdueCount] = await Promise.all([
    listOrders(ctx.db, { ...expected, deadline: yesterday(today) }, { limit: 50, offset: 0 }),
    countOrders(ctx.db, { ...expected, deadlineTo: overdueCutoff(today) }),
  ]);
  return { yesterdayUnresolved, overdueCount };
}

export interface ArchiveCommand {
  venueId: number;
  stationId?: number | undefined;
  supplierId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  pageSize: number;
}

/**
 * The venue's delivered orders (/archived: docs/PRODUCT.md#archive), newest first, filtered by station, supplier and
 * dates.
 */
export async function listArchive(ctx: OrderContext, command: ArchiveCommand): Promise<OrderListResponse> {
  const { caller: principal } = ctx;
  const { venueId } = principal;
  if (command.venueId !== venueId) throw new AppError('not_found', 'Venue not found');
  if (command.from && command.to && command.from > command.to) throw new AppError('invalidDate');
  let stationIds: number[];
  if (command.stationId !== undefined) {
    await requireVisibleStation(ctx.db, principal, command.stationId);
    stationIds = [command.stationId];
  } else {
    stationIds = await visibleStationIds(ctx);
  }
  if (stationIds.length === 0) return { orders: [], count: 0 };
  const filter: OrderFilter = {
    venueId,
    stationIds,
    statuses: ['COMPLETED'],
    supplierId: command.supplierId,
    deadlineFrom: command.from,
    deadlineTo: command.to,
  };
  const datesGiven = command.from !== undefined || command.to !== undefined;
  const [orders, count] = await Promise.all([
    listOrders(ctx.db, filter, pageOf(command.page, command.pageSize)),
    datesGiven ? countOrders(ctx.db, filter) : countFromCounters(ctx.db, filter),
  ]);
  return { orders, count };
}
