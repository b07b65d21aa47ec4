/**
 * Standing orders (docs/decisions/0030-standing-orders.md): an admin or a user who may send orders saves an order
 * (draft or sent) as standing and changes, pauses, resumes or deletes it. The order, contact and standing order must
 * be the caller's venue's and of a station the caller sees (404 otherwise); e-mail sending needs a contact with an
 * address (400 contactWithoutEmail).
 */
import { AppError } from '@/domain/errors';
import { nextOccurrence } from '@/domain/standing-orders/occurrence';
import type {
  CreateStandingOrderData,
  StandingOrder,
  UpdateStandingOrderData,
} from '@/domain/standing-orders/standing-orders.schemas';
import type { Executor } from '@/server/db/client';
import { findOrderSource, supplierContact } from '@/server/modules/orders/orders.public';
import type { ServiceContext, VenueCaller } from '@/server/types';
import {
  articleLabels,
  deleteStandingOrder,
  findStandingOrders,
  insertStandingOrder,
  lockStandingOrder,
  maySendOrders,
  type StandingOrderListRow,
  updateStandingOrder,
} from './standing-orders.repository';

type StandingContext = ServiceContext<'db' | 'now'>;

async function requireSender(executor: Executor, caller: VenueCaller): Promise<void> {
  if (!(await maySendOrders(executor, caller))) {
    throw new AppError('disabledSending', 'The user may not send orders');
  }
}

async function requireContact(
  executor: Executor,
  venueId: number,
  supplierId: number,
  input: { supplierContactId: number; autoSendEmail: boolean },
): Promise<void> {
  const contact = await supplierContact(executor, venueId, supplierId, input.supplierContactId);
  if (!contact) throw new AppError('not_found', 'No such contact');
  if (input.autoSendEmail && !contact.email.trim()) throw new AppError('contactWithoutEmail');
}

async function toStandingOrders(
  executor: Executor,
  rows: readonly StandingOrderListRow[],
  now: Date,
): Promise<StandingOrder[]> {
  const labels = await articleLabels(
    executor,
    rows.flatMap((row) => row.lines.map((line) => line.articleId)),
  );
  return rows.map((row) => ({
    id: row.id,
    station: { id: row.stationId, name: row.stationName },
    supplier: { id: row.supplierId, name: row.supplierName },
    contact: { id: row.supplierContactId, name: row.contactName, email: row.contactEmail },
    weekdays: row.weekdays,
    time: row.time,
    autoSendEmail: row.autoSendEmail,
    paused: row.paused,
    skippedDates: row.skippedDates,
    lines: row.lines.flatMap((line) => {
      const label = labels.get(line.articleId);
      return label ? [{ articleId: line.articleId, amount: line.amount, ...label }] : [];
    }),
    nextOccurrence: nextOccurrence(row, now),
  }));
}

async function readOne(executor: Executor, ctx: StandingContext, id: number): Promise<StandingOrder> {
  const [row] = await findStandingOrders(executor, ctx.caller, id);
  if (!row) throw new AppError('not_found', 'No such standing order');
  const [standing] = await toStandingOrders(executor, [row], ctx.now());
  return standing!;
}

export async function listStandingOrders(ctx: StandingContext): Promise<{ standingOrders: StandingOrder[] }> {
  const rows = await findStandingOrders(ctx.db, ctx.caller);
  return { standingOrders: await toStandingOrders(ctx.db, rows, ctx.now()) };
}

export async function createStandingOrder(
  ctx: StandingContext,
  input: CreateStandingOrderData,
): Promise<StandingOrder> {
  const { caller } = ctx;
  return ctx.db.transaction(async (tx) => {
    await requireSender(tx, caller);
    const source = await findOrderSource(tx, caller, input.orderId);
    // A warehouse order to the market has no supplier to mail; it is not found as a source.
    if (!source || source.isCustom || source.supplierId === null) {
      throw new AppError('not_found', 'Order not found');
    }
    if (source.lines.length === 0) throw new AppError('emptyOrder');
    await requireContact(tx, caller.venueId, source.supplierId, input);
    const id = await insertStandingOrder(tx, {
      venueId: caller.venueId,
      stationId: source.stationId,
      supplierId: source.supplierId,
      supplierContactId: input.supplierContactId,
      ownerId: caller.userId,
      weekdays: input.weekdays,
      time: input.time,
      autoSendEmail: input.autoSendEmail,
      paused: false,
      skippedDates: [],
      lines: source.lines,
      now: ctx.now(),
    });
    return readOne(tx, ctx, id);
  });
}

export async function changeStandingOrder(
  ctx: StandingContext,
  id: number,
  input: UpdateStandingOrderData,
): Promise<StandingOrder> {
  const { caller } = ctx;
  return ctx.db.transaction(async (tx) => {
    await requireSender(tx, caller);
    if (!(await lockStandingOrder(tx, caller.venueId, id))) throw new AppError('not_found');
    const [current] = await findStandingOrders(tx, caller, id);
    if (!current) throw new AppError('not_found', 'No such standing order');
    await requireContact(tx, caller.venueId, current.supplierId, input);
    // Lines keep their articles: an article not on the standing order cannot be added here.
    const known = new Set(current.lines.map((line) => line.articleId));
    if (input.lines.some((line) => !known.has(line.articleId))) {
      throw new AppError('not_found', 'No such article on the standing order');
    }
    await updateStandingOrder(tx, caller.venueId, id, input, ctx.now());
    return readOne(tx, ctx, id);
  });
}

export async function removeStandingOrder(ctx: StandingContext, id: number): Promise<{ id: number }> {
  const { caller } = ctx;
  return ctx.db.transaction(async (tx) => {
    await requireSender(tx, caller);
    const [current] = await findStandingOrders(tx, caller, id);
    if (!current) throw new AppError('not_found', 'No such standing order');
    await deleteStandingOrder(tx, caller.venueId, id);
    return { id };
  });
}
