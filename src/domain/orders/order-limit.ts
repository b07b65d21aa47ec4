/**
 * Spending limits with approval: a venue admin gives a person an order limit (the largest order total, in the venue's
 * currency, they may send on their own; none is no limit). An order whose total is above its creator's limit waits
 * for an approval by the venue's admin or by a person whose own limit covers it; an approval covers totals up to the
 * total it was given for, so editing the order above that clears it. Orders without prices have no total and are
 * never limited (docs/PRODUCT.md#prices: a line without a price has no value). The web's buttons and the server's
 * refusals both come from these functions.
 */
import { z } from 'zod';
import type { ApprovalAction, Role } from '@/domain/shared/enums';
import { centsToText, MAX_PRICE, toCents } from '@/domain/prices/money';

/** A limit stays within what one price may be; far above any real order and within NUMERIC(14,2). */
export const MAX_ORDER_LIMIT = MAX_PRICE;
const MAX_LIMIT_CENTS = toCents(MAX_ORDER_LIMIT)!;

/**
 * An order limit as typed or sent: empty (or null) is no limit; otherwise money with a comma or a dot, at most two
 * decimals, from 0 to MAX_ORDER_LIMIT. Anything else (negative, too big, not a number) is `invalidOrderLimit`.
 */
export const OrderLimitSchema = z
  .union([z.string(), z.number(), z.null()], { error: 'invalidOrderLimit' })
  .transform((value) => (value === null ? '' : typeof value === 'number' ? String(value) : value.trim()))
  .refine((value) => {
    if (value === '') return true;
    const cents = toCents(value);
    return cents !== undefined && cents <= MAX_LIMIT_CENTS;
  }, 'invalidOrderLimit')
  .transform((value) => (value === '' ? null : centsToText(toCents(value)!)));

/** Cents of a money text as BigInt: totals may pass one price's bound ("1234.5", "1234.50", "1234"). */
function toBigCents(money: string): bigint {
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(money.trim());
  if (!match) throw new RangeError(`Not money: ${money}`);
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

const atMost = (a: string, b: string): boolean => toBigCents(a) <= toBigCents(b);

/** The latest approval action of an order and the total it was taken at. */
export interface LatestApproval {
  action: ApprovalAction;
  basis: string | null;
}

export interface LimitFacts {
  /** The order's total (sum of its priced lines), null when no line has a price. */
  total: string | null;
  /** The creator's order limit, null when they have none. */
  creatorLimit: string | null;
  latest: LatestApproval | null;
}

/** Whether the order may not be sent before someone approves it. */
export function approvalNeeded({ total, creatorLimit, latest }: LimitFacts): boolean {
  if (total === null || creatorLimit === null || atMost(total, creatorLimit)) return false;
  return !(latest?.action === 'APPROVED' && latest.basis !== null && atMost(total, latest.basis));
}

/**
 * Where an order stands: `free` (no approval is needed), `needed` (above the limit, nobody asked yet), `requested`,
 * `approved` (covers the current total), `returned` (with a note), or `cleared` (approved, then edited above the
 * approved total).
 */
export type ApprovalState = 'free' | 'needed' | 'requested' | 'approved' | 'returned' | 'cleared';

export function approvalState(facts: LimitFacts): ApprovalState {
  const { total, creatorLimit, latest } = facts;
  const aboveLimit = total !== null && creatorLimit !== null && !atMost(total, creatorLimit);
  if (!aboveLimit) return latest?.action === 'APPROVED' ? 'approved' : 'free';
  if (!approvalNeeded(facts)) return 'approved';
  if (latest?.action === 'APPROVED') return 'cleared';
  if (latest?.action === 'REQUESTED') return 'requested';
  if (latest?.action === 'RETURNED') return 'returned';
  return 'needed';
}

/**
 * Who may approve or return an order: the venue's admin, or a person with a limit that covers the order's total
 * (having no limit lets one order anything, but does not make one an approver).
 */
export function canApproveOrder(input: { role: Role; limit: string | null; total: string | null }): boolean {
  if (input.role === 'ROLE_ADMIN') return true;
  return input.limit !== null && input.total !== null && atMost(input.total, input.limit);
}

/** An admin may approve any order, so no limit ever bounds what they send. */
export function neverBoundBySendCeiling(role: Role): boolean {
  return role === 'ROLE_ADMIN';
}

/**
 * The largest total the caller may send the order with, or null for any: the same rule as "approvalNeeded and the
 * caller cannot approve it", written as a bound so the send statement can compare it with the total it locks (an
 * edit between reading and sending cannot slip past it). An admin may approve, so is never bound.
 */
export function sendCeiling(input: {
  role: Role;
  callerLimit: string | null;
  creatorLimit: string | null;
  latest: LatestApproval | null;
}): string | null {
  if (neverBoundBySendCeiling(input.role) || input.creatorLimit === null) return null;
  const approved = input.latest?.action === 'APPROVED' ? input.latest.basis : null;
  return [input.creatorLimit, approved, input.callerLimit]
    .filter((limit): limit is string => limit !== null)
    .reduce((high, limit) => (atMost(limit, high) ? high : limit));
}

/** Approving or returning needs a pending request: anything else is a decision someone else already took. */
export function canDecide(state: ApprovalState): boolean {
  return state === 'requested';
}

/** Asking is possible while the order waits for nobody: above the limit and not already asked. */
export function canRequestApproval(state: ApprovalState): boolean {
  return state === 'needed' || state === 'returned' || state === 'cleared';
}

/** A return note: required, up to 500 characters. */
export const ReturnNoteSchema = z
  .string({ error: 'common.requiredField' })
  .trim()
  .min(1, 'common.requiredField')
  .max(500, 'invalidInput');
