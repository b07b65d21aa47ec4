import { describe, expect, it } from 'vitest';
import {
  overDeliveries,
  type ReceivableItem,
  type ReceivedItem,
  receiveOutcome,
  type ReceiveRules,
} from './receive';

const PRO: ReceiveRules = { reasonsAllowed: true, isCustom: false };
const BASIC: ReceiveRules = { reasonsAllowed: false, isCustom: false };
const CUSTOM: ReceiveRules = { reasonsAllowed: true, isCustom: true };

const items: ReceivableItem[] = [
  { id: 1, amount: '5', status: 'PENDING' },
  { id: 2, amount: '2', status: 'PENDING' },
  { id: 3, amount: '10', status: 'PENDING' },
];

const delivered = (id: number, deliveredAmount?: string): ReceivedItem => ({
  id,
  status: 'DELIVERED',
  deliveredAmount,
});
const missing = (id: number, notDeliveredReason?: ReceivedItem['notDeliveredReason']): ReceivedItem => ({
  id,
  status: 'NOT_DELIVERED',
  notDeliveredReason,
});

describe('receiving an order (docs/PRODUCT.md#receiving)', () => {
  it('everything arrived: the order is completed and each item delivered in full', () => {
    const outcome = receiveOutcome(items, [delivered(1), delivered(2), delivered(3)], PRO);
    expect(outcome).toMatchObject({ ok: true, orderStatus: 'COMPLETED', movedItemIds: [] });
    if (outcome.ok)
      expect(outcome.updates.map((u) => [u.id, u.status, u.deliveredAmount])).toEqual([
        [1, 'DELIVERED', '5'],
        [2, 'DELIVERED', '2'],
        [3, 'DELIVERED', '10'],
      ]);
  });

  it('a partial delivery is saved as delivered with the amount that came, and completes the order', () => {
    const outcome = receiveOutcome(items, [delivered(1, '3.5'), delivered(2), delivered(3)], PRO);
    expect(outcome).toMatchObject({ ok: true, orderStatus: 'COMPLETED' });
    if (outcome.ok) expect(outcome.updates[0]).toMatchObject({ status: 'DELIVERED', deliveredAmount: '3.5' });
  });

  it('an item arriving later keeps the order incomplete', () => {
    const outcome = receiveOutcome(items, [delivered(1), missing(2, 'ARRIVE_LATER'), delivered(3)], PRO);
    expect(outcome).toMatchObject({ ok: true, orderStatus: 'INCOMPLETE' });
    if (outcome.ok)
      expect(outcome.updates[1]).toMatchObject({ status: 'INCOMPLETE', notDeliveredReason: 'ARRIVE_LATER' });
  });

  it('moved items are listed for the new order and the order still completes', () => {
    const outcome = receiveOutcome(
      items,
      [missing(1, 'MOVE_TO_NEW'), delivered(2), missing(3, 'MOVE_TO_NEW')],
      PRO,
    );
    expect(outcome).toMatchObject({ ok: true, orderStatus: 'COMPLETED', movedItemIds: [1, 3] });
    if (outcome.ok)
      expect(outcome.updates[0]).toMatchObject({ status: 'MOVE_TO_NEW', notDeliveredReason: 'MOVE_TO_NEW' });
  });

  it('not available closes the item as not delivered', () => {
    const outcome = receiveOutcome(items, [missing(1, 'NOT_AVAILABLE'), delivered(2), delivered(3)], PRO);
    expect(outcome).toMatchObject({ ok: true, orderStatus: 'COMPLETED' });
    if (outcome.ok)
      expect(outcome.updates[0]).toMatchObject({
        status: 'NOT_DELIVERED',
        notDeliveredReason: 'NOT_AVAILABLE',
      });
  });

  it('every outcome at once: partial, moved, later, not available', () => {
    const four = [...items, { id: 4, amount: '1', status: 'PENDING' as const }];
    const outcome = receiveOutcome(
      four,
      [delivered(1, '4'), missing(2, 'MOVE_TO_NEW'), missing(3, 'ARRIVE_LATER'), missing(4, 'NOT_AVAILABLE')],
      PRO,
    );
    expect(outcome).toMatchObject({ ok: true, orderStatus: 'INCOMPLETE', movedItemIds: [2] });
  });

  it('nothing waiting may be left unresolved', () => {
    expect(receiveOutcome(items, [delivered(1), delivered(2)], PRO)).toEqual({
      ok: false,
      code: 'unresolvedItems',
    });
    expect(receiveOutcome(items, [delivered(1), delivered(2), missing(3)], PRO)).toEqual({
      ok: false,
      code: 'unresolvedItems',
    });
  });

  it('a later receipt resolves only the items still waiting and can complete the order', () => {
    const afterFirst: ReceivableItem[] = [
      { id: 1, amount: '5', status: 'DELIVERED' },
      { id: 2, amount: '2', status: 'INCOMPLETE' },
      { id: 3, amount: '10', status: 'MOVE_TO_NEW' },
    ];
    expect(receiveOutcome(afterFirst, [delivered(2)], PRO)).toMatchObject({
      ok: true,
      orderStatus: 'COMPLETED',
    });
    expect(receiveOutcome(afterFirst, [missing(2, 'ARRIVE_LATER')], PRO)).toMatchObject({
      ok: true,
      orderStatus: 'INCOMPLETE',
    });
  });

  it('refuses to re-resolve an item someone else already resolved (stale screen)', () => {
    const afterFirst: ReceivableItem[] = [
      { id: 1, amount: '5', status: 'DELIVERED' },
      { id: 2, amount: '2', status: 'INCOMPLETE' },
    ];
    expect(receiveOutcome(afterFirst, [delivered(1), delivered(2)], PRO)).toEqual({
      ok: false,
      code: 'order_changed',
    });
  });

  it('refuses unknown and repeated item ids', () => {
    expect(receiveOutcome(items, [delivered(1), delivered(2), delivered(3), delivered(99)], PRO)).toEqual({
      ok: false,
      code: 'invalidInput',
    });
    expect(receiveOutcome(items, [delivered(1), delivered(1), delivered(2), delivered(3)], PRO)).toEqual({
      ok: false,
      code: 'invalidInput',
    });
  });

  it('refuses contradictions: a delivered item with a reason, a missing one with an amount', () => {
    expect(
      receiveOutcome(
        items,
        [{ ...delivered(1), notDeliveredReason: 'NOT_AVAILABLE' }, delivered(2), delivered(3)],
        PRO,
      ),
    ).toEqual({ ok: false, code: 'invalidInput' });
    expect(
      receiveOutcome(
        items,
        [{ ...missing(1, 'NOT_AVAILABLE'), deliveredAmount: '1' }, delivered(2), delivered(3)],
        PRO,
      ),
    ).toEqual({ ok: false, code: 'invalidInput' });
  });
});

