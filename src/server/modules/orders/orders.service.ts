/**
 * Order use cases of the ordering wizard (SPEC §2, §4; issue 3): create, edit, merge, send, change date, delete.
 * Each runs in one transaction holding the order's row lock, so concurrent edits queue up instead of
 * overwriting each other, and a refusal changes nothing.
 */
import { AppError } from '@/domain/errors';
import { isAllowedDeadline, parseDeadline } from '@/domain/orders/deadline';
import { amountProblem, MAX_AMOUNT } from '@/domain/orders/amount';
import { mergeWithinLimit } from '@/domain/orders/merge';
import {
  canChangeOrderDate,
  canDeleteOrder,
  canEditOrderItems,
  canSendOrder,
} from '@/domain/orders/order-rules';
import type { Order } from '@/domain/orders/order-schemas';
import { planAllowsMessengers, type SendChannel } from '@/domain/orders/send-channels';
import type { PaymentMethod } from '@/domain/shared/enums';
import { venueToday } from '@/domain/shared/dates';
import type { OrderKind } from '@/domain/orders/orders.contract';
import type { Executor } from '@/server/db/client';
import type { ServiceContext, VenueCaller } from '@/server/types';
import { planAllowance } from '@/domain/subscriptions/plan-allowance';
import { trialStatus } from '@/domain/subscriptions/trial';
import { type CreateRefusal, insertCheckedOrder } from './create-order.repository';
import { loadOrder, loadOrderJson } from './order-detail.repository';
import { insertOrderMerge } from './order-merges.repository';
import {
  type ItemLine,
  lockOrder,
  orderableArticles,
  orderingFacts,
  reserveOrderNumbers,
  orderItemsOf,
  type OrderRow,
  replaceItems,
  supplierContact,
  updateOrder,
  deleteOrder as removeOrder,
  deleteItem,
  findItem,
} from './orders.repository';
import { requireStationSupplier, requireVisibleStation } from '@/server/shared/station-visibility';
import { orderLinkFor } from '@/server/shared/order-link';

/** What the order use cases need: the database, the clock and the caller in their venue. */
export type OrderContext = ServiceContext<'db' | 'now'>;

export interface LineInput {
  id: number;
  amount: string;
  note: string;
}

/** SPEC §5: a real date, today or later (an unchanged date may stay in the past, e.g. editing an overdue order). */
export function acceptDeadline(input: string, now: Date, current?: string): string {
  const deadline = parseDeadline(input);
  if (!deadline) throw new AppError('invalidDate');
  if (deadline !== current && !isAllowedDeadline(deadline, venueToday(now))) throw new AppError('dateInPast');
  return deadline;
}

/** The station and supplier an order of this kind may be placed with, or 404. */
export async function orderTarget(
  executor: Executor,
  principal: VenueCaller,
  stationId: number,
  supplierId: number,
  kind: OrderKind,
) {
  const { station, supplier } = await requireStationSupplier(executor, principal, stationId, supplierId);
  if (kind === 'custom' && !station.isWarehouse) throw new AppError('not_found', 'Not a warehouse station');
  if (supplier.isMarket !== (kind === 'custom')) throw new AppError('not_found', 'Supplier not found');
  return { venueId: principal.venueId, station, supplier };
}

/**
 * Order lines for the supplier: each article must be orderable by the venue, except articles already on the order,
 * which keep their name and unit as ordered even if the catalogue changed since. Every amount must be one a user
 * may order (issue 8): create, edit, merge and repeat all pass here, so no line is ever stored beyond MAX_AMOUNT.
 */
