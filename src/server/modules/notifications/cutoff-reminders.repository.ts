/**
 * The cut-off reminder job's reads and claims (domain/notifications/cutoff-reminders.ts). Candidates come from
 * supplier_notes_cutoff_idx (only the cut-off times of the next hour), then every read is scoped by the candidate's
 * venue. A reminder is claimed with one INSERT ... ON CONFLICT DO NOTHING on cutoff_reminder_claims' primary key inside
 * the transaction that writes its notifications, so whichever process commits first tells it, once.
 */
import { and, eq, exists, inArray, isNotNull, isNull, lt, ne, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReminderOrder } from '@/domain/notifications/cutoff-reminders';
import type { Executor } from '@/server/db/client';
import {
  cutoffReminderClaims,
  orders,
  orderSupplierAnswers,
  stations,
  stationSuppliers,
  stationUsers,
  supplierNotes,
  suppliers,
  users,
  venueMemberships,
  venues,
} from '@/server/db/schema';

export interface CutoffCandidate {
  venueId: number;
  supplierId: number;
  supplierName: string;
  isMarket: boolean;
  daysInWeek: number[];
  timeToOrder: string;
}

/**
 * The schedules (the newest note of each venue and supplier) whose cut-off is one of `times`, of suppliers not
 * deleted and venues not switched off.
 */
export async function findCutoffCandidates(executor: Executor, times: string[]): Promise<CutoffCandidate[]> {
  if (times.length === 0) return [];
  const newerNote = alias(supplierNotes, 'newer_note');
  const newer = executor
    .select({ one: sql`1` })
    .from(newerNote)
    .where(
      and(
        eq(newerNote.venueId, supplierNotes.venueId),
        eq(newerNote.supplierId, supplierNotes.supplierId),
        sql`(${newerNote.updatedAt}, ${newerNote.id}) > (${supplierNotes.updatedAt}, ${supplierNotes.id})`,
      ),
    );
  return executor
    .select({
      venueId: supplierNotes.venueId,
      supplierId: supplierNotes.supplierId,
      supplierName: suppliers.name,
      isMarket: suppliers.isMarket,
      daysInWeek: supplierNotes.daysInWeek,
      timeToOrder: supplierNotes.timeToOrder,
    })
    .from(supplierNotes)
    .innerJoin(suppliers, and(eq(suppliers.id, supplierNotes.supplierId), isNull(suppliers.deletedAt)))
    .innerJoin(venues, and(eq(venues.id, supplierNotes.venueId), eq(venues.disabled, false)))
    .where(
      and(
        ne(supplierNotes.timeToOrder, '00:00'),
        inArray(supplierNotes.timeToOrder, times),
        notExists(newer),
      ),
    )
    .orderBy(supplierNotes.venueId, supplierNotes.supplierId);
}

/** The venue's stations that order from the supplier and may take orders (not deleted, not deactivated). */
export function findOrderingStations(
  executor: Executor,
  venueId: number,
  supplierId: number,
): Promise<{ id: number; name: string }[]> {
  return executor
    .select({ id: stations.id, name: stations.name })
    .from(stationSuppliers)
    .innerJoin(stations, and(eq(stations.venueId, venueId), eq(stations.id, stationSuppliers.stationId)))
    .where(
      and(
        eq(stationSuppliers.venueId, venueId),
        eq(stationSuppliers.supplierId, supplierId),
        isNull(stations.deletedAt),
        isNull(stations.deactivatedAt),
      ),
    )
    .orderBy(stations.id);
}

/**
 * The venue's orders to the supplier for the delivery day (orders_venue_supplier_deadline_idx), with what the rule
 * needs: rejected by the supplier, or sent with a link nobody opened (a regular order sent by a message, not by a
 * phone call, still expected, with no supplier answer row: the row is made when the link is first opened).
 */
