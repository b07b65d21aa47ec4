/**
 * The local keys (docs/PRODUCT.md#data-local) (newOrderDraft, orderChanged, mergeOrderData, cameFromNewOrder), in one
 * module. The draft is written on every change, so a reload, a lost connection or a closed tab never loses what was
 * typed. Stored data is validated on read: anything unreadable (an older app version, a hand-edited value) counts as
 * none.
 */
import { z } from 'zod';
import { PaymentMethodSchema, UnitSchema } from '@/domain/shared/enums';

export const DRAFT_KEYS = {
  draft: 'newOrderDraft',
  changed: 'orderChanged',
  merge: 'mergeOrderData',
  cameFromNewOrder: 'cameFromNewOrder',
} as const;

const DraftLineSchema = z.object({
  articleId: z.number().int(),
  name: z.string(),
  unit: UnitSchema,
  /** As typed: may be empty or incomplete while the user edits (docs/PRODUCT.md#input-rules). */
  amount: z.string(),
  note: z.string(),
  isFavorite: z.boolean(),
  recommendedQuantity: z.string().nullable(),
  /**
   * The unit price the line will have (docs/PRODUCT.md#prices): the order's stored one for a line already on it, else
   * the station's or article's price; absent in drafts saved before prices were shown.
   */
  unitPrice: z.string().nullable().optional(),
});
export type DraftLine = z.infer<typeof DraftLineSchema>;

const OrderDraftSchema = z.object({
  /** Which wizard the draft belongs to: the station, regular or warehouse, and the order being edited (if any). */
  stationId: z.number().int(),
  kind: z.enum(['regular', 'custom']),
  orderId: z.number().int().nullable(),
  /** orderObj, allSteps, currentStep (docs/PRODUCT.md#data-local). */
  currentStep: z.number().int().min(0).max(2),
  allSteps: z.array(z.boolean()).length(3),
  orderObj: z.object({
    deadline: z.string().nullable(),
    supplierId: z.number().int().nullable(),
    supplierName: z.string().nullable(),
    products: z.array(DraftLineSchema),
    orderNote: z.string(),
    paymentMethod: PaymentMethodSchema.nullable(),
    /** The server version an edit started from (409 when someone changed the order meanwhile). */
    version: z.number().int().nullable(),
    /**
     * The server order that holds this content: the edited order, or the one a send created before it failed,
     * so a retry updates that order instead of creating a second one. Defaults keep older drafts readable.
     */
    savedOrderId: z.number().int().nullable().default(null),
    orderNumber: z.string().nullable().default(null),
    /** Kept as the server had it: an update replaces every field (updateOrderItems: docs/PRODUCT.md#api-orders). */
    receivingNote: z.string().default(''),
  }),
  /**
   * The station, supplier and date for which the user chose "continue with a new order" (merge:
   * docs/PRODUCT.md#merge).
   */
  mergeDecision: z.object({ key: z.string(), withSelection: z.boolean() }).nullable().default(null),
  savedAt: z.string(),
});
export type OrderDraft = z.infer<typeof OrderDraftSchema>;

/**
 * Set when a merge added a selection to an existing order: its edit screen locks the date (docs/PRODUCT.md#merge).
 * `undo` (docs/PRODUCT.md#merge-undo) is what the screen needs to offer undoing the merge: the order number, the
 * version the merge answered and the new order's draft the selection came from, which comes back when the merge is
 * undone.
 */
const MergeDataSchema = z.object({
  orderId: z.number().int(),
  articleIds: z.array(z.number().int()),
  undo: z
    .object({ orderNumber: z.string(), version: z.number().int(), draft: OrderDraftSchema })
    .nullable()
    .default(null),
});
export type MergeData = z.infer<typeof MergeDataSchema>;

/** Lets the Articles page offer "back to order" (docs/PRODUCT.md#back-to-order). */
const CameFromNewOrderSchema = z.object({
  stationId: z.number().int(),
  kind: z.enum(['regular', 'custom']),
});
type CameFromNewOrder = z.infer<typeof CameFromNewOrderSchema>;

function read<T>(key: string, schema: z.ZodType<T>): T | null {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the wizard keeps working from memory.
  }
}

export const readDraft = () => read(DRAFT_KEYS.draft, OrderDraftSchema);
export const writeDraft = (draft: OrderDraft) => write(DRAFT_KEYS.draft, draft);

/** Whether the draft is the one of this wizard (same station, kind and edited order). */
export function draftMatches(
  draft: OrderDraft | null,
  stationId: number,
  kind: OrderDraft['kind'],
  orderId: number | null,
): draft is OrderDraft {
  return !!draft && draft.stationId === stationId && draft.kind === kind && draft.orderId === orderId;
}

/**
 * "create new order" and cancel start from nothing: the draft and the order-changed flag go, and with the
 * draft the Articles page's way back to it (came-from-new-order) (docs/PRODUCT.md#current-orders).
 */
export function clearDraft(): void {
  localStorage.removeItem(DRAFT_KEYS.draft);
  localStorage.removeItem(DRAFT_KEYS.changed);
  localStorage.removeItem(DRAFT_KEYS.cameFromNewOrder);
}

/** Forgets the draft only if it is this wizard's: opening and leaving one order must not drop another's draft. */
export function forgetDraftOf(stationId: number, kind: OrderDraft['kind'], orderId: number | null): void {
  if (draftMatches(readDraft(), stationId, kind, orderId)) {
    localStorage.removeItem(DRAFT_KEYS.draft);
    localStorage.removeItem(DRAFT_KEYS.cameFromNewOrder);
  }
  localStorage.removeItem(DRAFT_KEYS.changed);
}

export const isOrderChanged = () => localStorage.getItem(DRAFT_KEYS.changed) === 'true';
export const markOrderChanged = (changed: boolean) =>
  changed ? write(DRAFT_KEYS.changed, true) : localStorage.removeItem(DRAFT_KEYS.changed);

/** How long typing may go unsaved at most; pagehide and a hidden tab flush at once. */
export const DRAFT_WRITE_DELAY_MS = 300;

export interface DraftWriter {
  /** Writes `draft` once typing pauses (a newer one replaces a pending one). */
  schedule: (draft: OrderDraft) => void;
  /** Writes the pending draft now (page hidden or closed, wizard unmounted). */
  flush: () => void;
  /** After save, send or cancel: drops the pending draft and ignores later ones, so nothing re-creates the key. */
  stop: () => void;
}

export function createDraftWriter(delay = DRAFT_WRITE_DELAY_MS): DraftWriter {
  let pending: OrderDraft | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  const cancelTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const flush = () => {
    cancelTimer();
    if (pending && !stopped) writeDraft(pending);
    pending = null;
  };
  return {
    schedule: (draft) => {
      if (stopped) return;
      pending = draft;
      cancelTimer();
      timer = setTimeout(flush, delay);
    },
    flush,
    stop: () => {
      stopped = true;
      pending = null;
      cancelTimer();
    },
  };
}

export const readMergeData = () => read(DRAFT_KEYS.merge, MergeDataSchema);
export const writeMergeData = (data: MergeData) => write(DRAFT_KEYS.merge, data);
export const clearMergeData = () => localStorage.removeItem(DRAFT_KEYS.merge);

export const readCameFromNewOrder = () => read(DRAFT_KEYS.cameFromNewOrder, CameFromNewOrderSchema);
export const writeCameFromNewOrder = (marker: CameFromNewOrder) => write(DRAFT_KEYS.cameFromNewOrder, marker);
export const clearCameFromNewOrder = () => localStorage.removeItem(DRAFT_KEYS.cameFromNewOrder);