async function itemLines(
  executor: Executor,
  venueId: number,
  supplierId: number,
  lines: readonly LineInput[],
  onOrder: ReadonlyMap<number, { name: string; unit: ItemLine['unit'] }> = new Map(),
): Promise<ItemLine[]> {
  for (const line of lines) {
    const problem = amountProblem(line.amount);
    if (problem) throw new AppError(problem, `Article ${line.id}: amount ${line.amount}`);
  }
  const needed = lines.filter((line) => !onOrder.has(line.id)).map((line) => line.id);
  const available = await orderableArticles(executor, venueId, supplierId, needed);
  return lines.map((line) => {
    const article = onOrder.get(line.id) ?? available.get(line.id);
    if (!article) throw new AppError('articleNotAvailable', `Article ${line.id} cannot be ordered here`);
    return {
      articleId: line.id,
      name: article.name,
      unit: article.unit,
      amount: line.amount,
      note: line.note,
    };
  });
}

/** The locked order, if the caller may see it and it is of the route's kind; otherwise 404. */
export async function lockVisibleOrder(
  tx: Executor,
  principal: VenueCaller,
  orderId: number,
  kind?: OrderKind,
): Promise<OrderRow> {
  return (await lockVisibleOrderAndStation(tx, principal, orderId, kind)).order;
}

/** lockVisibleOrder, with the order's station as the visibility check found it. */
export async function lockVisibleOrderAndStation(
  tx: Executor,
  principal: VenueCaller,
  orderId: number,
  kind?: OrderKind,
) {
  const order = await lockOrder(tx, principal.venueId, orderId);
  if (!order || (kind && order.isCustom !== (kind === 'custom')))
    throw new AppError('not_found', 'Order not found');
  const station = await requireVisibleStation(tx, principal, order.stationId);
  return { order, station };
}

/** GET /orders/order/{id}: the order's API JSON as PostgreSQL built it (the hot read is sent without re-encoding). */
export async function readOrderJson(ctx: OrderContext, orderId: number, kind: OrderKind): Promise<string> {
  const row = await loadOrderJson(ctx.db, ctx.caller, orderId);
  if (!row || row.isCustom !== (kind === 'custom')) throw new AppError('not_found', 'Order not found');
  return row.body;
}

export async function readOrder(ctx: OrderContext, orderId: number, kind?: OrderKind): Promise<Order> {
  const order = await loadOrder(ctx.db, ctx.caller, orderId);
  if (!order || (kind && order.isCustomOrder !== (kind === 'custom')))
    throw new AppError('not_found', 'Order not found');
  return order;
}

export interface CreateOrderCommand {
  stationId: number;
  supplierId: number;
  kind: OrderKind;
  deadline: string;
  products: readonly LineInput[];
  orderNote: string;
  paymentMethod: PaymentMethod | null;
}

/** Messages of the refusals the create statement finds (the codes are the contract; these help a reader of logs). */
const CREATE_REFUSAL_MESSAGES: Record<Exclude<CreateRefusal, 'input'>, string> = {
  not_found: 'No such station or supplier for this kind of order',
  subscription_not_exist: 'The venue has no plan',
  trialEnded: 'The trial has ended',
  maximumStationLimitReached: 'The station is deactivated',
  articleNotAvailable: 'An article cannot be ordered here',
};

/**
 * The deadline as the venue's calendar day, or the refusal of the deadline or of the first amount a user may not
 * order (issue 8).
 */
function createInput(command: CreateOrderCommand, now: Date): { deadline: string } | { problem: AppError } {
  let deadline: string;
  try {
    deadline = acceptDeadline(command.deadline, now);
  } catch (error) {
    if (error instanceof AppError) return { problem: error };
    throw error;
  }
  for (const line of command.products) {
    const problem = amountProblem(line.amount);
    if (problem) return { problem: new AppError(problem, `Article ${line.id}: amount ${line.amount}`) };
  }
  return { deadline };
}

/** More than one block used up between a reservation and the create would need 20 creates of one station at once. */
const CREATE_ATTEMPTS = 5;

