/**
 * Sending an order by e-mail from the server (a standing order with e-mail sending on, docs/decisions/0030-standing-orders.md):
 * the one send (send-order.service.ts, channel e-mail, which checks permission, plan and contact) and, in the same
 * transaction, the mail in the outbox, so the order is sent exactly when its mail is queued.
 */
import { and, eq } from 'drizzle-orm';
import { AppError } from '@/domain/errors';
import type { Language } from '@/domain/shared/enums';
import type { Executor } from '@/server/db/client';
import { orders, stations, venues } from '@/server/db/schema';
import { ORDER_MAIL_KIND, renderOrderMail } from '@/server/mail/order-mail';
import type { ServiceContext } from '@/server/types';
import { orderItemsOf, supplierContact } from './orders.repository';
import { type SentOrder, sendOrderIn } from './send-order.service';

export interface MailOrderCommand {
  orderId: number;
  supplierId: number;
  supplierContactId: number;
  /** The sender's language: the message is in it, as on every other channel. */
  language: Language;
}

async function mailFacts(tx: Executor, venueId: number, orderId: number) {
  const [row] = await tx
    .select({
      orderNumber: orders.orderNumber,
      deadline: orders.deadline,
      orderNote: orders.orderNote,
      paymentMethod: orders.paymentMethod,
      stationName: stations.name,
      venueName: venues.name,
      currency: venues.currency,
      pricesInMessage: venues.pricesInMessage,
    })
    .from(orders)
    .innerJoin(stations, and(eq(stations.venueId, orders.venueId), eq(stations.id, orders.stationId)))
    .innerJoin(venues, eq(venues.id, orders.venueId))
    .where(and(eq(orders.venueId, venueId), eq(orders.id, orderId)));
  return row;
}

/** Sends the order by e-mail inside `tx`: refused like any send, and 400 contactWithoutEmail without an address. */
export async function mailOrderIn(
  tx: Executor,
  ctx: ServiceContext<'db' | 'now' | 'config' | 'mailer'>,
  command: MailOrderCommand,
): Promise<SentOrder> {
  const { venueId } = ctx.caller;
  const contact = await supplierContact(tx, venueId, command.supplierId, command.supplierContactId);
  if (!contact) throw new AppError('not_found', 'No such contact');
  if (!contact.email.trim()) throw new AppError('contactWithoutEmail');
  const sent = await sendOrderIn(tx, ctx, {
    orderId: command.orderId,
    kind: 'regular',
    supplierContactId: contact.id,
    channel: 'email',
  });
  const facts = await mailFacts(tx, venueId, command.orderId);
  if (!facts) throw new AppError('not_found', 'Order not found');
  const items = await orderItemsOf(tx, venueId, command.orderId);
  const mail = renderOrderMail({
    language: command.language,
    venueName: facts.venueName,
    stationName: facts.stationName,
    orderNumber: facts.orderNumber,
    deadline: facts.deadline,
    items: items.map((item) => ({
      name: item.name,
      amount: item.amount,
      unit: item.unit,
      note: item.note,
      unitPrice: item.unitPrice,
    })),
    orderNote: facts.orderNote,
    paymentMethod: facts.paymentMethod,
    link: sent.supplierLink ?? null,
    prices: facts.pricesInMessage ? { currency: facts.currency } : null,
  });
  await ctx.mailer.enqueue({ kind: ORDER_MAIL_KIND, to: contact.email.trim(), venueId, ...mail }, tx);
  return sent;
}
