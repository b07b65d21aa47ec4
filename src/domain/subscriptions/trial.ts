/**
 * The FREE plan's trial (dashboard, Subscription: docs/PRODUCT.md#dashboard, #data-subscription): when it has ended
 * the venue sees a blocking modal and can only send a plan inquiry. Paid plans have no trial, whatever date may be
 * left on the row.
 */
import type { Plan } from '@/domain/shared/enums';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TrialStatus {
  trialEnded: boolean;
  /** Whole days left (a part of a day does not count); 0 once ended; null when the plan has no trial. */
  daysTillTrialEnds: number | null;
}

export function trialStatus(plan: Plan, trialEndsAt: Date | null, now: Date): TrialStatus {
  if (plan !== 'FREE' || trialEndsAt === null) return { trialEnded: false, daysTillTrialEnds: null };
  const left = trialEndsAt.getTime() - now.getTime();
  if (left <= 0) return { trialEnded: true, daysTillTrialEnds: 0 };
  return { trialEnded: false, daysTillTrialEnds: Math.floor(left / DAY_MS) };
}

/**
 * Venue admins see a quiet banner with the days left from this many days before the trial ends
 * (docs/PRODUCT.md#trial).
 */
export const TRIAL_BANNER_DAYS = 7;

/** Whether the trial's days-left banner shows: a running trial in its last TRIAL_BANNER_DAYS days. */
export function showsTrialBanner(status: TrialStatus): boolean {
  return (
    !status.trialEnded && status.daysTillTrialEnds !== null && status.daysTillTrialEnds < TRIAL_BANNER_DAYS
  );
}
