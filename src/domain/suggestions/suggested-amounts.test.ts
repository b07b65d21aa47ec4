import { describe, expect, it } from 'vitest';
import { amountStep, historyDates, isFreshCount, suggestAmount } from './suggested-amounts';

// A Tuesday; the Tuesdays before it are the 17th, 10th, 3rd of November, 27th, 20th and 13th of October.
const TUESDAY = '2026-11-24';

describe('suggested amounts', () => {
  it('looks at the same weekday of the six weeks before the delivery date', () => {
    expect(historyDates(TUESDAY)).toEqual([
      '2026-11-17',
      '2026-11-10',
      '2026-11-03',
      '2026-10-27',
      '2026-10-20',
      '2026-10-13',
    ]);
  });

  it('takes a count from today or yesterday as fresh, nothing older or later', () => {
    expect(isFreshCount('2026-11-24', '2026-11-24')).toBe(true);
    expect(isFreshCount('2026-11-23', '2026-11-24')).toBe(true);
    expect(isFreshCount('2026-11-22', '2026-11-24')).toBe(false);
    expect(isFreshCount('2026-11-25', '2026-11-24')).toBe(false);
  });

  it('rounds whole pieces and tenths of kilos and litres', () => {
    expect(amountStep('KOM')).toBe(1000);
    expect(amountStep('#')).toBe(1000);
    expect(amountStep('KG')).toBe(100);
    expect(amountStep('Litar')).toBe(100);
  });

  it('suggests nothing without history, count or par', () => {
    expect(suggestAmount({ unit: 'KOM', par: null, counted: null, history: [] }, TUESDAY)).toBeNull();
    expect(suggestAmount({ unit: 'KOM', par: '10', counted: null, history: [] }, TUESDAY)).toBeNull();
    // A count without a par says what is there, not what is needed.
    expect(suggestAmount({ unit: 'KOM', par: null, counted: '4', history: [] }, TUESDAY)).toBeNull();
  });

  it('fills up to par from a fresh count, rounded up to the step, never below zero', () => {
    expect(suggestAmount({ unit: 'KOM', par: '10', counted: '4', history: [] }, TUESDAY)).toEqual({
      amount: '6',
      source: 'count',
      par: '10',
      counted: '4',
    });
    expect(suggestAmount({ unit: 'KOM', par: '10', counted: '4.5', history: [] }, TUESDAY)?.amount).toBe('6');
    expect(suggestAmount({ unit: 'KG', par: '5', counted: '1.25', history: [] }, TUESDAY)?.amount).toBe(
      '3.8',
    );
    expect(suggestAmount({ unit: 'KG', par: '5', counted: '7', history: [] }, TUESDAY)?.amount).toBe('0');
  });

  it('prefers the count over the history', () => {
    const history = [{ deadline: '2026-11-17', amount: '9' }];
    expect(suggestAmount({ unit: 'KOM', par: '10', counted: '8', history }, TUESDAY)).toMatchObject({
      source: 'count',
      amount: '2',
    });
  });

  it('averages a weekly history over the weeks ordered, adding up two orders of one day', () => {
    const weekly = [
      { deadline: '2026-11-17', amount: '3' },
      { deadline: '2026-11-10', amount: '2' },
      { deadline: '2026-11-10', amount: '2' },
      { deadline: '2026-11-03', amount: '5' },
    ];
    expect(suggestAmount({ unit: 'KOM', par: null, counted: null, history: weekly }, TUESDAY)).toEqual({
      amount: '4',
      source: 'history',
      weeks: 3,
    });
    expect(
      suggestAmount(
        {
          unit: 'KG',
          par: null,
          counted: null,
          history: [
            { deadline: '2026-11-17', amount: '1.5' },
            { deadline: '2026-11-10', amount: '2' },
            { deadline: '2026-11-03', amount: '2' },
          ],
        },
        TUESDAY,
      ),
    ).toEqual({ amount: '1.8', source: 'history', weeks: 3 });
  });

  it('leaves out other weekdays and older weeks of an irregular history', () => {
    const irregular = [
      { deadline: '2026-11-18', amount: '40' }, // a Wednesday
      { deadline: '2026-11-21', amount: '40' }, // a Saturday
      { deadline: '2026-10-06', amount: '40' }, // a Tuesday seven weeks back
      { deadline: '2026-10-20', amount: '0.4' },
    ];
    expect(suggestAmount({ unit: 'KOM', par: null, counted: null, history: irregular }, TUESDAY)).toEqual({
      // 0.4 of a piece rounds to one piece: it was ordered, so something is suggested.
      amount: '1',
      source: 'history',
      weeks: 1,
    });
    expect(
      suggestAmount({ unit: 'KOM', par: null, counted: null, history: irregular.slice(0, 3) }, TUESDAY),
    ).toBeNull();
  });
});
