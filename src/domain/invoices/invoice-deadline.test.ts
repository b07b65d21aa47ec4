import { describe, expect, it } from 'vitest';
import { arrivalOf, decisionDeadline } from './invoice-deadline';

describe('the decision deadline of an incoming e-invoice', () => {
  it('is 15 days after arrival, and 5 more after the reminder', () => {
    const { deadline, finalDeadline } = decisionDeadline(new Date('2026-11-20T09:30:00Z'));
    expect(deadline.toISOString()).toBe('2026-12-05T09:30:00.000Z');
    expect(finalDeadline.toISOString()).toBe('2026-12-10T09:30:00.000Z');
  });

  it("counts from SEF's sending day when the file gives it, never from a later moment", () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(arrivalOf('2026-11-21', now).toISOString()).toBe('2026-11-21T00:00:00.000Z');
    expect(arrivalOf(null, now)).toEqual(now);
    expect(arrivalOf('2026-12-01', now)).toEqual(now);
  });
});
