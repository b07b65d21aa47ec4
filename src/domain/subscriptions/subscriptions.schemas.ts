/**
 * The venue's subscription as the web reads it (Subscription, GET /subscription/getSubscription/{id}:
 * docs/PRODUCT.md#data-subscription, #api-subscriptions).
 */
import { z } from 'zod';
import { IdParamSchema, IdSchema } from '@/domain/shared/ids';
import { PLANS, PlanSchema } from '@/domain/shared/enums';
import { MAX_DEPARTMENT_LIMIT } from './plan-allowance';

export const SubscriptionSchema = z.object({
  plan: PlanSchema,
  /**
   * FREE plan whose trial is over: the dashboard blocks everything but a plan inquiry (docs/PRODUCT.md#plan-inquiry).
   */
  trialEnded: z.boolean(),
  /** Whole days left of the trial; 0 once ended; null when the plan has no trial. */
  daysTillTrialEnds: z.number().int().nullable(),
  /** How many stations the venue may have (docs/PRODUCT.md#station-limit). */
  departmentLimit: z.number().int(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const SubscriptionParamsSchema = z.object({ venueId: IdParamSchema });

/** The most stations one inquiry can tick: more than any venue may have. */
const MAX_CHECKED_STATIONS = MAX_DEPARTMENT_LIMIT;

/**
 * POST /subscription/setSubscription (docs/PRODUCT.md#api-subscriptions): the super admin sets a venue's plan and
 * station limit.
 */
export const SetSubscriptionSchema = z.object({
  venueId: IdSchema,
  plan: z.enum(PLANS, { error: 'invalidInput' }),
  /** Stations FREE and PRO allow (BASIC is fixed at two); unchanged when absent. */
  departmentLimit: z
    .number({ error: 'invalidInput' })
    .int('invalidInput')
    .min(1, 'invalidInput')
    .max(MAX_DEPARTMENT_LIMIT, 'invalidInput')
    .optional(),
  /** Stations to keep when the plan allows fewer than the venue has; else the latest inquiry's, else the oldest. */
  checkedStations: z
    .array(IdSchema, { error: 'invalidInput' })
    .max(MAX_CHECKED_STATIONS, 'invalidInput')
    .optional(),
});
export type SetSubscriptionInput = z.infer<typeof SetSubscriptionSchema>;

export const PaidPlanSchema = z.enum(['BASIC', 'PRO'], { error: 'invalidInput' });
export type PaidPlan = z.infer<typeof PaidPlanSchema>;

/**
 * POST /subscription/sendPlanInquiry (docs/PRODUCT.md#plan-inquiry, #api-subscriptions): a venue asks for a paid
 * plan.
 */
export const PlanInquiryInputSchema = z.object({
  venueId: IdSchema,
  /** The person asking: always the caller (the wire carries it, docs/PRODUCT.md#api-subscriptions). */
  userId: IdSchema,
  selectedPlan: PaidPlanSchema,
  /** With BASIC and more than two stations, the ones to keep (docs/PRODUCT.md#plan-allowance). */
  checkedStations: z.array(IdSchema, { error: 'invalidInput' }).max(MAX_CHECKED_STATIONS, 'invalidInput'),
});
export type PlanInquiryInput = z.infer<typeof PlanInquiryInputSchema>;

export const PlanInquirySchema = z.object({
  id: z.number().int(),
  selectedPlan: PaidPlanSchema,
  /** Null once the person was deleted. */
  userName: z.string().nullable(),
  userEmail: z.string().nullable(),
  checkedStations: z.array(z.object({ id: z.number().int(), name: z.string() })),
  createdAt: z.string(),
  /** When a plan change answered it. */
  handledAt: z.string().nullable(),
});
export type PlanInquiry = z.infer<typeof PlanInquirySchema>;
export const PlanInquiryListSchema = z.array(PlanInquirySchema);
/**
 * POST /subscription/sendNewStationInquiry (limit-reached modal: docs/PRODUCT.md#station-inquiry): the venue and the
 * asking admin. The server trusts neither: the venue must be the caller's, the user the caller.
 */
export const StationInquirySchema = z.object({ venueId: IdSchema, userId: IdSchema });
export type StationInquiry = z.infer<typeof StationInquirySchema>;

export const StationInquirySentSchema = z.object({ sent: z.literal(true) });
