import { describe, expect, it } from 'vitest';
import {
  cutoffTimesWithin,
  dueReminders,
  type ReminderOrder,
  upcomingCutoff,
  zonedInstant,
} from './cutoff-reminders';

// 2026-11-23 is a Monday; Belgrade is UTC+1 in winter, UTC+2 in summer.
const MONDAY = '2026-11-23';
/** Delivers Tuesday and Thursday; order by 14:00 the day before. */
const schedule = { daysInWeek: [1, 3], timeToOrder: '14:00' };
/** A Belgrade wall-clock instant. */
const at = (date: string, time: string) => zonedInstant(date, time);
const order = (change: Partial<ReminderOrder> = {}): ReminderOrder => ({
  id: 7,
  deadline: '2026-11-24',
  rejected: false,
  awaitingOpen: false,
  ...change,
});

describe('the venue time of a cut-off', () => {
  it('is a Belgrade wall-clock time, whatever the server zone, in winter and in summer', () => {
    expect(at(MONDAY, '14:00').toISOString()).toBe('2026-11-23T13:00:00.000Z');
    expect(at('2026-07-06', '14:00').toISOString()).toBe('2026-07-06T12:00:00.000Z');
    // The spring change (02:00 -> 03:00 on 2026-03-29): a skipped time resolves to the hour after.
    expect(at('2026-03-29', '01:30').toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(at('2026-03-29', '03:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('lists the wall-clock times of the next minutes, across midnight and without "no cut-off"', () => {
    const times = cutoffTimesWithin(at(MONDAY, '23:30'), 60);
    expect(times).toHaveLength(59);
    expect(times[0]).toBe('23:31');
    expect(times).toContain('00:30');
    expect(times).not.toContain('00:00');
    expect(times).not.toContain('23:30');
  });
});

describe('the cut-off ahead', () => {
  it('is the one of tomorrow’s delivery within the window, never one already passed', () => {
    expect(upcomingCutoff(schedule, at(MONDAY, '13:00'), 60)).toEqual({
      deliveryDate: '2026-11-24',
      cutoffTime: '14:00',
      minutesLeft: 60,
    });
    expect(upcomingCutoff(schedule, at(MONDAY, '12:59'), 60)).toBeNull();
    expect(upcomingCutoff(schedule, at(MONDAY, '13:59'), 60)?.minutesLeft).toBe(1);
    expect(upcomingCutoff(schedule, at(MONDAY, '14:00'), 60)).toBeNull();
    expect(upcomingCutoff(schedule, at(MONDAY, '14:01'), 60)).toBeNull();
  });

  it('needs a cut-off and a delivery tomorrow (a schedule without days delivers any day)', () => {
    expect(upcomingCutoff({ ...schedule, timeToOrder: '00:00' }, at(MONDAY, '23:30'), 60)).toBeNull();
    expect(upcomingCutoff(null, at(MONDAY, '13:30'), 60)).toBeNull();
    // Tuesday -> Wednesday: no delivery on Wednesday.
    expect(upcomingCutoff(schedule, at('2026-11-24', '13:30'), 60)).toBeNull();
    expect(upcomingCutoff({ daysInWeek: [], timeToOrder: '14:00' }, at('2026-11-24', '13:30'), 60)).toEqual(
      expect.objectContaining({ deliveryDate: '2026-11-25' }),
    );
  });

  it('near midnight is the day after tomorrow’s when the cut-off is just after midnight', () => {
    const early = { daysInWeek: [], timeToOrder: '00:30' };
    // Monday 23:45: the 00:30 cut-off is Tuesday's, for Wednesday's delivery.
    expect(upcomingCutoff(early, at(MONDAY, '23:45'), 60)).toEqual({
      deliveryDate: '2026-11-25',
      cutoffTime: '00:30',
      minutesLeft: 45,
    });
    // Tuesday 00:10: still the same cut-off, now today's.
    expect(upcomingCutoff(early, at('2026-11-24', '00:10'), 60)?.deliveryDate).toBe('2026-11-25');
    const late = { daysInWeek: [], timeToOrder: '23:50' };
    expect(upcomingCutoff(late, at(MONDAY, '23:00'), 60)?.deliveryDate).toBe('2026-11-24');
    expect(upcomingCutoff(late, at('2026-11-24', '00:05'), 60)).toBeNull();
  });
});

describe('the reminders due', () => {
  it('reminds 60 minutes ahead when nothing is ordered for that delivery', () => {
    expect(dueReminders(schedule, [], at(MONDAY, '13:00'))).toEqual([
      { kind: 'cutoffSoon', deliveryDate: '2026-11-24', cutoffTime: '14:00' },
    ]);
    expect(dueReminders(schedule, [], at(MONDAY, '12:59'))).toEqual([]);
    // An order for another day does not count.
    expect(dueReminders(schedule, [order({ deadline: '2026-11-26' })], at(MONDAY, '13:30'))).toHaveLength(1);
  });

  it('counts an order in any status for that day, except one the supplier rejected', () => {
    expect(dueReminders(schedule, [order()], at(MONDAY, '13:30'))).toEqual([]);
    expect(dueReminders(schedule, [order({ rejected: true })], at(MONDAY, '13:30'))).toEqual([
      { kind: 'cutoffSoon', deliveryDate: '2026-11-24', cutoffTime: '14:00' },
    ]);
  });

  it('asks to call the supplier 30 minutes ahead when a sent order was not opened', () => {
    const sent = order({ awaitingOpen: true });
    expect(dueReminders(schedule, [sent], at(MONDAY, '13:29'))).toEqual([]);
    expect(dueReminders(schedule, [sent], at(MONDAY, '13:30'))).toEqual([
      { kind: 'supplierNotOpened', orderId: 7, deliveryDate: '2026-11-24', cutoffTime: '14:00' },
    ]);
    expect(dueReminders(schedule, [sent], at(MONDAY, '14:00'))).toEqual([]);
    expect(dueReminders(schedule, [order()], at(MONDAY, '13:45'))).toEqual([]);
    expect(dueReminders(schedule, [sent], at('2026-11-24', '13:45'))).toEqual([]);
  });
});