describe('reasons are PRO-only (docs/PRODUCT.md#receive-outcomes)', () => {
  it('on BASIC only delivered (full or partial) and not available are accepted', () => {
    expect(
      receiveOutcome(items, [delivered(1, '1'), missing(2), missing(3, 'NOT_AVAILABLE')], BASIC),
    ).toMatchObject({ ok: true, orderStatus: 'COMPLETED' });
    expect(receiveOutcome(items, [delivered(1), delivered(2), missing(3, 'MOVE_TO_NEW')], BASIC)).toEqual({
      ok: false,
      code: 'reasonNotAllowed',
    });
    expect(receiveOutcome(items, [delivered(1), delivered(2), missing(3, 'ARRIVE_LATER')], BASIC)).toEqual({
      ok: false,
      code: 'reasonNotAllowed',
    });
  });

  it('warehouse orders have no reason choice: not delivered is not available', () => {
    const outcome = receiveOutcome(items, [missing(1), delivered(2), delivered(3)], CUSTOM);
    expect(outcome).toMatchObject({ ok: true, orderStatus: 'COMPLETED' });
    if (outcome.ok)
      expect(outcome.updates[0]).toMatchObject({
        status: 'NOT_DELIVERED',
        notDeliveredReason: 'NOT_AVAILABLE',
      });
    expect(receiveOutcome(items, [missing(1, 'MOVE_TO_NEW'), delivered(2), delivered(3)], CUSTOM)).toEqual({
      ok: false,
      code: 'reasonNotAllowed',
    });
  });

  it('refuses a delivered amount beyond the largest amount, or not an amount at all (docs/PRODUCT.md#amount-bounds)', () => {
    expect(receiveOutcome(items, [delivered(1, '100000.5'), delivered(2), delivered(3)], PRO)).toEqual({
      ok: false,
      code: 'amountTooLarge',
    });
    expect(receiveOutcome(items, [delivered(1, '0.05'), delivered(2), delivered(3)], PRO)).toEqual({
      ok: false,
      code: 'invalidAmount',
    });
    expect(receiveOutcome(items, [delivered(1, '100000'), delivered(2), delivered(3)], PRO)).toMatchObject({
      ok: true,
    });
  });

  it('receives in full an item whose stored amount predates the bound, without checking it again', () => {
    const legacy: ReceivableItem[] = [{ id: 9, amount: '19999999999.998', status: 'PENDING' }];
    const outcome = receiveOutcome(legacy, [delivered(9)], PRO);
    expect(outcome).toMatchObject({ ok: true, orderStatus: 'COMPLETED' });
    if (outcome.ok) expect(outcome.updates[0]?.deliveredAmount).toBe('19999999999.998');
  });
});

describe('receiving more than was ordered', () => {
  const ordered: ReceivableItem[] = [
    { id: 1, amount: '2.500', status: 'PENDING' },
    { id: 2, amount: '4', status: 'PENDING' },
    { id: 3, amount: '1', status: 'PENDING' },
  ];

  it('names the items whose delivered amount passes the ordered one, and nothing else', () => {
    const received: ReceivedItem[] = [
      { id: 1, status: 'DELIVERED', deliveredAmount: '3' },
      { id: 2, status: 'DELIVERED', deliveredAmount: '4' },
      { id: 3, status: 'DELIVERED' },
    ];
    expect(overDeliveries(ordered, received)).toEqual([{ item: ordered[0], deliveredAmount: '3' }]);
  });

  it('is empty for partial and missing deliveries', () => {
    expect(
      overDeliveries(ordered, [
        { id: 1, status: 'DELIVERED', deliveredAmount: '2.4' },
        { id: 2, status: 'NOT_DELIVERED', notDeliveredReason: 'NOT_AVAILABLE' },
      ]),
    ).toEqual([]);
  });
});

describe('the price paid at receiving (docs/PRODUCT.md#prices)', () => {
  it('keeps the paid price of a delivered line, and none for lines without one', () => {
    const outcome = receiveOutcome(
      items,
      [{ ...delivered(1), paidPrice: '132.00' }, delivered(2), delivered(3)],
      PRO,
    );
    expect(outcome.ok && outcome.updates.map((update) => update.paidPrice)).toEqual(['132.00', null, null]);
  });

  it('refuses a paid price on a line that did not arrive', () => {
    expect(
      receiveOutcome(
        items,
        [delivered(1), delivered(2), { ...missing(3, 'NOT_AVAILABLE'), paidPrice: '5.00' }],
        PRO,
      ),
    ).toEqual({ ok: false, code: 'invalidInput' });
  });
});
