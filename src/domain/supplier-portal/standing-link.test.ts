import { describe, expect, it } from 'vitest';
import { inStandingTab, standingOrderState } from './standing-link';

describe("the standing link's order states (docs/PRODUCT.md#standing-links)", () => {
  it('a sent order nobody answered has arrived; an answer confirms or rejects it', () => {
    expect(standingOrderState('IN_PROGRESS', null)).toBe('arrived');
    expect(standingOrderState('IN_PROGRESS', 'CONFIRMED')).toBe('confirmed');
    expect(standingOrderState('IN_PROGRESS', 'CONFIRMED_WITH_CHANGES')).toBe('confirmed');
    expect(standingOrderState('IN_PROGRESS', 'REJECTED')).toBe('rejected');
  });

  it('an order received in full or in part is delivered, whatever was answered', () => {
    expect(standingOrderState('COMPLETED', 'CONFIRMED')).toBe('delivered');
    expect(standingOrderState('INCOMPLETE', null)).toBe('delivered');
    expect(standingOrderState('COMPLETED', 'REJECTED')).toBe('delivered');
  });

  it('every order is under "All orders"; a rejected one only there', () => {
    expect(inStandingTab('all', 'rejected')).toBe(true);
    expect(
      ['arrived', 'confirmed', 'delivered'].some((tab) => inStandingTab(tab as 'arrived', 'rejected')),
    ).toBe(false);
    expect(inStandingTab('confirmed', 'confirmed')).toBe(true);
    expect(inStandingTab('arrived', 'delivered')).toBe(false);
  });
});
