/** Delivery-note photo rows (receipt_photos); every query takes the caller's venue first. */
import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { receiptPhotos } from '@/server/db/schema';

export type ReceiptPhotoRow = typeof receiptPhotos.$inferSelect;
export type NewReceiptPhoto = typeof receiptPhotos.$inferInsert;

export async function countOrderPhotos(
  executor: Executor,
  venueId: number,
  orderId: number,
): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(receiptPhotos)
    .where(and(eq(receiptPhotos.venueId, venueId), eq(receiptPhotos.orderId, orderId)));
  return row?.n ?? 0;
}

export function listOrderPhotos(
  executor: Executor,
  venueId: number,
  orderId: number,
): Promise<ReceiptPhotoRow[]> {
  return executor
    .select()
    .from(receiptPhotos)
    .where(and(eq(receiptPhotos.venueId, venueId), eq(receiptPhotos.orderId, orderId)))
    .orderBy(asc(receiptPhotos.id));
}

export async function findOrderPhoto(
  executor: Executor,
  venueId: number,
  orderId: number,
  photoId: number,
): Promise<ReceiptPhotoRow | undefined> {
  const [row] = await executor
    .select()
    .from(receiptPhotos)
    .where(
      and(
        eq(receiptPhotos.venueId, venueId),
        eq(receiptPhotos.orderId, orderId),
        eq(receiptPhotos.id, photoId),
      ),
    );
  return row;
}

/** All of one upload's rows in one statement. */
export function insertPhotos(executor: Executor, rows: NewReceiptPhoto[]): Promise<ReceiptPhotoRow[]> {
  return executor.insert(receiptPhotos).values(rows).returning();
}
