/**
 * Approvals of orders above their creator's limit (src/domain/orders/order-limit.ts, which decides every step here):
 * reading an order's approval, asking for it, approving and returning it with a note, and the caller's waiting list.
 * A decision locks the order, so of two admins deciding at once the second finds the request decided: 409
 * approval_not_pending, never a second decision.
 */
import { AppError } from '@/domain/errors';
import type { OrderApproval, WaitingApproval } from '@/domain/orders/approvals.schemas';
import {
  approvalState,
  canApproveOrder,
  canDecide,
  canRequestApproval,
  type LimitFacts,
} from '@/domain/orders/order-limit';
import type { ApprovalAction } from '@/domain/shared/enums';
import type { Executor } from '@/server/db/client';
import { notifyUser } from '@/server/modules/notifications/notifications.public';
import type { VenueCaller } from '@/server/types';
import { findActiveAdminIds, findApprovalNotice } from './approval-notices.repository';
import type { OrderContext } from './order-locks';
import {
  approvalHistory,
  callerLimit,
  findLimitFacts,
  type LimitFactsRow,
  listRequested,
  recordApproval,
} from './approvals.repository';

async function requireFacts(
  executor: Executor,
  caller: VenueCaller,
  orderId: number,
  lock = false,
): Promise<LimitFactsRow> {
  const facts = await findLimitFacts(executor, caller, orderId, { lock });
  if (!facts) throw new AppError('not_found', 'Order not found');
  return facts;
}

/** Only drafts wait for approvals; a sent order is past them. */
const stateOf = (facts: LimitFactsRow) => (facts.status === 'OPEN' ? approvalState(facts) : 'free');

async function describe(
  executor: Executor,
  caller: VenueCaller,
  facts: LimitFactsRow,
): Promise<OrderApproval> {
  const [limit, events] = await Promise.all([
    callerLimit(executor, caller),
    approvalHistory(executor, caller.venueId, facts.id),
  ]);
  const state = stateOf(facts);
  return {
    orderId: facts.id,
    state,
    total: facts.total,
    currency: facts.currency,
    creatorLimit: facts.creatorLimit,
    approvedBasis: facts.latest?.action === 'APPROVED' ? facts.latest.basis : null,
    canRequest: canRequestApproval(state),
    canDecide: canDecide(state) && canApproveOrder({ role: caller.role, limit, total: facts.total }),
    events,
  };
}

/** GET /approvals/orders/{id}. */
export async function readApproval(ctx: OrderContext, orderId: number): Promise<OrderApproval> {
  return describe(ctx.db, ctx.caller, await requireFacts(ctx.db, ctx.caller, orderId));
}

/** POST /approvals/orders/{id}/request: anyone who sees the order may ask. */
export function requestApproval(ctx: OrderContext, orderId: number): Promise<OrderApproval> {
  return act(ctx, orderId, 'REQUESTED', '', (facts) => {
    if (!canRequestApproval(stateOf(facts))) throw new AppError('approval_not_needed');
  });
}

async function assertDecider(tx: Executor, caller: VenueCaller, facts: LimitFacts): Promise<void> {
  const limit = await callerLimit(tx, caller);
  if (!canApproveOrder({ role: caller.role, limit, total: facts.total }))
    throw new AppError('forbidden', 'Only an admin or a person whose limit covers the total may decide');
}

/** POST /approvals/orders/{id}/approve: covers the order up to its current total. */
export function approveOrder(ctx: OrderContext, orderId: number): Promise<OrderApproval> {
  return act(ctx, orderId, 'APPROVED', '', async (facts, tx) => {
    await assertDecider(tx, ctx.caller, facts);
    if (!canDecide(stateOf(facts))) throw new AppError('approval_not_pending');
  });
}

/** POST /approvals/orders/{id}/return: back to its creator with the note they will see on the order. */
export function returnOrder(ctx: OrderContext, orderId: number, note: string): Promise<OrderApproval> {
  return act(ctx, orderId, 'RETURNED', note, async (facts, tx) => {
    await assertDecider(tx, ctx.caller, facts);
    if (!canDecide(stateOf(facts))) throw new AppError('approval_not_pending');
  });
}

/** One approval step: the order locked, the step's check on what the lock shows, the step recorded. */
async function act(
  ctx: OrderContext,
  orderId: number,
  action: ApprovalAction,
  note: string,
  check: (facts: LimitFactsRow, tx: Executor) => void | Promise<void>,
): Promise<OrderApproval> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const facts = await requireFacts(tx, ctx.caller, orderId, true);
    await check(facts, tx);
    await recordApproval(tx, {
      venueId: ctx.caller.venueId,
      orderId,
      action,
      actorId: ctx.caller.userId,
      basis: facts.total,
      note,
      at: now,
    });
    await notifyStep(tx, ctx.caller, facts, { action, note, now });
    const latest = { action, basis: facts.total };
    return describe(tx, ctx.caller, { ...facts, latest });
  });
}

/**
 * A request is told to the venue's admins, a decision to the order's creator (in the app and by Web Push), in the
 * step's transaction: nobody hears of a step that did not happen.
 */
async function notifyStep(
  tx: Executor,
  caller: VenueCaller,
  facts: LimitFactsRow,
  step: { action: ApprovalAction; note: string; now: Date },
): Promise<void> {
  const notice = await findApprovalNotice(tx, caller.venueId, facts.id, caller.userId);
  if (!notice) return;
  const order = { orderId: facts.id, stationId: notice.stationId, orderNumber: notice.orderNumber };
  if (step.action === 'REQUESTED') {
    for (const adminId of await findActiveAdminIds(tx, caller.venueId)) {
      if (adminId === caller.userId) continue;
      await notifyUser(
        tx,
        { userId: adminId, venueId: caller.venueId },
        { kind: 'approvalRequested', data: { ...order, requesterName: notice.requesterName } },
        step.now,
      );
    }
    return;
  }
  if (facts.createdById === null || facts.createdById === caller.userId) return;
  await notifyUser(
    tx,
    { userId: facts.createdById, venueId: caller.venueId },
    { kind: 'approvalDecided', data: { ...order, approved: step.action === 'APPROVED', note: step.note } },
    step.now,
  );
}

/** GET /approvals/waiting: requested orders the caller may decide on (admins: all; others: within their limit). */
export async function waitingApprovals(ctx: OrderContext): Promise<{ orders: WaitingApproval[] }> {
  const [limit, rows] = await Promise.all([
    callerLimit(ctx.db, ctx.caller),
    listRequested(ctx.db, ctx.caller),
  ]);
  const orders = rows.flatMap((row) =>
    row.total !== null && canApproveOrder({ role: ctx.caller.role, limit, total: row.total })
      ? [{ ...row, total: row.total }]
      : [],
  );
  return { orders };
}
