import { describe, expect, it } from 'vitest';
import { dueOccurrenceDate, nextOccurrence, occurrenceDeliveryDate } from './occurrence';

// 2026-03-02 is a Monday (weekday 0); Belgrade is UTC+1 in March.
const mondayAt = (utc: string) => new Date(`2026-03-02T${utc}:00Z`);
const rhythm = { weekdays: [0, 3], time: '08:00', skippedDates: [] as string[], paused: false };

describe('dueOccurrenceDate', () => {
  it('is due on a chosen weekday once its Belgrade time is reached', () => {
    expect(dueOccurrenceDate(rhythm, mondayAt('06:59'))).toBeNull();
    expect(dueOccurrenceDate(rhythm, mondayAt('07:00'))).toBe('2026-03-02');
    expect(dueOccurrenceDate(rhythm, mondayAt('22:30'))).toBe('2026-03-02');
  });

  it('is never due on another weekday, a skipped date or while paused', () => {
    expect(dueOccurrenceDate(rhythm, new Date('2026-03-03T10:00:00Z'))).toBeNull();
    expect(dueOccurrenceDate({ ...rhythm, skippedDates: ['2026-03-02'] }, mondayAt('10:00'))).toBeNull();
    expect(dueOccurrenceDate({ ...rhythm, paused: true }, mondayAt('10:00'))).toBeNull();
  });

  it('takes the date in Belgrade, not in UTC', () => {
    // 23:30 UTC on Sunday is already Monday 00:30 in Belgrade.
    expect(dueOccurrenceDate({ ...rhythm, time: '00:15' }, new Date('2026-03-01T23:30:00Z'))).toBe(
      '2026-03-02',
    );
  });
});

describe('nextOccurrence', () => {
  it("is today's when its time is still ahead, else the next chosen weekday", () => {
    expect(nextOccurrence(rhythm, mondayAt('06:00'))).toEqual({ date: '2026-03-02', time: '08:00' });
    expect(nextOccurrence(rhythm, mondayAt('08:00'))).toEqual({ date: '2026-03-05', time: '08:00' });
  });

  it('passes over skipped dates', () => {
    const skipping = { ...rhythm, skippedDates: ['2026-03-05'] };
    expect(nextOccurrence(skipping, mondayAt('08:00'))).toEqual({ date: '2026-03-09', time: '08:00' });
  });

  it('has none while paused', () => {
    expect(nextOccurrence({ ...rhythm, paused: true }, mondayAt('06:00'))).toBeNull();
  });
});

describe('occurrenceDeliveryDate', () => {
  it("is the supplier's next delivery day the cut-off allows", () => {
    // Delivers Wednesday and Friday; orders by 10:00 the day before.
    const schedule = { daysInWeek: [2, 4], timeToOrder: '10:00' };
    expect(occurrenceDeliveryDate(schedule, '2026-03-02', '08:00')).toBe('2026-03-04');
    // Tuesday 11:00 misses Wednesday's cut-off: Friday.
    expect(occurrenceDeliveryDate(schedule, '2026-03-03', '11:00')).toBe('2026-03-06');
  });

  it('is the next day without a schedule', () => {
    expect(occurrenceDeliveryDate(null, '2026-03-02', '08:00')).toBe('2026-03-03');
  });
});
