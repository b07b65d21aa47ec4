/**
 * The write phases (decision 0014): create (3 items), send and receive (10 items: seven delivered, two partly, one
 * moved to a new order), each spread (every connection on its own small venue, as its own user) and concentrated
 * (every connection on the big venue's stations).
 */
import { addDays, venueToday } from '@/domain/shared/dates';
import { CREATED_ORDER_NOTE } from './config';
import type { CreateTarget } from './fixtures';
import type { Phase, PlannedRequest, RequestContext } from './load';
import type { SpreadVenue, WriteQueueOrder, WriteQueues } from './write-queue';

export type WriteMode = 'spread' | 'concentrated';
export type WriteKind = 'create' | 'send' | 'receive';

const LABELS: Record<WriteKind, string> = {
  create: 'create order (3 items)',
  send: 'send order',
  receive: 'receive order (10 items, 2 partial, 1 moved)',
};
const ROUTES: Record<WriteKind, string> = {
  create: 'POST /api/orders/{stationId}/create/{supplierId}',
  send: 'POST /api/orders/updateStatus/sendOrder?orderId={id}',
  receive: 'POST /api/orders/updateStatus/complete?orderId={id}',
};

/**
 * Hands each request in flight its own slot (a small venue) and takes it back with the answer, so at any moment no
 * two requests of a spread phase write to the same venue. A request whose answer never came (the end of a run)
 * keeps its slot until `reset`; with none free, slots are shared round-robin.
 */
export class SlotLeases {
  private free: number[] = [];
  private readonly inUse = new Map<number, number>();
  private shared = 0;

  constructor(private readonly count: number) {
    this.reset();
  }

  reset(): void {
    this.free = Array.from({ length: this.count }, (_, index) => this.count - 1 - index);
    this.inUse.clear();
  }

  take(context: RequestContext): number {
    const slot = this.free.pop() ?? this.shared++ % this.count;
    this.inUse.set(slot, (this.inUse.get(slot) ?? 0) + 1);
    context.slot = slot;
    return slot;
  }

  give(context: RequestContext): void {
    const slot = context.slot;
    if (typeof slot !== 'number') return;
    delete context.slot;
    const left = (this.inUse.get(slot) ?? 0) - 1;
    if (left > 0) {
      this.inUse.set(slot, left);
      return;
    }
    this.inUse.delete(slot);
    this.free.push(slot);
  }
}

function createRequest(
  target: Pick<CreateTarget, 'stationId' | 'supplierId' | 'articleIds'>,
  today: string,
): PlannedRequest {
  return {
    method: 'POST',
    path: `/api/orders/${target.stationId}/create/${target.supplierId}`,
    body: {
      deadline: addDays(today, 1),
      products: target.articleIds.map((id) => ({ id, amount: '2' })),
      // Marks what the bench made, so the run can remove it afterwards.
      orderNote: CREATED_ORDER_NOTE,
    },
  };
}

function sendRequest(order: WriteQueueOrder): PlannedRequest {
  return {
    method: 'POST',
    path: `/api/orders/updateStatus/sendOrder?orderId=${order.orderId}`,
    body: {
      ...(order.contactId
        ? { supplierContactId: order.contactId }
        : { supplierContactNumber: '+38160100200' }),
      channel: 'viber',
    },
  };
}

/** Seven items delivered, two partly (half of 4), the last moved to a new order. */
export function receiveBody(itemIds: readonly number[]) {
  return {
    products: itemIds.map((id, index) => {
      if (index === itemIds.length - 1)
        return { id, status: 'NOT_DELIVERED', notDeliveredReason: 'MOVE_TO_NEW' };
      if (index >= itemIds.length - 3) return { id, status: 'DELIVERED', deliveredAmount: '2' };
      return { id, status: 'DELIVERED' };
    }),
    receivingNote: '',
  };
}

function receiveRequest(order: WriteQueueOrder): PlannedRequest {
  return {
    method: 'POST',
    path: `/api/orders/updateStatus/complete?orderId=${order.orderId}`,
    body: receiveBody(order.itemIds),
  };
}

const phaseKey = (kind: WriteKind, mode: WriteMode) => `${kind}-${mode === 'spread' ? 'spread' : 'conc'}`;

function basePhase(kind: WriteKind, mode: WriteMode) {
  return {
    key: phaseKey(kind, mode),
    label: `${LABELS[kind]}, ${mode === 'spread' ? 'spread over 50 venues' : 'one venue, 20 stations'}`,
    route: ROUTES[kind],
  };
}

