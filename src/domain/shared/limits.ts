/**
 * Lengths and counts the server refuses beyond and the web's fields stop at: one definition for both sides
 * (docs/PRODUCT.md#constants-limits lists the business constants; these are the rest of the limits a request has).
 */

/** An item's note, a receive note, an article's comment, note or store name. */
export const NOTE_MAX_LENGTH = 500;
/** An order's note and its receiving note. */
export const ORDER_NOTE_MAX_LENGTH = 2000;
/** A phone number typed when sending an order. */
export const CONTACT_NUMBER_MAX_LENGTH = 40;
/** Articles on one order. */
export const ORDER_MAX_LINES = 500;
/** Items resolved in one receipt. */
export const RECEIVE_MAX_LINES = 1000;
/** Articles marked favorite in one call (after sending an order). */
export const FAVORITES_MAX_BATCH = 500;
/** Tables page by 10, 20 or 30 rows (docs/PRODUCT.md#page-sizes). */
export const TABLE_PAGE_SIZES = [10, 20, 30] as const;
