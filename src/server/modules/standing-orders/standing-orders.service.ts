/**
 * Standing orders (docs/decisions/0030-standing-orders.md): an admin or a user who may send orders saves an order
 * (draft or sent) as standing and changes, pauses, resumes or deletes it. The order, contact and standing order must
 * be the caller's venue's and of a station the caller sees (404 otherwise; a contact also of the standing order's
 * supplier); e-mail sending needs a contact with an address (400 contactWithoutEmail); lines only articles the venue
 * may order from that supplier (400 articleNotAvailable).
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
  orderableArticleIds,
  type StandingOrderListRow,
  type StandingOrderValues,
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

/** Every line's article is one the venue may order from the supplier (400 articleNotAvailable otherwise). */
async function requireOrderableLines(
  executor: Executor,
  venueId: number,
  supplierId: number,
  lines: readonly { articleId: number }[],
): Promise<void> {
  const ids = lines.map((line) => line.articleId);
  const orderable = await orderableArticleIds(executor, venueId, supplierId, ids);
  const refused = ids.find((id) => !orderable.has(id));
  if (refused !== undefined) throw new AppError('articleNotAvailable', `Article ${refused}`);
}

/**
 * A change in the manner of PATCH: the fields sent replace the standing order's, `lines` the whole line set; all in
 * one transaction under the standing order's row lock, so two edits take turns and a refused one changes nothing.
 */
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
    const next: StandingOrderValues = {
      supplierContactId: input.supplierContactId ?? current.supplierContactId,
      weekdays: input.weekdays ?? current.weekdays,
      time: input.time ?? current.time,
      autoSendEmail: input.autoSendEmail ?? current.autoSendEmail,
      paused: input.paused ?? current.paused,
      skippedDates: input.skippedDates ?? current.skippedDates,
      lines: input.lines ?? current.lines,
    };
    if (input.supplierContactId !== undefined || input.autoSendEmail !== undefined) {
      await requireContact(tx, caller.venueId, current.supplierId, next);
    }
    if (input.lines) await requireOrderableLines(tx, caller.venueId, current.supplierId, input.lines);
    await updateStandingOrder(tx, caller.venueId, id, next, ctx.now());
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
