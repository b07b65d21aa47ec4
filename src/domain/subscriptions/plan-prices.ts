/**
 * Plan prices and what each plan offers (docs/PRODUCT.md#plan-prices, decision 0034): the super admin sets each
 * plan's monthly price in RSD; the plan dialog and the public /pricing page show it with what the plan includes,
 * read from the one plan-allowance definition (planAllowance), never restated.
 */
import { z } from 'zod';
import { PriceTextSchema } from '@/domain/prices/money';
import { type Plan, PLANS } from '@/domain/shared/enums';
import { MAX_DEPARTMENT_LIMIT, planAllowance, type PlanAllowance } from './plan-allowance';

/** The currency plans are priced in. */
export const PLAN_CURRENCY = 'RSD';

/** The station limit a venue starts with (subscriptions.department_limit's default). */
export const DEFAULT_DEPARTMENT_LIMIT = 2;

export const PlanPriceSchema = z.object({
  plan: z.enum(PLANS),
  /** Monthly price in RSD, exact decimal text ("2990.00"); null while the super admin has not set one. */
  monthlyPrice: z.string().nullable(),
});
export type PlanPrice = z.infer<typeof PlanPriceSchema>;
export const PlanPriceListSchema = z.array(PlanPriceSchema);

/** POST /subscription/setPlanPrice: one plan's monthly price (0 to MAX_PRICE RSD, two decimals at most). */
export const SetPlanPriceSchema = z.object({
  plan: z.enum(PLANS, { error: 'invalidInput' }),
  monthlyPrice: PriceTextSchema,
});
export type SetPlanPriceInput = z.input<typeof SetPlanPriceSchema>;

export type OfferedFeature = Exclude<keyof PlanAllowance, 'stations'>;

/** The features a plan can include, in the order /pricing lists them. */
export const OFFERED_FEATURES = [
  'ordering',
  'messengers',
  'orderingSchedules',
  'receiveReasons',
  'credits',
  'priceHistory',
] as const satisfies readonly OfferedFeature[];

export interface PlanOffer {
  plan: Plan;
  /** Stations a new venue on the plan gets. */
  stations: number;
  /** The super admin can give the venue more stations (the plan follows the subscription's limit). */
  moreStationsOnRequest: boolean;
  /** FREE: everything only during its trial. */
  trialOnly: boolean;
  features: Record<OfferedFeature, boolean>;
}

/** What each plan includes for a new venue: FREE as during its trial, BASIC and PRO as paid. */
export function planOffers(): PlanOffer[] {
  return PLANS.map((plan) => {
    const offered = (departmentLimit: number) => planAllowance({ plan, trialEnded: false, departmentLimit });
    const { stations, ...features } = offered(DEFAULT_DEPARTMENT_LIMIT);
    const moreStationsOnRequest = offered(MAX_DEPARTMENT_LIMIT).stations > stations;
    return { plan, stations, moreStationsOnRequest, trialOnly: plan === 'FREE', features };
  });
}