export async function findReminderOrders(
  executor: Executor,
  venueId: number,
  supplierId: number,
  deliveryDate: string,
): Promise<(ReminderOrder & { stationId: number; orderNumber: string; createdById: number | null })[]> {
  const answer = (condition?: ReturnType<typeof eq>) =>
    executor
      .select({ one: sql`1` })
      .from(orderSupplierAnswers)
      .where(
        and(
          eq(orderSupplierAnswers.venueId, venueId),
          eq(orderSupplierAnswers.orderId, orders.id),
          ...(condition ? [condition] : []),
        ),
      );
  return executor
    .select({
      id: orders.id,
      stationId: orders.stationId,
      orderNumber: orders.orderNumber,
      createdById: orders.createdById,
      deadline: orders.deadline,
      rejected: sql<boolean>`${exists(answer(eq(orderSupplierAnswers.decision, 'REJECTED')))}`,
      awaitingOpen: sql<boolean>`${and(
        isNotNull(orders.sentAt),
        eq(orders.status, 'IN_PROGRESS'),
        eq(orders.isCustom, false),
        or(isNull(orders.sentVia), ne(orders.sentVia, 'phone')),
        notExists(answer()),
      )}`,
    })
    .from(orders)
    .where(
      and(eq(orders.venueId, venueId), eq(orders.supplierId, supplierId), eq(orders.deadline, deliveryDate)),
    )
    .orderBy(orders.id);
}

/**
 * Who orders for a station from its suppliers: the venue's admins and the station's people who may send orders,
 * all still able to sign in.
 */
export async function findStationOrderers(
  executor: Executor,
  venueId: number,
  stationId: number,
): Promise<number[]> {
  const rows = await executor
    .select({ id: users.id })
    .from(users)
    .innerJoin(venueMemberships, eq(venueMemberships.userId, users.id))
    .where(
      and(
        eq(venueMemberships.venueId, venueId),
        eq(users.disabled, false),
        or(
          eq(venueMemberships.role, 'ROLE_ADMIN'),
          and(
            eq(venueMemberships.canSendOrders, true),
            exists(
              executor
                .select({ one: sql`1` })
                .from(stationUsers)
                .where(
                  and(
                    eq(stationUsers.venueId, venueId),
                    eq(stationUsers.stationId, stationId),
                    eq(stationUsers.userId, users.id),
                  ),
                ),
            ),
          ),
        ),
      ),
    )
    .orderBy(users.id);
  return rows.map((row) => row.id);
}

/** The order's creator while still in the venue; otherwise the venue's admins. */
export async function findOrderCreatorOrAdmins(
  executor: Executor,
  venueId: number,
  createdById: number | null,
): Promise<number[]> {
  const rows = await executor
    .select({ id: users.id })
    .from(users)
    .innerJoin(venueMemberships, eq(venueMemberships.userId, users.id))
    .where(
      and(
        eq(venueMemberships.venueId, venueId),
        eq(users.disabled, false),
        or(
          eq(venueMemberships.role, 'ROLE_ADMIN'),
          createdById === null ? sql`false` : eq(users.id, createdById),
        ),
      ),
    )
    .orderBy(users.id);
  const creator = rows.find((row) => row.id === createdById);
  return creator ? [creator.id] : rows.map((row) => row.id);
}

export interface ReminderClaim {
  venueId: number;
  stationId: number;
  supplierId: number;
  deliveryDate: string;
  kind: 'cutoffSoon' | 'supplierNotOpened';
  orderId: number;
}

/** Claims the reminder; false when another run (this process's or another's) already has it. */
export async function claimReminder(executor: Executor, claim: ReminderClaim, now: Date): Promise<boolean> {
  const rows = await executor
    .insert(cutoffReminderClaims)
    .values({ ...claim, claimedAt: now })
    .onConflictDoNothing()
    .returning({ venueId: cutoffReminderClaims.venueId });
  return rows.length > 0;
}

/** Forgets the claims of deliveries before `date` (their cut-offs are long past). */
export async function forgetClaimsBefore(executor: Executor, date: string): Promise<void> {
  await executor.delete(cutoffReminderClaims).where(lt(cutoffReminderClaims.deliveryDate, date));
}
