/**
 * Credit requests of the venue (src/domain/credits): made in one tap from a received order, in one transaction on
 * the locked order (its lines, the venue's next KRD number, the CREATED event), sent through the order's channels,
 * settled and closed by the venue. Each change is a conditional update on the request's state plus its event, in one
 * transaction, so a request moved on meanwhile answers 409 credit_state_changed and nothing changes.
 */
import { AppError } from '@/domain/errors';
import {
  canCloseCredit,
  canSendCredit,
  canSettleCredit,
  type CreditEventKind,
  type CreditStatus,
  creditNumber,
  OPEN_CREDIT_STATUSES,
} from '@/domain/credits/credit-states';
import { creditDraft } from '@/domain/credits/credit-value';
import type {
  CreateCreditInput,
  CreditBySupplier,
  CreditDetail,
  CreditSummary,
  OrderCredit,
  SendCreditInput,
  SettleCreditInput,
} from '@/domain/credits/credits.schemas';
import { normalizeAmount } from '@/domain/orders/amount';
import { planAllowsMessengers } from '@/domain/orders/send-channels';
import { planAllowance } from '@/domain/subscriptions/plan-allowance';
import { trialStatus } from '@/domain/subscriptions/trial';
import type { Executor } from '@/server/db/client';
import { findVisibleOrder, supplierContact } from '@/server/modules/orders/orders.public';
import type { ServiceContext } from '@/server/types';
import { creditLinkUrl, newCreditLink } from './credit-link';
import {
  changeCredit,
  creditEvents,
  creditLines,
  type CreditRow,
  creditsBySupplier,
  findCredit,
  findCreditByOrder,
  insertCredit,
  listOpenCredits,
  maySend,
  nextCreditSequence,
  orderCreditFacts,
  recordEvent,
} from './credits.repository';

export type CreditsContext = ServiceContext<'db' | 'now' | 'config'>;

const notFound = () => new AppError('not_found', 'No such credit request');
const RECEIVED = new Set(['COMPLETED', 'INCOMPLETE']);

function plan(facts: { plan: string | null; trialEndsAt: Date | null }, now: Date) {
  if (!facts.plan) throw new AppError('subscription_not_exist');
  const p = facts.plan as 'FREE' | 'BASIC' | 'PRO';
  return { plan: p, trialEnded: trialStatus(p, facts.trialEndsAt, now).trialEnded };
}

function summary(row: CreditRow): CreditSummary {
  return {
    id: row.id,
    number: row.number,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    supplierName: row.supplierName,
    status: row.status,
    requestedAmount: row.requestedAmount,
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
  };
}

export function answerOf(row: CreditRow) {
  if (!row.decision || !row.answeredAt) return null;
  return {
    decision: row.decision,
    acceptedAmount: row.acceptedAmount ?? '0.00',
    reason: row.answerReason,
    answeredAt: row.answeredAt.toISOString(),
  };
}

export async function linesOf(executor: Executor, row: CreditRow) {
  const lines = await creditLines(executor, row.venueId, row.id);
  return lines.map((line) => ({
    ...line,
    missingAmount: line.missingAmount === null ? null : normalizeAmount(line.missingAmount),
    receivedAmount: line.receivedAmount === null ? null : normalizeAmount(line.receivedAmount),
  }));
}

async function detail(executor: Executor, row: CreditRow): Promise<CreditDetail> {
  const events = await creditEvents(executor, row.venueId, row.id);
  return {
    ...summary(row),
    supplierId: row.supplierId,
    note: row.note,
    lines: await linesOf(executor, row),
    answer: answerOf(row),
    creditedAmount: row.creditedAmount,
    sentVia: row.sentVia,
    events: events.map((event) => ({ kind: event.kind, by: event.by, at: event.at.toISOString() })),
  };
}

async function requireCredit(executor: Executor, ctx: CreditsContext, id: number, lock = false) {
  const row = await findCredit(executor, ctx.caller, id, { lock });
  if (!row) throw notFound();
  return row;
}

/** The order's request, or what one would ask for: the order view's button and its value. */
export async function readOrderCredit(ctx: CreditsContext, orderId: number): Promise<OrderCredit> {
  const order = await findVisibleOrder(ctx.db, ctx.caller, orderId);
  if (!order) throw new AppError('not_found', 'Order not found');
  const existing = await findCreditByOrder(ctx.db, ctx.caller.venueId, orderId);
  const facts = await orderCreditFacts(ctx.db, ctx.caller.venueId, orderId);
  const draft = RECEIVED.has(order.status)
    ? creditDraft(facts.lines, facts.venue.tolerance)
    : { lines: [], total: '0.00' };
  const allowed = facts.venue.plan
    ? planAllowance({ ...plan(facts.venue, ctx.now()), departmentLimit: 0 }).credits
    : false;
  return {
    creditId: existing?.id ?? null,
    lines: draft.lines.map(({ orderItemId: _id, ...line }) => line),
    total: draft.total,
    currency: facts.venue.currency,
    allowed,
  };
}