/**
 * Creates an OPEN order (also used by repeat, inside its transaction): one statement checks, numbers and inserts it
 * (create-order.repository.ts, decision 0010), so on `ctx.db` it is one round trip and one commit. Its number comes
 * from the station's block; only when the block is used up is a new one reserved, in its own short statement, and the
 * statement run again. Refusals keep the use case's order: station and supplier, plan, trial, deactivated station,
 * deadline, amounts, articles.
 */
export async function createOrderIn(
  executor: Executor,
  ctx: OrderContext,
  command: CreateOrderCommand,
  options: { sourceOrderId?: number } = {},
): Promise<number> {
  const { caller } = ctx;
  const now = ctx.now();
  const input = createInput(command, now);
  for (let attempt = 0; attempt < CREATE_ATTEMPTS; attempt += 1) {
    const outcome = await insertCheckedOrder(executor, {
      caller,
      stationId: command.stationId,
      supplierId: command.supplierId,
      isCustom: command.kind === 'custom',
      deadline: 'deadline' in input ? input.deadline : null,
      orderNote: command.orderNote,
      paymentMethod: command.paymentMethod,
      sourceOrderId: options.sourceOrderId ?? null,
      lines: command.products.map((line) => ({ articleId: line.id, amount: line.amount, note: line.note })),
      now,
    });
    if (outcome.orderId !== null) return outcome.orderId;
    if (outcome.refusal === 'input') {
      // The statement answers `input` only for the null deadline this function passes when the input was refused.
      if ('problem' in input) throw input.problem;
      throw new Error('The create statement refused input the service accepted');
    }
    if (outcome.refusal) throw new AppError(outcome.refusal, CREATE_REFUSAL_MESSAGES[outcome.refusal]);
    await reserveOrderNumbers(executor, caller.venueId, command.stationId);
  }
  throw new Error(
    `Station ${command.stationId}: no order number after ${CREATE_ATTEMPTS} block reservations`,
  );
}

/** The plan the venue's features follow (as venuePlan answers it), from the ordering facts. */
function planOf(facts: Awaited<ReturnType<typeof orderingFacts>>, now: Date) {
  if (!facts?.plan) throw new AppError('subscription_not_exist');
  return { plan: facts.plan, trialEnded: trialStatus(facts.plan, facts.trialEndsAt, now).trialEnded };
}

/** SPEC §4 create: outside a transaction, since the one statement is atomic on its own. */
export function createOrder(ctx: OrderContext, command: CreateOrderCommand): Promise<number> {
  return createOrderIn(ctx.db, ctx, command);
}

export interface UpdateItemsCommand {
  orderId: number;
  kind: OrderKind;
  deadline: string;
  products: readonly LineInput[];
  orderNote: string;
  paymentMethod: PaymentMethod | null;
  receivingNote: string;
  version?: number;
}

function assertEditable(order: OrderRow, principal: VenueCaller, version?: number) {
  if (!canEditOrderItems(order.status, principal.role)) throw new AppError('order_not_editable');
  if (version !== undefined && version !== order.version) throw new AppError('order_changed');
}

async function itemsOnOrder(tx: Executor, venueId: number, orderId: number) {
  const items = await orderItemsOf(tx, venueId, orderId);
  return {
    items,
    byArticle: new Map(items.map((item) => [item.articleId, { name: item.name, unit: item.unit }])),
  };
}

/** SPEC §4: replaces the item list of an OPEN order (or an IN_PROGRESS one, by an admin). */
export async function updateOrderItems(ctx: OrderContext, command: UpdateItemsCommand): Promise<Order> {
  const { caller: principal } = ctx;
  const { venueId } = principal;
  await ctx.db.transaction(async (tx) => {
    const order = await lockVisibleOrder(tx, principal, command.orderId, command.kind);
    assertEditable(order, principal, command.version);
    const now = ctx.now();
    const deadline = acceptDeadline(command.deadline, now, order.deadline);
    const { byArticle } = await itemsOnOrder(tx, venueId, order.id);
    const lines = await itemLines(tx, venueId, order.supplierId!, command.products, byArticle);
    await replaceItems(tx, venueId, order.id, lines);
    await updateOrder(tx, venueId, order.id, {
      deadline,
      orderNote: command.orderNote,
      paymentMethod: command.paymentMethod,
      receivingNote: command.receivingNote,
      lastUpdatedById: principal.userId,
      lastUpdatedAt: now,
    });
  });
  return readOrder(ctx, command.orderId);
}