/** Spread: the slot's venue, as that venue's admin; each venue takes from its own queue. */
export function spreadPhase(
  kind: WriteKind,
  venues: readonly SpreadVenue[],
  tokens: readonly string[],
  queues: WriteQueues,
  today: string,
): Phase {
  const leases = new SlotLeases(venues.length);
  const byVenue = (orders: readonly WriteQueueOrder[]) =>
    venues.map((venue) => orders.filter((order) => order.venueId === venue.venueId));
  const pending = kind === 'send' ? byVenue(queues.send) : byVenue(queues.receive);
  const taken = venues.map(() => 0);
  return {
    ...basePhase(kind, 'spread'),
    token: null,
    begin: () => leases.reset(),
    next: (context) => {
      const slot = leases.take(context);
      const venue = venues[slot]!;
      const round = taken[slot]!;
      taken[slot] = round + 1;
      if (kind === 'create') {
        const supplier = venue.suppliers[round % venue.suppliers.length]!;
        return { ...createRequest({ stationId: venue.stationId, ...supplier }, today), token: tokens[slot]! };
      }
      const order = pending[slot]![round];
      if (!order) return undefined;
      return { ...(kind === 'send' ? sendRequest(order) : receiveRequest(order)), token: tokens[slot]! };
    },
    answered: (context) => leases.give(context),
  };
}

/** Concentrated: the big venue's admin on every station, one queue order after the other. */
export function concentratedPhase(
  kind: WriteKind,
  targets: readonly CreateTarget[],
  token: string,
  queues: WriteQueues,
  venueId: number,
  today: string,
): Phase {
  const send = queues.send.filter((order) => order.venueId === venueId);
  const receive = queues.receive.filter((order) => order.venueId === venueId);
  let index = 0;
  return {
    ...basePhase(kind, 'concentrated'),
    token,
    next: () => {
      const at = index;
      index += 1;
      if (kind === 'create') return createRequest(targets[at % targets.length]!, today);
      const order = (kind === 'send' ? send : receive)[at];
      if (!order) return undefined;
      return kind === 'send' ? sendRequest(order) : receiveRequest(order);
    },
  };
}

/** Key of the create phase on one station of the big venue. */
export const ONE_STATION_CREATE_KEY = 'create-station';

/**
 * Create on ONE station of the big venue with every connection, as a busy kitchen at its peak (decision 0020):
 * every create takes the station's next number under the station row's lock, and its block runs out every 20
 * orders while 49 others wait. The first target's station, its suppliers in turn.
 */
export function oneStationCreatePhase(targets: readonly CreateTarget[], token: string, today: string): Phase {
  const stationId = targets[0]!.stationId;
  const own = targets.filter((target) => target.stationId === stationId);
  let index = 0;
  return {
    key: ONE_STATION_CREATE_KEY,
    label: `${LABELS.create}, one station`,
    route: ROUTES.create,
    token,
    next: () => {
      const at = index;
      index += 1;
      return createRequest(own[at % own.length]!, today);
    },
  };
}

export const WRITE_KINDS: readonly WriteKind[] = ['create', 'send', 'receive'];

/**
 * The write ceilings (docs/perf/writes.md), at the write phases' 50 connections: one autocommit insert (a round trip
 * and its commit's WAL flush: the most any write can do here), and one transaction of as many one-row inserts as a
 * create made before decision 0010's second step (BEGIN, 6 statements, COMMIT: 8 round trips, one flush). Their gap
 * is what round trips cost; the write phases report their share of the first.
 */
export const WRITE_CEILING_KEY = 'write1';
export const WRITE_CEILINGS = [
  { key: WRITE_CEILING_KEY, statements: 1, label: 'ceiling: one committed write (autocommit insert)' },
  { key: 'write6tx', statements: 6, label: 'ceiling: transaction of 6 inserts (8 round trips)' },
] as const;

export const isWriteCeiling = (key: string) => WRITE_CEILINGS.some((ceiling) => ceiling.key === key);

export function writeCeilingPhases(): Phase[] {
  return WRITE_CEILINGS.map(({ key, statements, label }) => {
    const path = `/api/bench/write?statements=${statements}`;
    return {
      key,
      label,
      route: `POST /api/bench/write?statements=${statements}`,
      token: null,
      // The load sends JSON's content type with every request, and Fastify refuses an empty JSON body.
      next: () => ({ method: 'POST', path, body: {} }),
    };
  });
}

export function writePhases(input: {
  venues: readonly SpreadVenue[];
  spreadTokens: readonly string[];
  targets: readonly CreateTarget[];
  bigToken: string;
  bigVenueId: number;
  queues: WriteQueues;
  now: Date;
}): Phase[] {
  const today = venueToday(input.now);
  return WRITE_KINDS.flatMap((kind) => [
    spreadPhase(kind, input.venues, input.spreadTokens, input.queues, today),
    concentratedPhase(kind, input.targets, input.bigToken, input.queues, input.bigVenueId, today),
    ...(kind === 'create' ? [oneStationCreatePhase(input.targets, input.bigToken, today)] : []),
  ]);
}
