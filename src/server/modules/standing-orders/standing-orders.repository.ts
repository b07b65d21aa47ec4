/**
 * Standing orders (docs/decisions/0030-standing-orders.md): venue first in every read and write; a staff member reads
 * only those of the stations they see (the shared station rule).
 */
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Language, Role, Unit } from '@/domain/shared/enums';
import type { Executor } from '@/server/db/client';
import {
  articles,
  standingOrders,
  stations,
  supplierContacts,
  suppliers,
  users,
  venueMemberships,
} from '@/server/db/schema';
import { visibleStationCondition } from '@/server/shared/station-visibility';
import type { VenueCaller } from '@/server/types';

export type StandingOrderRow = typeof standingOrders.$inferSelect;

export interface StandingOrderListRow extends StandingOrderRow {
  stationName: string;
  supplierName: string;
  contactName: string;
  contactEmail: string;
}

export type StandingOrderValues = Pick<
  StandingOrderRow,
  'supplierContactId' | 'weekdays' | 'time' | 'autoSendEmail' | 'paused' | 'skippedDates' | 'lines'
>;

export async function insertStandingOrder(
  executor: Executor,
  row: Omit<StandingOrderRow, 'id' | 'createdAt' | 'updatedAt'> & { now: Date },
): Promise<number> {
  const { now, ...values } = row;
  const [inserted] = await executor
    .insert(standingOrders)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning({ id: standingOrders.id });
  return inserted!.id;
}

/** The caller's venue's standing orders on stations the caller sees; one of them with `id`. */
export function findStandingOrders(
  executor: Executor,
  caller: VenueCaller,
  id?: number,
): Promise<StandingOrderListRow[]> {
  return executor
    .select({
      id: standingOrders.id,
      venueId: standingOrders.venueId,
      stationId: standingOrders.stationId,
      supplierId: standingOrders.supplierId,
      supplierContactId: standingOrders.supplierContactId,
      ownerId: standingOrders.ownerId,
      weekdays: standingOrders.weekdays,
      time: standingOrders.time,
      autoSendEmail: standingOrders.autoSendEmail,
      paused: standingOrders.paused,
      skippedDates: standingOrders.skippedDates,
      lines: standingOrders.lines,
      createdAt: standingOrders.createdAt,
      updatedAt: standingOrders.updatedAt,
      stationName: stations.name,
      supplierName: suppliers.name,
      contactName: supplierContacts.name,
      contactEmail: supplierContacts.email,
    })
    .from(standingOrders)
    .innerJoin(
      stations,
      and(eq(stations.venueId, standingOrders.venueId), eq(stations.id, standingOrders.stationId)),
    )
    .innerJoin(suppliers, eq(suppliers.id, standingOrders.supplierId))
    .innerJoin(
      supplierContacts,
      and(
        eq(supplierContacts.venueId, standingOrders.venueId),
        eq(supplierContacts.id, standingOrders.supplierContactId),
      ),
    )
    .where(
      and(
        eq(standingOrders.venueId, caller.venueId),
        id === undefined ? undefined : eq(standingOrders.id, id),
        visibleStationCondition(caller),
      ),
    )
    .orderBy(asc(standingOrders.id));
}

export async function updateStandingOrder(
  executor: Executor,
  venueId: number,
  id: number,
  values: StandingOrderValues,
  now: Date,
): Promise<void> {
  await executor
    .update(standingOrders)
    .set({ ...values, updatedAt: now })
    .where(and(eq(standingOrders.venueId, venueId), eq(standingOrders.id, id)));
}

export async function deleteStandingOrder(executor: Executor, venueId: number, id: number): Promise<void> {
  await executor
    .delete(standingOrders)
    .where(and(eq(standingOrders.venueId, venueId), eq(standingOrders.id, id)));
}

/** The standing order's row lock, so two edits take turns (venue first). */
export async function lockStandingOrder(executor: Executor, venueId: number, id: number): Promise<boolean> {
  const rows = await executor
    .select({ id: standingOrders.id })
    .from(standingOrders)
    .where(and(eq(standingOrders.venueId, venueId), eq(standingOrders.id, id)))
    .for('update');
  return rows.length > 0;
}

/** Names and units of the lines' articles, for the list (what the catalogue says now). */
export async function articleLabels(
  executor: Executor,
  articleIds: readonly number[],
): Promise<Map<number, { name: string; unit: Unit }>> {
  if (articleIds.length === 0) return new Map();
  const rows = await executor
    .select({ id: articles.id, name: articles.name, unit: articles.unit })
    .from(articles)
    .where(inArray(articles.id, [...new Set(articleIds)]));
  return new Map(rows.map((row) => [row.id, { name: row.name, unit: row.unit }]));
}

/**
 * Of `articleIds`, those the venue may order from the supplier: the supplier's catalogue articles and the venue's own,
 * not deleted or switched off (the create statement's rule, orders/create-order.statement.ts).
 */
export async function orderableArticleIds(
  executor: Executor,
  venueId: number,
  supplierId: number,
  articleIds: readonly number[],
): Promise<Set<number>> {
  if (articleIds.length === 0) return new Set();
  const rows = await executor
    .select({ id: articles.id })
    .from(articles)
    .where(
      and(
        inArray(articles.id, [...new Set(articleIds)]),
        eq(articles.supplierId, supplierId),
        or(isNull(articles.venueId), eq(articles.venueId, venueId)),
        isNull(articles.deletedAt),
        eq(articles.enabled, true),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** Whether the user may send orders (docs/PRODUCT.md#send-permission): a venue admin always, staff by the switch. */
export async function maySendOrders(executor: Executor, caller: VenueCaller): Promise<boolean> {
  if (caller.role === 'ROLE_ADMIN') return true;
  const [row] = await executor
    .select({ canSend: venueMemberships.canSendOrders })
    .from(users)
    .innerJoin(venueMemberships, eq(venueMemberships.userId, users.id))
    .where(
      and(
        eq(users.id, caller.userId),
        eq(venueMemberships.venueId, caller.venueId),
        eq(users.disabled, false),
      ),
    );
  return row?.canSend ?? false;
}

export interface OwnerRow {
  userId: number;
  role: Role;
  language: Language;
}

/** The owner as the caller of the preparation: still of the venue and not disabled; undefined otherwise. */
export async function findActiveOwner(
  executor: Executor,
  venueId: number,
  userId: number,
): Promise<OwnerRow | undefined> {
  const [row] = await executor
    .select({ userId: users.id, role: venueMemberships.role, language: users.language })
    .from(users)
    .innerJoin(venueMemberships, eq(venueMemberships.userId, users.id))
    .where(and(eq(users.id, userId), eq(venueMemberships.venueId, venueId), eq(users.disabled, false)));
  return row;
}