/**
 * SPEC §4 merge: the selection is added to the order, amounts of the same article summed (domain mergeWithinLimit);
 * a sum beyond MAX_AMOUNT refuses the whole merge and leaves the order as it was (issue 8). What the merge changed
 * is kept in the same transaction (order_merges), so the user can undo it (issue 10, merge-undo.service.ts).
 */
export async function mergeIntoOrder(
  ctx: OrderContext,
  orderId: number,
  kind: OrderKind,
  added: readonly LineInput[],
) {
  const { caller: principal } = ctx;
  const { venueId } = principal;
  await ctx.db.transaction(async (tx) => {
    const order = await lockVisibleOrder(tx, principal, orderId, kind);
    assertEditable(order, principal);
    const { items, byArticle } = await itemsOnOrder(tx, venueId, order.id);
    const merged = mergeWithinLimit(
      items.map((item) => ({ articleId: item.articleId, amount: item.amount, note: item.note })),
      added.map((line) => ({ articleId: line.id, amount: line.amount, note: line.note })),
    );
    if (!merged.ok)
      throw new AppError(merged.code, `Article ${merged.articleId}: the merged amount passes ${MAX_AMOUNT}`);
    const lines = await itemLines(
      tx,
      venueId,
      order.supplierId!,
      merged.lines.map((line) => ({ id: line.articleId, amount: line.amount, note: line.note })),
      byArticle,
    );
    const now = ctx.now();
    await insertOrderMerge(tx, {
      venueId,
      orderId: order.id,
      itemsBefore: items.map((item) => ({
        articleId: item.articleId,
        name: item.name,
        unit: item.unit,
        amount: item.amount,
        note: item.note,
      })),
      lastUpdatedByIdBefore: order.lastUpdatedById,
      lastUpdatedAtBefore: order.lastUpdatedAt,
      // The order is locked: the update below moves it to exactly this version.
      versionAfter: order.version + 1,
      mergedById: principal.userId,
      createdAt: now,
    });
    await replaceItems(tx, venueId, order.id, lines);
    await updateOrder(tx, venueId, order.id, { lastUpdatedById: principal.userId, lastUpdatedAt: now });
  });
  return readOrder(ctx, orderId);
}

export interface SendPermission {
  channel?: SendChannel | undefined;
}

/** SPEC §5, §6: the send-orders permission, an active plan, and WhatsApp/Viber only where the plan has them. */
export async function assertMaySend(tx: Executor, ctx: OrderContext, options: SendPermission): Promise<void> {
  const { caller: principal } = ctx;
  const { venueId } = principal;
  const facts = await orderingFacts(tx, venueId, { userId: principal.userId });
  if (!facts?.canSendOrders) throw new AppError('disabledSending');
  const plan = planOf(facts, ctx.now());
  if (!planAllowance({ ...plan, departmentLimit: 0 }).ordering) throw new AppError('trialEnded');
  if (
    (options.channel === 'whatsapp' || options.channel === 'viber') &&
    !planAllowsMessengers(plan.plan, plan.trialEnded)
  ) {
    throw new AppError('proOnly');
  }
}

export interface SendCommand {
  orderId: number;
  kind: OrderKind;
  supplierContactId?: number | null;
  supplierContactNumber?: string | null;
  channel?: SendChannel;
}

/** Sending also makes the supplier's link (issue 15), which needs the server's secret and address. */
export type SendContext = ServiceContext<'db' | 'now' | 'config'>;

