/**
 * Inserts the demo orders of demo-orders-data.ts: numbers from each venue's running sequence (oldest order first),
 * deadlines relative to the Belgrade calendar day of `now`, and the move-to-new links between an order and its
 * backorder. Ends by storing each venue's last number in venues.order_sequence, where the app continues.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { addDays, venueToday } from '@/domain/shared/dates';
import { formatOrderNumber } from '@/domain/orders/order-number';
import type { ItemStatus, NotDeliveredReason } from '@/domain/shared/enums';
import type { Executor } from '../client';
import { orderItems, orders, stations, venues } from '../schema';
import type { DemoSeed, DemoVenueKey } from './demo';
import { DEMO_STATION_VENUE, demoArticle } from './demo-catalogue';
import { DEMO_SUPPLIERS } from './demo-catalogue-data';
import { DEMO_ORDERS, type ItemSpec, type OrderSpec, type Outcome } from './demo-orders-data';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedDemoOrders(tx: Executor, seed: DemoSeed, now: Date): Promise<void> {
  const today = venueToday(now);
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const specs = [...DEMO_ORDERS].sort((a, b) => b.createdDaysAgo - a.createdDaysAgo);
  for (const spec of specs) checkSpec(seed, spec);

  const stationNames = new Map(
    (
      await tx
        .select({ id: stations.id, name: stations.name })
        .from(stations)
        .where(inArray(stations.id, Object.values(seed.stations)))
    ).map((row) => [row.id, row.name]),
  );

  // Numbers follow creation time within each venue, as the app hands them out.
  const sequence = new Map<DemoVenueKey, number>();
  const numbered = specs.map((spec) => {
    const next = (sequence.get(spec.venue) ?? 0) + 1;
    sequence.set(spec.venue, next);
    return { spec, orderNumber: formatOrderNumber(stationNames.get(seed.stations[spec.station])!, next) };
  });

  const orderRows = await tx
    .insert(orders)
    .values(
      numbered.map(({ spec, orderNumber }) => {
        const contact = spec.sent ? seed.catalogue.contacts[spec.sent.contact] : undefined;
        const lastUpdate = spec.received ?? spec.sent;
        return {
          venueId: seed.venues[spec.venue],
          stationId: seed.stations[spec.station],
          supplierId: seed.catalogue.suppliers[spec.supplier],
          // Orders to a market supplier are the warehouse's custom orders (docs/PRODUCT.md#order-kinds).
          isCustom: DEMO_SUPPLIERS[spec.supplier].isMarket,
          orderNumber,
          status: spec.status,
          deadline: addDays(today, spec.deadline),
          orderNote: spec.orderNote ?? '',
          receivingNote: spec.received?.note ?? '',
          paymentMethod: spec.paymentMethod ?? null,
          supplierContactId: contact?.id ?? null,
          supplierContactNumber: contact ? contact.phone || contact.email : null,
          createdById: seed.users[spec.createdBy],
          createdAt: ago(spec.createdDaysAgo),
          lastUpdatedById: seed.users[lastUpdate?.by ?? spec.createdBy],
          lastUpdatedAt: ago(lastUpdate?.daysAgo ?? spec.createdDaysAgo),
          sentById: spec.sent ? seed.users[spec.sent.by] : null,
          sentAt: spec.sent ? ago(spec.sent.daysAgo) : null,
          completedAt: spec.status === 'COMPLETED' && spec.received ? ago(spec.received.daysAgo) : null,
        };
      }),
    )
    .returning({ id: orders.id, venueId: orders.venueId, orderNumber: orders.orderNumber });
  const orderId = new Map(
    numbered.map(({ spec, orderNumber }) => [
      spec.key,
      orderRows.find((row) => row.venueId === seed.venues[spec.venue] && row.orderNumber === orderNumber)!.id,
    ]),
  );
  const backorderOf = new Map(
    specs.filter((s) => s.backorderOf).map((s) => [s.backorderOf!, orderId.get(s.key)!]),
  );

  const itemValues = (
    spec: OrderSpec,
    item: ItemSpec,
    position: number,
    movedFromItemId: number | null = null,
  ) => {
    const article = demoArticle(seed.catalogue, spec.supplier, item.article);
    const resolution = resolve(item.outcome, item.amount);
    return {
      venueId: seed.venues[spec.venue],
      orderId: orderId.get(spec.key)!,
      articleId: article.id,
      name: article.name,
      unit: article.unit,
      amount: item.amount,
      note: item.note,
      position,
      status: resolution.status,
      notDeliveredReason: resolution.reason,
      deliveredAmount: resolution.deliveredAmount,
      receiveNote: item.receiveNote,
      unitPrice: item.orderedPrice ?? null,
      paidPrice: item.paidPrice ?? null,
      // A received line was last written by its receipt: the date of its price history point.
      ...(spec.received ? { updatedAt: ago(spec.received.daysAgo) } : {}),
      moveToOrderId: item.outcome.kind === 'moved' ? backorderOf.get(spec.key)! : null,
      movedFromItemId,
    };
  };

  const originals = specs.filter((spec) => !spec.backorderOf);
  const originalRows = await tx
    .insert(orderItems)
    .values(originals.flatMap((spec) => spec.items.map((item, position) => itemValues(spec, item, position))))
    .returning({ id: orderItems.id, orderId: orderItems.orderId, articleId: orderItems.articleId });

  // A backorder's items remember the items they were moved from.
  const backorders = specs.filter((spec) => spec.backorderOf);
  if (backorders.length) {
    await tx.insert(orderItems).values(
      backorders.flatMap((spec) => {
        const origin = DEMO_ORDERS.find((candidate) => candidate.key === spec.backorderOf)!;
        return spec.items.map((item, position) => {
          const articleId = demoArticle(seed.catalogue, spec.supplier, item.article).id;
          const from = originalRows.find(
            (row) => row.orderId === orderId.get(origin.key) && row.articleId === articleId,
          );
          if (!from)
            throw new Error(`Demo orders: ${spec.key} holds "${item.article}", not moved from ${origin.key}`);
          return itemValues(spec, item, position, from.id);
        });
      }),
    );
    for (const spec of backorders) {
      await tx
        .update(orders)
        .set({ newOrderId: orderId.get(spec.key)! })
        .where(eq(orders.id, orderId.get(spec.backorderOf!)!));
    }
  }

  const venueKeys = [...sequence.keys()];
  await tx
    .update(venues)
    .set({
      orderSequence: sql`case ${venues.id} ${sql.join(
        venueKeys.map((key) => sql`when ${seed.venues[key]} then ${sequence.get(key)!}::integer`),
        sql` `,
      )} end`,
    })
    .where(
      inArray(
        venues.id,
        venueKeys.map((key) => seed.venues[key]),
      ),
    );
}

function resolve(
  outcome: Outcome,
  amount: string,
): { status: ItemStatus; reason: NotDeliveredReason | null; deliveredAmount: string | null } {
  switch (outcome.kind) {
    case 'pending':
      return { status: 'PENDING', reason: null, deliveredAmount: null };
    case 'delivered':
      return { status: 'DELIVERED', reason: null, deliveredAmount: amount };
    case 'partial':
      // A partial arrival is saved as DELIVERED with the smaller delivered amount (docs/PRODUCT.md#partial-delivery).
      return { status: 'DELIVERED', reason: null, deliveredAmount: outcome.delivered };
    case 'notAvailable':
      return { status: 'NOT_DELIVERED', reason: 'NOT_AVAILABLE', deliveredAmount: null };
    case 'arriveLater':
      return { status: 'INCOMPLETE', reason: 'ARRIVE_LATER', deliveredAmount: null };
    case 'moved':
      return { status: 'MOVE_TO_NEW', reason: 'MOVE_TO_NEW', deliveredAmount: null };
  }
}

/** Seed data mistakes fail the seed instead of producing an order the app could never have made. */
function checkSpec(seed: DemoSeed, spec: OrderSpec): void {
  const fail = (problem: string) => {
    throw new Error(`Demo order ${spec.key}: ${problem}`);
  };
  if (DEMO_STATION_VENUE[spec.station] !== spec.venue)
    fail(`${spec.station} is not a station of ${spec.venue}`);
  if (!seed.catalogue.stationSuppliers[spec.station].includes(spec.supplier)) {
    fail(`${spec.station} does not order from ${spec.supplier}`);
  }
  if (spec.sent && seed.catalogue.contacts[spec.sent.contact].supplier !== spec.supplier) {
    fail(`contact ${spec.sent.contact} is not at ${spec.supplier}`);
  }
  if (spec.sent && seed.catalogue.contacts[spec.sent.contact].venue !== spec.venue) {
    fail(`contact ${spec.sent.contact} belongs to another venue`);
  }
  const sent = spec.status !== 'OPEN';
  const received = spec.status === 'INCOMPLETE' || spec.status === 'COMPLETED';
  if (sent !== Boolean(spec.sent)) fail(`a ${spec.status} order ${sent ? 'needs' : 'has no'} sending data`);
  if (received !== Boolean(spec.received))
    fail(`a ${spec.status} order ${received ? 'needs' : 'has no'} receiving data`);
  const kinds = spec.items.map((item) => item.outcome.kind);
  if (!received && kinds.some((kind) => kind !== 'pending')) fail('items of an unreceived order are pending');
  if (received && kinds.includes('pending')) fail('items of a received order are resolved or waiting');
  if (spec.status === 'INCOMPLETE' && !kinds.includes('arriveLater'))
    fail('an INCOMPLETE order has a waiting item');
  if (spec.status === 'COMPLETED' && kinds.includes('arriveLater'))
    fail('a COMPLETED order has no waiting item');
  if (kinds.includes('moved') && !DEMO_ORDERS.some((other) => other.backorderOf === spec.key)) {
    fail('moved items need a backorder');
  }
  for (const item of spec.items) {
    demoArticle(seed.catalogue, spec.supplier, item.article);
    if (!(Number(item.amount) > 0)) fail(`"${item.article}" amount must be above 0`);
    const { outcome } = item;
    if (
      outcome.kind === 'partial' &&
      !(Number(outcome.delivered) > 0 && Number(outcome.delivered) < Number(item.amount))
    ) {
      fail(`"${item.article}" partial delivery is between 0 and the amount`);
    }
  }
}