export async function createCredit(
  ctx: CreditsContext,
  orderId: number,
  input: CreateCreditInput,
): Promise<CreditDetail> {
  const { caller, config } = ctx;
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    // The order's row lock queues two taps on the same order: the second sees the first's request.
    const order = await findVisibleOrder(tx, caller, orderId, { lock: true });
    if (!order) throw new AppError('not_found', 'Order not found');
    const facts = await orderCreditFacts(tx, caller.venueId, orderId);
    if (!planAllowance({ ...plan(facts.venue, now), departmentLimit: 0 }).credits)
      throw new AppError('proOnly', 'Credit requests need the PRO plan');
    if (await findCreditByOrder(tx, caller.venueId, orderId)) throw new AppError('credit_exists');
    if (!RECEIVED.has(order.status)) throw new AppError('credit_nothing_owed', 'The order is not received');
    const draft = creditDraft(facts.lines, facts.venue.tolerance);
    if (draft.lines.length === 0 || draft.total === '0.00') throw new AppError('credit_nothing_owed');

    const sequence = await nextCreditSequence(tx, caller.venueId);
    const id = await insertCredit(
      tx,
      {
        venueId: caller.venueId,
        orderId,
        number: creditNumber(sequence),
        requestedAmount: draft.total,
        note: input.note,
        ...newCreditLink(config.jwtSecret),
        createdById: caller.userId,
        createdAt: now,
      },
      draft.lines,
    );
    await recordEvent(tx, {
      venueId: caller.venueId,
      creditRequestId: id,
      kind: 'CREATED',
      userId: caller.userId,
      at: now,
    });
    return detail(tx, await requireCredit(tx, ctx, id));
  });
}

export async function readCredit(ctx: CreditsContext, id: number): Promise<CreditDetail> {
  return detail(ctx.db, await requireCredit(ctx.db, ctx, id));
}

export async function listCredits(ctx: CreditsContext): Promise<CreditSummary[]> {
  const rows = await listOpenCredits(ctx.db, ctx.caller, OPEN_CREDIT_STATUSES);
  return rows.map(summary);
}

export function readCreditsBySupplier(ctx: CreditsContext): Promise<CreditBySupplier[]> {
  return creditsBySupplier(ctx.db, ctx.caller);
}

/**
 * Moves a request on in one transaction: the caller's check on the locked row, the conditional update (0 rows: it
 * moved on meanwhile) and the event.
 */
async function moveCredit(
  ctx: CreditsContext,
  id: number,
  kind: CreditEventKind,
  decide: (
    row: CreditRow,
    tx: Executor,
  ) => Promise<{ from: CreditStatus[]; change: Parameters<typeof changeCredit>[4] }>,
): Promise<CreditDetail> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const row = await requireCredit(tx, ctx, id, true);
    const { from, change } = await decide(row, tx);
    const changed = await changeCredit(tx, row.venueId, row.id, from, change);
    if (changed === 0) throw new AppError('credit_state_changed');
    await recordEvent(tx, {
      venueId: row.venueId,
      creditRequestId: row.id,
      kind,
      userId: ctx.caller.userId,
      at: now,
    });
    return detail(tx, await requireCredit(tx, ctx, id));
  });
}

export async function sendCredit(
  ctx: CreditsContext,
  id: number,
  input: SendCreditInput,
): Promise<{ supplierLink: string; credit: CreditDetail }> {
  let salt = '';
  const credit = await moveCredit(ctx, id, 'SENT', async (row, tx) => {
    if (!canSendCredit(row.status)) throw new AppError('credit_state_changed');
    if (!(await maySend(tx, ctx.caller.userId, ctx.caller.venueId))) throw new AppError('disabledSending');
    const facts = await orderCreditFacts(tx, row.venueId, row.orderId);
    const state = plan(facts.venue, ctx.now());
    if (
      (input.channel === 'whatsapp' || input.channel === 'viber') &&
      !planAllowsMessengers(state.plan, state.trialEnded)
    )
      throw new AppError('proOnly', 'WhatsApp and Viber need the PRO plan');
    const contact =
      row.supplierId === null
        ? undefined
        : await supplierContact(tx, row.venueId, row.supplierId, input.supplierContactId);
    if (!contact) throw new AppError('not_found', 'Contact not found');
    salt = row.linkSalt;
    return {
      from: ['REQUESTED', 'ANSWERED'],
      change: { contactId: contact.id, sentVia: input.channel },
    };
  });
  return { supplierLink: creditLinkUrl(ctx.config.publicUrl, ctx.config.jwtSecret, salt), credit };
}

export function settleCredit(
  ctx: CreditsContext,
  id: number,
  input: SettleCreditInput,
): Promise<CreditDetail> {
  return moveCredit(ctx, id, 'SETTLED', async (row) => {
    if (!canSettleCredit(row.status)) throw new AppError('credit_state_changed');
    return {
      from: ['REQUESTED', 'ANSWERED'],
      change: { status: 'SETTLED', creditedAmount: input.creditedAmount },
    };
  });
}

export function closeCredit(ctx: CreditsContext, id: number): Promise<CreditDetail> {
  return moveCredit(ctx, id, 'CLOSED', async (row) => {
    if (!canCloseCredit(row.status, row.decision)) throw new AppError('credit_state_changed');
    return { from: [row.status], change: { status: 'CLOSED' } };
  });
}