/**
 * Moves the (locked) order to IN_PROGRESS, recording who sent it, when, how and to which contact. Resolves with the
 * supplier's link for the end of the message (issue 15); a warehouse order to the market has none.
 */
export async function sendLockedOrder(
  tx: Executor,
  ctx: SendContext,
  order: OrderRow,
  command: Omit<SendCommand, 'orderId'>,
): Promise<string | undefined> {
  const { caller: principal } = ctx;
  const { venueId } = principal;
  if (!canSendOrder(order.status, principal.role)) throw new AppError('order_not_sendable');
  await assertMaySend(tx, ctx, { channel: command.channel });

  let contactId: number | null = null;
  let contactNumber = command.supplierContactNumber?.trim() || null;
  if (command.supplierContactId) {
    const contact = await supplierContact(tx, venueId, order.supplierId!, command.supplierContactId);
    if (!contact) throw new AppError('not_found', 'Contact not found');
    contactId = contact.id;
    contactNumber ??= contact.phone || null;
  }
  // SPEC §5: a contact must be chosen to send; a market (warehouse) order is concluded without one.
  if (!order.isCustom && !contactId && !contactNumber)
    throw new AppError('common.requiredField', 'Choose a contact');

  const now = ctx.now();
  await updateOrder(tx, venueId, order.id, {
    status: 'IN_PROGRESS',
    sentById: principal.userId,
    sentAt: now,
    sentVia: command.channel ?? null,
    supplierContactId: contactId,
    supplierContactNumber: contactNumber,
    lastUpdatedById: principal.userId,
    lastUpdatedAt: now,
  });
  if (order.isCustom) return undefined;
  return orderLinkFor(tx, ctx, { venueId, orderId: order.id, contactId });
}

/** The overdue dialog's date change (SPEC §4): any venue user, for drafts and expected orders. */
export async function changeOrderDate(
  ctx: OrderContext,
  orderId: number,
  deadlineInput: string,
): Promise<Order> {
  const { caller: principal } = ctx;
  await ctx.db.transaction(async (tx) => {
    const order = await lockVisibleOrder(tx, principal, orderId);
    if (!canChangeOrderDate(order.status)) throw new AppError('order_not_editable');
    const now = ctx.now();
    const deadline = acceptDeadline(deadlineInput, now, order.deadline);
    await updateOrder(tx, order.venueId, order.id, {
      deadline,
      lastUpdatedById: principal.userId,
      lastUpdatedAt: now,
    });
  });
  return readOrder(ctx, orderId);
}

/** SPEC §4: only drafts can be deleted; a sent order is resolved through receiving. */
export async function deleteOrder(ctx: OrderContext, orderId: number, kind: OrderKind): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const order = await lockVisibleOrder(tx, ctx.caller, orderId, kind);
    if (!canDeleteOrder(order.status)) throw new AppError('order_not_deletable');
    await removeOrder(tx, order.venueId, order.id);
  });
}

/** Custom orders (SPEC §7 deleteProduct): removes one item of a draft; the last item goes with the order instead. */
export async function deleteOrderItem(ctx: OrderContext, itemId: number): Promise<Order> {
  const { caller: principal } = ctx;
  const { venueId } = principal;
  const orderId = await ctx.db.transaction(async (tx) => {
    const item = await findItem(tx, venueId, itemId);
    if (!item) throw new AppError('not_found', 'Item not found');
    const order = await lockVisibleOrder(tx, principal, item.orderId, 'custom');
    assertEditable(order, principal);
    const { items } = await itemsOnOrder(tx, venueId, order.id);
    if (items.length <= 1) throw new AppError('emptyOrder');
    await deleteItem(tx, venueId, item.id);
    await updateOrder(tx, venueId, order.id, {
      lastUpdatedById: principal.userId,
      lastUpdatedAt: ctx.now(),
    });
    return order.id;
  });
  return readOrder(ctx, orderId);
}
