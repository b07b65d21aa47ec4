/**
 * What a venue's plan allows (docs/PRODUCT.md#plan-allowance): the one definition every server check and every
 * disabled button with its hint follows. FREE venues try the whole product during their trial and can do nothing but
 * ask for a plan after it; BASIC has two stations and no PRO features; PRO has everything, with the stations its
 * subscription allows.
 */
import type { Plan } from '@/domain/shared/enums';

/** BASIC allows 2 stations (docs/PRODUCT.md#constants-limits). */
export const BASIC_STATION_LIMIT = 2;

export interface PlanState {
  plan: Plan;
  trialEnded: boolean;
  /** The subscription's station limit (FREE and PRO follow it; BASIC is fixed). */
  departmentLimit: number;
}

export interface PlanAllowance {
  /** How many (active) stations the venue may have. */
  stations: number;
  /** Orders can be created and sent at all. */
  ordering: boolean;
  /** WhatsApp and Viber as send channels (docs/PRODUCT.md#send-channels, #plan-allowance: PRO). */
  messengers: boolean;
  /** Supplier ordering schedules (supplier notes; docs/PRODUCT.md#plan-allowance: PRO). */
  orderingSchedules: boolean;
  /** Not-delivered reasons other than "not available" when receiving (docs/PRODUCT.md#receive-outcomes: PRO). */
  receiveReasons: boolean;
  /** Credit requests to suppliers after a receipt (src/domain/credits): PRO. */
  credits: boolean;
  /** Paid-price history, the "prices that rose" alert and suppliers' price drift (docs/PRODUCT.md#prices: PRO). */
  priceHistory: boolean;
}

export function planAllowance({ plan, trialEnded, departmentLimit }: PlanState): PlanAllowance {
  const full = plan === 'PRO' || (plan === 'FREE' && !trialEnded);
  return {
    stations: plan === 'BASIC' ? BASIC_STATION_LIMIT : departmentLimit,
    ordering: !(plan === 'FREE' && trialEnded),
    messengers: full,
    orderingSchedules: full,
    receiveReasons: full,
    credits: full,
    priceHistory: full,
  };
}

/** The most stations the super admin can give one venue: far beyond any real kitchen, and a sane bound for input. */
export const MAX_DEPARTMENT_LIMIT = 100;
