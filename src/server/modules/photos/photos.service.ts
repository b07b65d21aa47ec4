/**
 * Delivery-note photos of a received order (decision 0023). An upload is all or nothing: every file is decoded and
 * re-encoded before anything is kept, the files go to the store, and the rows are written under the order's row
 * lock, which also makes two uploads at once count to the same limit. A refusal after the files were stored
 * deletes them again, so a refused upload leaves neither a row nor a file.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '@/domain/errors';
import { PHOTO_CONTENT_TYPE, RECEIPT_PHOTOS_MAX, type ReceiptPhoto } from '@/domain/photos/photos.schemas';
import type { OrderStatus } from '@/domain/shared/enums';
import { findVisibleOrder } from '@/server/modules/orders/orders.public';
import type { ServiceContext } from '@/server/types';
import { normalizePhoto, type NormalizedPhoto } from './photo-image';
import {
  countOrderPhotos,
  findOrderPhoto,
  insertPhotos,
  listOrderPhotos,
  type ReceiptPhotoRow,
} from './photos.repository';

export type PhotosContext = ServiceContext<'db' | 'files'>;

export interface SentPhoto {
  bytes: Uint8Array;
  /** More than PHOTO_MAX_UPLOAD_BYTES were sent (the rest was not read). */
  tooLarge: boolean;
}

/** Photos belong to a receipt: an order has them once something of it was received. */
function isReceived(status: OrderStatus): boolean {
  return status === 'COMPLETED' || status === 'INCOMPLETE';
}

function photoAnswer(row: ReceiptPhotoRow): ReceiptPhoto {
  return {
    id: row.id,
    orderId: row.orderId,
    contentType: row.contentType,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
  };
}

async function requireOrder(ctx: PhotosContext, orderId: number) {
  const order = await findVisibleOrder(ctx.db, ctx.caller, orderId);
  if (!order) throw new AppError('not_found', 'Order not found');
  return order;
}

export async function uploadPhotos(
  ctx: PhotosContext,
  orderId: number,
  sent: readonly SentPhoto[],
): Promise<{ photos: ReceiptPhoto[] }> {
  const order = await requireOrder(ctx, orderId);
  if (!isReceived(order.status)) throw new AppError('photo_order_not_received');
  // Cheap refusals first: the limit and the sizes before any decoding.
  const already = await countOrderPhotos(ctx.db, ctx.caller.venueId, orderId);
  if (already + sent.length > RECEIPT_PHOTOS_MAX) throw new AppError('photo_limit_reached');
  if (sent.some((photo) => photo.tooLarge)) throw new AppError('photo_too_large');

  const normalized: NormalizedPhoto[] = [];
  for (const photo of sent) normalized.push(await normalizePhoto(photo.bytes));

  const keys = normalized.map(() => `photos/${ctx.caller.venueId}/${orderId}/${randomUUID()}.jpg`);
  try {
    await Promise.all(normalized.map((photo, index) => ctx.files.put(keys[index]!, photo.bytes)));
    const rows = await ctx.db.transaction(async (tx) => {
      const locked = await findVisibleOrder(tx, ctx.caller, orderId, { lock: true });
      if (!locked) throw new AppError('not_found', 'Order not found');
      const count = await countOrderPhotos(tx, ctx.caller.venueId, orderId);
      if (count + normalized.length > RECEIPT_PHOTOS_MAX) throw new AppError('photo_limit_reached');
      return insertPhotos(
        tx,
        normalized.map((photo, index) => ({
          venueId: ctx.caller.venueId,
          orderId,
          storageKey: keys[index]!,
          contentType: PHOTO_CONTENT_TYPE,
          bytes: photo.bytes.byteLength,
          width: photo.width,
          height: photo.height,
          createdById: ctx.caller.userId,
        })),
      );
    });
    return { photos: rows.map(photoAnswer) };
  } catch (error) {
    await Promise.allSettled(keys.map((key) => ctx.files.delete(key)));
    throw error;
  }
}

export async function listPhotos(ctx: PhotosContext, orderId: number): Promise<{ photos: ReceiptPhoto[] }> {
  await requireOrder(ctx, orderId);
  const rows = await listOrderPhotos(ctx.db, ctx.caller.venueId, orderId);
  return { photos: rows.map(photoAnswer) };
}

export async function photoFile(
  ctx: PhotosContext,
  orderId: number,
  photoId: number,
): Promise<{ bytes: Uint8Array; contentType: string }> {
  await requireOrder(ctx, orderId);
  const row = await findOrderPhoto(ctx.db, ctx.caller.venueId, orderId, photoId);
  const bytes = row ? await ctx.files.get(row.storageKey) : null;
  if (!row || !bytes) throw new AppError('not_found', 'Photo not found');
  return { bytes, contentType: row.contentType };
}
