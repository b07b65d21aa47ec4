/**
 * The supplier's answer to an order ("Supplier mock screens", now real: docs/PRODUCT.md#supplier-answer,
 * #supplier-demo): confirm everything, or untick lines that will not come, move the delivery date (today or later)
 * and leave a note for the client; or reject the whole order with a reason. The answer can change until the venue
 * starts receiving; after that the page is read-only. Pure rules, shared by the server (which applies them in one
 * transaction) and the supplier's page.
 */
import { z } from 'zod';
import { isAllowedDeadline, parseDeadline } from '@/domain/orders/deadline';
import type { OrderStatus } from '@/domain/shared/enums';
import { NOTE_MAX_LENGTH, ORDER_NOTE_MAX_LENGTH } from '@/domain/shared/limits';
import { userText } from '@/domain/shared/text';

/** What the venue sees of the supplier's side of a sent order (the current-orders chip). */
export const SUPPLIER_STATES = ['sent', 'opened', 'confirmed', 'confirmed_with_changes', 'rejected'] as const;
export type SupplierState = (typeof SUPPLIER_STATES)[number];

/** The stored decision: a confirmation, with or without changes, or a rejection. */
export const SUPPLIER_DECISIONS = ['CONFIRMED', 'CONFIRMED_WITH_CHANGES', 'REJECTED'] as const;
export type SupplierDecision = (typeof SUPPLIER_DECISIONS)[number];

/** Days a link keeps working after its order was completed (docs/PRODUCT.md#supplier-link). */
export const LINK_VALID_DAYS_AFTER_COMPLETION = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A link works while its order is not completed and for 30 days after. */
export function isLinkValid(completedAt: Date | null, now: Date): boolean {
  return (
    completedAt === null || now.getTime() < completedAt.getTime() + LINK_VALID_DAYS_AFTER_COMPLETION * DAY_MS
  );
}

/**
 * The supplier may answer (and change the answer) only while the order is expected and nothing was received yet:
 * once the venue starts receiving (INCOMPLETE, COMPLETED) the page is read-only.
 */
export function canSupplierAnswer(status: OrderStatus): boolean {
  return status === 'IN_PROGRESS';
}

const SupplierNoteSchema = userText({ max: ORDER_NOTE_MAX_LENGTH });

/**
 * Lines are numbered 1..n in the order's item order, so the supplier never sees or sends an id of ours. `version`
 * is the order version the supplier looked at: an answer to content the venue has changed since is refused (409).
 */
export const SupplierAnswerSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({
      decision: z.literal('confirm'),
      declinedLines: z
        .array(
          z
            .number({ error: 'invalidInput' })
            .int('invalidInput')
            .min(1, 'invalidInput')
            .max(10_000, 'invalidInput'),
          {
            error: 'invalidInput',
          },
        )
        .max(10_000, 'invalidInput')
        .default([]),
      deliveryDate: z
        .string({ error: 'invalidDate' })
        .trim()
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidDate'),
      note: SupplierNoteSchema.nullish().transform((note) => note ?? ''),
      version: z.number({ error: 'invalidInput' }).int().nonnegative(),
    }),
    z.object({
      decision: z.literal('reject'),
      reason: userText({ max: NOTE_MAX_LENGTH, required: true }),
      version: z.number({ error: 'invalidInput' }).int().nonnegative(),
    }),
  ],
  { error: 'invalidInput' },
);
export type SupplierAnswerInput = z.input<typeof SupplierAnswerSchema>;
export type SupplierAnswer = z.output<typeof SupplierAnswerSchema>;

export interface AnswerContext {
  status: OrderStatus;
  /** The order's version now. */
  version: number;
  /** The order's delivery date (YYYY-MM-DD). */
  deadline: string;
  /** How many lines the order has. */
  lineCount: number;
  /** Today in the venue's calendar. */
  today: string;
}

export interface ResolvedAnswer {
  decision: SupplierDecision;
  /** Line numbers (1-based) the supplier will not deliver; empty for a rejection. */
  declinedLines: number[];
  /** The date the supplier will deliver; null for a rejection. */
  deliveryDate: string | null;
  note: string;
  reason: string;
}

export type AnswerOutcome =
  | { ok: true; answer: ResolvedAnswer }
  | {
      ok: false;
      code: 'order_not_editable' | 'order_changed' | 'invalidInput' | 'invalidDate' | 'dateInPast';
    };

/** Checks an answer against the order as it is now and says what to store. */
export function resolveAnswer(order: AnswerContext, input: SupplierAnswer): AnswerOutcome {
  if (!canSupplierAnswer(order.status)) return { ok: false, code: 'order_not_editable' };
  if (input.version !== order.version) return { ok: false, code: 'order_changed' };
  if (input.decision === 'reject') {
    return {
      ok: true,
      answer: { decision: 'REJECTED', declinedLines: [], deliveryDate: null, note: '', reason: input.reason },
    };
  }
  const declined = [...new Set(input.declinedLines)].sort((a, b) => a - b);
  if (declined.some((line) => line > order.lineCount)) return { ok: false, code: 'invalidInput' };
  // Confirm or reject is chosen by whether every item is declined; nothing to deliver is a rejection
  // (docs/PRODUCT.md#data-order-item).
  if (declined.length >= order.lineCount) return { ok: false, code: 'invalidInput' };
  const date = parseDeadline(input.deliveryDate);
  if (!date) return { ok: false, code: 'invalidDate' };
  // Today or later; the order's own date may stay as it is even when it is already past (docs/PRODUCT.md#dates).
  if (date !== order.deadline && !isAllowedDeadline(date, order.today))
    return { ok: false, code: 'dateInPast' };
  const changed = declined.length > 0 || date !== order.deadline;
  return {
    ok: true,
    answer: {
      decision: changed ? 'CONFIRMED_WITH_CHANGES' : 'CONFIRMED',
      declinedLines: declined,
      deliveryDate: date,
      note: input.note,
      reason: '',
    },
  };
}

/** The chip of a sent order: what the supplier did with it so far. */
export function supplierState(answer: {
  decision: SupplierDecision | null;
  openedAt: Date | string | null;
}): SupplierState {
  if (answer.decision === 'CONFIRMED') return 'confirmed';
  if (answer.decision === 'CONFIRMED_WITH_CHANGES') return 'confirmed_with_changes';
  if (answer.decision === 'REJECTED') return 'rejected';
  return answer.openedAt ? 'opened' : 'sent';
}
