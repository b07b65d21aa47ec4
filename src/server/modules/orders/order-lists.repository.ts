/**
 * Order lists (current orders, overdue, archive: docs/PRODUCT.md#current-orders). Pages come from the list indexes
 * (newest deadline first); totals come from order_counters, so neither grows with a venue's history.
 */
import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { OrderListItem } from '@/domain/orders/orders.schemas';
import type { OrderStatus } from '@/domain/shared/enums';
import type { Executor } from '@/server/db/client';
import { orderCounters, orders, stationOrderCounters, stations, suppliers } from '@/server/db/schema';

export interface OrderFilter {
  venueId: number;
  /** Stations to include; undefined means every station of the venue. */
  stationIds?: readonly number[];
  isCustom?: boolean;
  statuses: readonly OrderStatus[];
  supplierId?: number | undefined;
  deadline?: string | undefined;
  deadlineFrom?: string | undefined;
  deadlineTo?: string | undefined;
}

function conditions(filter: OrderFilter): SQL[] {
  const where: SQL[] = [eq(orders.venueId, filter.venueId), inArray(orders.status, [...filter.statuses])];
  if (filter.stationIds) where.push(inArray(orders.stationId, [...filter.stationIds]));
  if (filter.isCustom !== undefined) where.push(eq(orders.isCustom, filter.isCustom));
  if (filter.supplierId !== undefined) where.push(eq(orders.supplierId, filter.supplierId));
  if (filter.deadline !== undefined) where.push(eq(orders.deadline, filter.deadline));
  if (filter.deadlineFrom !== undefined) where.push(gte(orders.deadline, filter.deadlineFrom));
  if (filter.deadlineTo !== undefined) where.push(lte(orders.deadline, filter.deadlineTo));
  return where;
}

export async function listOrders(
  executor: Executor,
  filter: OrderFilter,
  page: { limit: number; offset: number; oldestFirst?: boolean },
): Promise<OrderListItem[]> {
  // The null orderings match the list indexes (created "desc nulls last"), so PostgreSQL reads pages in index
  // order (forwards or backwards) instead of sorting every matching order.
  const order = page.oldestFirst
    ? [sql`${orders.deadline} asc nulls first`, sql`${orders.id} asc nulls first`]
    : [sql`${orders.deadline} desc nulls last`, sql`${orders.id} desc nulls last`];
  const rows = await executor
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      deadline: orders.deadline,
      status: orders.status,
      isCustom: orders.isCustom,
      supplierContactNumber: orders.supplierContactNumber,
      newOrderId: orders.newOrderId,
      createdAt: orders.createdAt,
      sentAt: orders.sentAt,
      station: { id: stations.id, name: stations.name, isWarehouse: stations.isWarehouse },
      supplier: {
        id: suppliers.id,
        name: suppliers.name,
        isMarket: suppliers.isMarket,
        deletedAt: suppliers.deletedAt,
      },
      hasShortfall: orders.hasShortfall,
      itemsCount: orders.itemsCount,
    })
    .from(orders)
    .innerJoin(stations, eq(stations.id, orders.stationId))
    .leftJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .where(and(...conditions(filter)))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => {
    const supplier = row.supplier
      ? {
          id: row.supplier.id,
          name: row.supplier.name,
          isMarket: row.supplier.isMarket,
          deleted: row.supplier.deletedAt !== null,
        }
      : null;
    return {
      id: row.id,
      order_number: row.orderNumber,
      deadline: row.deadline,
      status: row.status,
      supplier: row.isCustom ? null : supplier,
      marketSupplier: row.isCustom ? supplier : null,
      department: row.station,
      supplierContactNumber: row.supplierContactNumber,
      isCustomOrder: row.isCustom,
      newOrderId: row.newOrderId,
      hasShortfall: row.hasShortfall,
      itemsCount: row.itemsCount,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    };
  });
}

/**
 * The total of a filter without date conditions, read from the trigger-maintained counters: per supplier from
 * order_counters, otherwise from station_order_counters (a row per station, status and writers' slot: decision
 * 0036).
 */
export async function countFromCounters(
  executor: Executor,
  filter: Omit<OrderFilter, 'deadline' | 'deadlineFrom' | 'deadlineTo'>,
): Promise<number> {
  const table = filter.supplierId === undefined ? stationOrderCounters : orderCounters;
  const where: SQL[] = [eq(table.venueId, filter.venueId), inArray(table.status, [...filter.statuses])];
  if (filter.stationIds) where.push(inArray(table.stationId, [...filter.stationIds]));
  if (filter.isCustom !== undefined) where.push(eq(table.isCustom, filter.isCustom));
  if (filter.supplierId !== undefined) where.push(eq(orderCounters.supplierId, filter.supplierId));
  const [row] = await executor
    .select({ total: sql<number>`coalesce(sum(${table.count}), 0)::int` })
    .from(table)
    .where(and(...where));
  return row?.total ?? 0;
}

/** A total that depends on dates: counted directly, bounded by the date range or the active statuses. */
export async function countOrders(executor: Executor, filter: OrderFilter): Promise<number> {
  const [row] = await executor
    .select({ total: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(...conditions(filter)));
  return row?.total ?? 0;
}
