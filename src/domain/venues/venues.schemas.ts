/**
 * Venue registration and access ("No venue" dashboard, Venue registration: docs/PRODUCT.md#dashboard-no-venue,
 * #data-venue, #input-rules): one definition for the server's validation and the web's forms. Messages are catalogue
 * codes (errors.ts).
 */
import { z } from 'zod';
import { EmailSchema, NameSchema, PhoneSchema } from '@/domain/auth/auth.schemas';
import { VENUE_CATEGORIES } from '@/domain/shared/enums';
import { IdSchema } from '@/domain/shared/ids';
import { userText } from '@/domain/shared/text';
import { ValidPibSchema } from '@/domain/shared/pib';

/**
 * Days a new venue tries the whole product on the FREE plan ("FREE with a trial that can end":
 * docs/PRODUCT.md#plans).
 */
export const TRIAL_DAYS = 30;
/** Stations a FREE venue may have (departmentLimit, docs/PRODUCT.md#station-limit; the same as BASIC). */
export const FREE_STATION_LIMIT = 2;
/** A venue's tax id: a valid Serbian PIB (shared/pib.ts, docs/decisions/0019-pib-rule.md; common.pibConstraint). */
export const VenuePibSchema = ValidPibSchema;

export const VenuePibParamsSchema = z.object({ pib: VenuePibSchema });

export const VenueCategoryCodeSchema = z.enum(VENUE_CATEGORIES);
/** A venue category (docs/PRODUCT.md#venue-categories) with its name in the caller's language. */
export const VenueCategorySchema = z.object({
  id: z.number().int(),
  code: VenueCategoryCodeSchema,
  name: z.string(),
});
export type VenueCategoryItem = z.infer<typeof VenueCategorySchema>;

/** POST /venue/add (server-side shape: docs/PRODUCT.md#data-venue). */
export const VenueAddSchema = z.object({
  bussiness_name: NameSchema,
  pib: VenuePibSchema,
  name: NameSchema,
  address: userText({ max: 200, required: true }),
  phoneNumber: PhoneSchema,
  email: EmailSchema,
  // Category selection mandatory, multiple (docs/PRODUCT.md#venue-registration).
  venueCategories: z
    .array(IdSchema, { error: 'common.requiredField' })
    .min(1, 'common.requiredField')
    .max(VENUE_CATEGORIES.length, 'invalidInput'),
  supplersWorkingWith: userText({ max: 1000 })
    .nullish()
    .transform((value) => value ?? ''),
});
export type VenueAddInput = z.input<typeof VenueAddSchema>;
export type VenueAddData = z.output<typeof VenueAddSchema>;

/** GET /venue/exists/{pib}: the venue a person may ask to join (existence check: docs/PRODUCT.md#data-venue). */
export const VenueExistsSchema = z.object({
  exists: z.boolean(),
  id: z.number().int().optional(),
  bussiness_name: z.string().optional(),
  pib: z.string().optional(),
  name: z.string().optional(),
  address: z.string().optional(),
  email: z.string().optional(),
  phoneNumber: z.string().optional(),
  venueCategories: z.array(VenueCategorySchema).optional(),
});
export type VenueExists = z.infer<typeof VenueExistsSchema>;

export const CreatedIdSchema = z.object({ id: z.number().int() });
export const AccessRequestedSchema = z.object({ requested: z.literal(true) });
export const FinishedOnboardingSchema = z.object({ finishedOnboarding: z.literal(true) });
