import { describe, expect, it } from 'vitest';
import { answerDemo, demoOrder } from './demo-sample';

describe('the supplier demo (docs/PRODUCT.md#supplier-side)', () => {
  const now = new Date('2026-11-24T10:00:00Z');

  it('is a fixed sample order for tomorrow, answerable', () => {
    const view = demoOrder(now);
    expect(view).toMatchObject({
      orderNumber: 'DEMO-0001',
      deliveryDate: '2026-11-25',
      answerable: true,
      answer: null,
    });
    expect(view.lines).toHaveLength(3);
  });

  it('answers with the real rules, on the page only', () => {
    const view = demoOrder(now);
    const answered = answerDemo(
      view,
      { decision: 'confirm', declinedLines: [2], deliveryDate: '2026-11-26', note: 'x', version: 0 },
      now,
    );
    expect(answered.answer).toMatchObject({
      decision: 'CONFIRMED_WITH_CHANGES',
      declinedLines: [2],
      deliveryDate: '2026-11-26',
    });
    expect(answered.deliveryDate).toBe('2026-11-26');
    expect(() =>
      answerDemo(view, { decision: 'confirm', deliveryDate: '2026-11-20', version: 0 }, now),
    ).toThrow('dateInPast');
  });
});
