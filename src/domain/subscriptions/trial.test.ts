import { describe, expect, it } from 'vitest';
import { showsTrialBanner, trialStatus } from './trial';

const now = new Date('2024-05-10T12:00:00Z');
const hours = (n: number) => new Date(now.getTime() + n * 60 * 60 * 1000);

describe('trialStatus', () => {
  it('counts the whole days left of a running FREE trial', () => {
    expect(trialStatus('FREE', hours(14 * 24), now)).toEqual({ trialEnded: false, daysTillTrialEnds: 14 });
    expect(trialStatus('FREE', hours(36), now)).toEqual({ trialEnded: false, daysTillTrialEnds: 1 });
  });

  it('answers 0 days but not ended when less than a day is left', () => {
    expect(trialStatus('FREE', hours(3), now)).toEqual({ trialEnded: false, daysTillTrialEnds: 0 });
  });

  it('has ended at the end instant and after it', () => {
    expect(trialStatus('FREE', now, now)).toEqual({ trialEnded: true, daysTillTrialEnds: 0 });
    expect(trialStatus('FREE', hours(-48), now)).toEqual({ trialEnded: true, daysTillTrialEnds: 0 });
  });

  it('has no trial on a FREE plan without an end date', () => {
    expect(trialStatus('FREE', null, now)).toEqual({ trialEnded: false, daysTillTrialEnds: null });
  });

  it('has no trial on paid plans, even with an old end date on the row', () => {
    expect(trialStatus('BASIC', hours(-48), now)).toEqual({ trialEnded: false, daysTillTrialEnds: null });
    expect(trialStatus('PRO', hours(48), now)).toEqual({ trialEnded: false, daysTillTrialEnds: null });
  });
});

describe('showsTrialBanner', () => {
  it('shows in the last seven days of a running trial only', () => {
    expect(showsTrialBanner({ trialEnded: false, daysTillTrialEnds: 7 })).toBe(false);
    expect(showsTrialBanner({ trialEnded: false, daysTillTrialEnds: 6 })).toBe(true);
    expect(showsTrialBanner({ trialEnded: false, daysTillTrialEnds: 0 })).toBe(true);
    expect(showsTrialBanner({ trialEnded: true, daysTillTrialEnds: 0 })).toBe(false);
    expect(showsTrialBanner({ trialEnded: false, daysTillTrialEnds: null })).toBe(false);
  });
});
