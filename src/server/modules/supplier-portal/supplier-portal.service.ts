/**
 * The supplier's side of a sent order (docs/PRODUCT.md#supplier-link): the link made when the order is sent, the page
 * it opens (recording that it was opened) and the supplier's answer, applied in one transaction on the locked order,
 * so an answer and a receipt of the same order queue up and the second sees what the first did.
 */
import { AppError } from '@/domain/errors';
import { normalizeAmount } from '@/domain/orders/amount';
import {
  canSupplierAnswer,
  isLinkValid,
  resolveAnswer,
  type SupplierAnswer,
} from '@/domain/supplier-portal/answer';
import type { SupplierAnswerView, SupplierOrderView } from '@/domain/supplier-portal/supplier-portal.schemas';
import { venueToday } from '@/domain/shared/dates';
import type { Executor } from '@/server/db/client';
import { renderSupplierAnswerMail, SUPPLIER_ANSWER_MAIL_KIND } from '@/server/mail/supplier-answer';
import type { Deps } from '@/server/types';
import { lockOrder } from '@/server/modules/orders/orders.public';
import { notifyUser } from '@/server/modules/notifications/notifications.public';
import { findNotifiedAdmins } from '@/server/modules/users/users.public';
import { hashLinkToken } from '@/server/shared/order-link';
import {
  applyAnswerToOrder,
  findLinkByHash,
  findNotifiedCreator,
  findPortalOrder,
  findSupplierAnswer,
  type OrderLinkRow,
  type PortalItem,
  type PortalOrderFacts,
  portalItems,
  recordLinkOpened,
  saveSupplierAnswer,
  type SupplierAnswerRow,
} from './supplier-portal.repository';

/** Wrong, malformed and expired tokens all get this same answer. */
const notFound = () => new AppError('not_found', 'No such link');

async function findLink(tx: Executor, token: string): Promise<OrderLinkRow> {
  const link = await findLinkByHash(tx, hashLinkToken(token));
  if (!link) throw notFound();
  return link;
}

export function answerView(
  answer: SupplierAnswerRow | undefined,
  items: readonly { id: number }[],
): SupplierAnswerView | null {
  if (!answer?.decision || !answer.answeredAt) return null;
  const declined = new Set(answer.declinedItemIds);
  return {
    decision: answer.decision,
    declinedLines: items.flatMap((item, index) => (declined.has(item.id) ? [index + 1] : [])),
    deliveryDate: answer.deliveryDate,
    note: answer.note,
    reason: answer.reason,
    answeredAt: answer.answeredAt.toISOString(),
  };
}

function orderView(
  order: PortalOrderFacts,
  items: readonly PortalItem[],
  answer: SupplierAnswerRow | undefined,
): SupplierOrderView {
  const received = order.status !== 'IN_PROGRESS' && order.status !== 'OPEN';
  // The supplier sees prices only where the venue names them in its message (docs/PRODUCT.md#prices).
  const prices = order.pricesInMessage;
  return {
    language: order.language ?? 'ser',
    venue: {
      businessName: order.businessName,
      name: order.venueName,
      address: order.address,
      phone: order.phone,
    },
    station: order.stationName,
    orderNumber: order.orderNumber,
    deliveryDate: order.deadline,
    paymentMethod: order.paymentMethod,
    orderNote: order.orderNote,
    currency: prices ? order.currency : null,
    lines: items.map((item, index) => ({
      line: index + 1,
      name: item.name,
      amount: normalizeAmount(item.amount),
      unit: item.unit,
      note: item.note,
      unitPrice: prices ? item.unitPrice : null,
      received:
        received && item.status !== 'PENDING'
          ? {
              status: item.status,
              deliveredAmount: item.deliveredAmount === null ? null : normalizeAmount(item.deliveredAmount),
              notDeliveredReason: item.notDeliveredReason,
            }
          : null,
    })),
    answerable: canSupplierAnswer(order.status),
    received,
    version: order.version,
    answer: answerView(answer, items),
  };
}

async function loadView(tx: Executor, link: OrderLinkRow, now: Date) {
  const order = await findPortalOrder(tx, link.venueId, link.orderId);
  if (!order || !isLinkValid(order.completedAt, now)) throw notFound();
  const [items, answer] = await Promise.all([
    portalItems(tx, link.venueId, link.orderId),
    findSupplierAnswer(tx, link.venueId, link.orderId),
  ]);
  return { order, items, answer };
}

/** GET: the order the link opens; records the opening (first and last time). */
export async function openOrderLink(deps: Deps<'db' | 'now'>, token: string): Promise<SupplierOrderView> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const link = await findLink(tx, token);
    const { order, items } = await loadView(tx, link, now);
    await recordLinkOpened(tx, link, now);
    return orderView(order, items, await findSupplierAnswer(tx, link.venueId, link.orderId));
  });
}

