/**
 * Photos of an order's delivery note (decision 0023): the limits both sides apply and the shapes the API answers.
 * The device downscales before sending; the server decodes and re-encodes every photo itself all the same.
 */
import { z } from 'zod';
import { IdParamSchema } from '@/domain/shared/ids';

/** Photos one order's receipt may carry. */
export const RECEIPT_PHOTOS_MAX = 5;
/** One file as sent, before the server's downscaling. */
export const PHOTO_MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** The longest side of a stored photo, on the device and on the server. */
export const PHOTO_MAX_SIDE = 1600;
/**
 * Pixels a sent image may declare before it is decoded (a decompression bomb declares far more than its bytes):
 * 50 megapixels holds any phone camera's full-size photo.
 */
export const PHOTO_MAX_INPUT_PIXELS = 50_000_000;
/** What the store keeps: JPEG only, whatever was sent. */
export const PHOTO_CONTENT_TYPE = 'image/jpeg';

export const OrderPhotosParamsSchema = z.object({ id: IdParamSchema });
export const OrderPhotoParamsSchema = z.object({ id: IdParamSchema, photoId: IdParamSchema });

export const ReceiptPhotoSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  contentType: z.string(),
  bytes: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  createdAt: z.string(),
});
export type ReceiptPhoto = z.infer<typeof ReceiptPhotoSchema>;

export const ReceiptPhotoListSchema = z.object({ photos: z.array(ReceiptPhotoSchema) });
export type ReceiptPhotoList = z.infer<typeof ReceiptPhotoListSchema>;
