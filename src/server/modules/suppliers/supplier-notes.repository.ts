/**
 * The venue's ordering schedule with a supplier (supplier note: docs/PRODUCT.md#data-ordering-schedule): one row per
 * venue and supplier.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { SupplierNote, SupplierNoteData } from '@/domain/suppliers/ordering-schedule';
import type { Executor } from '@/server/db/client';
import { supplierNotes } from '@/server/db/schema';

const noteColumns = {
  id: supplierNotes.id,
  supplierId: supplierNotes.supplierId,
  timeToOrder: supplierNotes.timeToOrder,
  timeToDeliver: supplierNotes.timeToDeliver,
  daysInWeek: supplierNotes.daysInWeek,
  note: supplierNotes.note,
  minimumOrderValue: supplierNotes.minimumOrderValue,
};

/** The newest note (older data may hold several; the newest one is the schedule). */
export async function findNote(
  executor: Executor,
  venueId: number,
  supplierId: number,
): Promise<SupplierNote | undefined> {
  const [row] = await executor
    .select(noteColumns)
    .from(supplierNotes)
    .where(and(eq(supplierNotes.venueId, venueId), eq(supplierNotes.supplierId, supplierId)))
    .orderBy(desc(supplierNotes.updatedAt), desc(supplierNotes.id))
    .limit(1);
  return row;
}

/**
 * Writes the schedule, updating the existing note or creating the first. Run inside a transaction: the advisory
 * lock on (venue, supplier) keeps two admins saving at once from creating two notes.
 */
export async function saveNote(
  tx: Executor,
  venueId: number,
  supplierId: number,
  userId: number,
  data: SupplierNoteData,
  now: Date,
): Promise<SupplierNote> {
  await tx.execute(sql`select pg_advisory_xact_lock(${venueId}::int, ${supplierId}::int)`);
  const existing = await findNote(tx, venueId, supplierId);
  if (existing) {
    const [row] = await tx
      .update(supplierNotes)
      .set({ ...data, userId, updatedAt: now })
      .where(and(eq(supplierNotes.id, existing.id), eq(supplierNotes.venueId, venueId)))
      .returning(noteColumns);
    return row!;
  }
  const [row] = await tx
    .insert(supplierNotes)
    .values({ venueId, supplierId, userId, ...data, createdAt: now, updatedAt: now })
    .returning(noteColumns);
  return row!;
}