/**
 * The same order for the server-rendered page (decision 0039), without recording the opening: link previewers
 * (WhatsApp fetches the page on the sender's phone to draw its card) read the HTML too, so only the page's script,
 * which a person's browser runs, records it through openOrderLink.
 */
export async function readOrderLink(deps: Deps<'db' | 'now'>, token: string): Promise<SupplierOrderView> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const link = await findLink(tx, token);
    const { order, items, answer } = await loadView(tx, link, now);
    return orderView(order, items, answer);
  });
}

/** POST: the supplier's answer, in one transaction on the locked order; mails the creator and the admins. */
export async function answerOrderLink(
  deps: Deps<'db' | 'now' | 'mailer' | 'config'>,
  token: string,
  input: SupplierAnswer,
): Promise<SupplierOrderView> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const link = await findLink(tx, token);
    // The same lock receiving takes: an answer and a receipt of one order never interleave.
    const locked = await lockOrder(tx, link.venueId, link.orderId);
    if (!locked) throw notFound();
    const { order, items, answer: previous } = await loadView(tx, link, now);
    const outcome = resolveAnswer(
      {
        status: order.status,
        version: order.version,
        deadline: order.deadline,
        lineCount: items.length,
        today: venueToday(now),
      },
      input,
    );
    if (!outcome.ok) throw new AppError(outcome.code);
    const { answer } = outcome;
    const declinedItemIds = answer.declinedLines.map((line) => items[line - 1]!.id);
    const moved = answer.deliveryDate !== null && answer.deliveryDate !== order.deadline;
    await saveSupplierAnswer(tx, {
      venueId: link.venueId,
      orderId: link.orderId,
      decision: answer.decision,
      declinedItemIds,
      deliveryDate: answer.deliveryDate,
      originalDeadline: moved ? order.deadline : null,
      note: answer.note,
      reason: answer.reason,
      answeredAt: now,
      now,
    });
    await recordLinkOpened(tx, link, now);
    // A new date becomes the order's date (the venue's lists and receiving work from it).
    await applyAnswerToOrder(tx, link.venueId, link.orderId, moved ? answer.deliveryDate : null);

    await mailAnswer(tx, deps, {
      link,
      order,
      decision: answer.decision,
      deliveryDate: answer.deliveryDate ?? order.deadline,
      previousDate: previous?.originalDeadline ?? (moved ? order.deadline : null),
      declined: items.filter((item) => declinedItemIds.includes(item.id)),
      note: answer.note,
      reason: answer.reason,
    });
    // The person who ordered hears of it on the phone too (decision 0035), whatever their mail setting.
    if (order.createdById !== null) {
      await notifyUser(
        tx,
        { userId: order.createdById, venueId: link.venueId },
        {
          kind: 'supplierAnswered',
          data: {
            orderId: link.orderId,
            stationId: order.stationId,
            custom: order.isCustom,
            orderNumber: order.orderNumber,
            supplierName: order.supplierName ?? '',
            decision: answer.decision,
            deliveryDate: answer.deliveryDate ?? order.deadline,
          },
        },
        now,
      );
    }
    const after = await loadView(tx, link, now);
    return orderView(after.order, after.items, after.answer);
  });
}

async function mailAnswer(
  tx: Executor,
  deps: Deps<'mailer' | 'config'>,
  input: {
    link: OrderLinkRow;
    order: PortalOrderFacts;
    decision: NonNullable<SupplierAnswerRow['decision']>;
    deliveryDate: string;
    previousDate: string | null;
    declined: readonly PortalItem[];
    note: string;
    reason: string;
  },
): Promise<void> {
  const { venueId } = input.link;
  const admins = await findNotifiedAdmins(tx, venueId);
  const creator = input.order.createdById
    ? await findNotifiedCreator(tx, venueId, input.order.createdById)
    : undefined;
  const recipients = new Map([...admins, ...(creator ? [creator] : [])].map((user) => [user.id, user]));
  const kind = input.order.isCustom ? 'custom-orders' : 'orders';
  // The Expected tab of the order's station, where the chip and the answer are.
  const link = `${deps.config.publicUrl}/current-orders/${input.order.stationId}/${kind}?tab=2`;
  for (const user of recipients.values()) {
    const mail = renderSupplierAnswerMail({
      language: user.language,
      recipientName: user.name,
      venueName: input.order.venueName,
      stationName: input.order.stationName,
      supplierName: input.order.supplierName ?? '',
      orderNumber: input.order.orderNumber,
      decision: input.decision,
      deliveryDate: input.deliveryDate,
      previousDate: input.previousDate,
      declined: input.declined,
      note: input.note,
      reason: input.reason,
      link,
    });
    await deps.mailer.enqueue(
      { kind: SUPPLIER_ANSWER_MAIL_KIND, to: user.email, userId: user.id, venueId, ...mail },
      tx,
    );
  }
}
