import { describe, expect, it } from 'vitest';
import {
  defaultDeliveryDate,
  isDeliveryDay,
  missesCutoff,
  SupplierNoteInputSchema,
  weekdayId,
} from './ordering-schedule';

// 2026-11-23 is a Monday.
const MONDAY = '2026-11-23';
const schedule = { daysInWeek: [1, 3], timeToOrder: '14:00' }; // Tuesday and Thursday, order by 14:00 the day before

describe('ordering schedule rule', () => {
  it('numbers weekdays from Monday 0 to Sunday 6', () => {
    expect(weekdayId(MONDAY)).toBe(0);
    expect(weekdayId('2026-11-29')).toBe(6);
    expect(weekdayId('2026-12-01')).toBe(1);
  });

  it('allows only the delivery weekdays, and every day without a schedule or days', () => {
    expect(isDeliveryDay(schedule, '2026-11-24')).toBe(true);
    expect(isDeliveryDay(schedule, '2026-11-25')).toBe(false);
    expect(isDeliveryDay(null, '2026-11-25')).toBe(true);
    expect(isDeliveryDay({ daysInWeek: [], timeToOrder: '00:00' }, '2026-11-25')).toBe(true);
  });

  it('warns after the cut-off of the day before the delivery, and never without a cut-off', () => {
    expect(missesCutoff(schedule, '2026-11-24', { today: MONDAY, time: '13:59' })).toBe(false);
    expect(missesCutoff(schedule, '2026-11-24', { today: MONDAY, time: '14:00' })).toBe(true);
    expect(missesCutoff(schedule, MONDAY, { today: MONDAY, time: '08:00' })).toBe(true);
    expect(missesCutoff(schedule, '2026-11-26', { today: MONDAY, time: '20:00' })).toBe(false);
    expect(
      missesCutoff({ daysInWeek: [1], timeToOrder: '00:00' }, MONDAY, { today: MONDAY, time: '23:00' }),
    ).toBe(false);
  });

  it('defaults to the next delivery day the cut-off allows, else tomorrow', () => {
    expect(defaultDeliveryDate(schedule, { today: MONDAY, time: '10:00' })).toBe('2026-11-24');
    expect(defaultDeliveryDate(schedule, { today: MONDAY, time: '15:00' })).toBe('2026-11-26');
    expect(defaultDeliveryDate(null, { today: MONDAY, time: '15:00' })).toBe('2026-11-24');
    expect(
      defaultDeliveryDate({ daysInWeek: [], timeToOrder: '00:00' }, { today: MONDAY, time: '1:00' }),
    ).toBe('2026-11-24');
  });

  it('validates the note body: times HH:MM, weekdays 0-6 without repeats', () => {
    expect(
      SupplierNoteInputSchema.parse({ timeToOrder: '09:30', daysInWeek: [4, 0, 4], note: ' x ' }),
    ).toEqual({
      timeToOrder: '09:30',
      timeToDeliver: '00:00',
      daysInWeek: [0, 4],
      note: 'x',
      // No minimum order value unless one is given (decision 0025).
      minimumOrderValue: null,
    });
    for (const bad of [
      { timeToOrder: '24:00', daysInWeek: [] },
      { timeToOrder: '9:30', daysInWeek: [] },
      { daysInWeek: [7] },
      { daysInWeek: [1.5] },
      { daysInWeek: 'monday' },
    ]) {
      expect(SupplierNoteInputSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
