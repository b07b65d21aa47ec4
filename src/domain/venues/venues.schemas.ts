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

/**
 * What of a venue's setup a new venue can copy (docs/decisions/0038-copy-venue-setup.md). Suppliers come with their
 * contacts and ordering schedules, articles with their prices; par levels are the stations' recommended quantities.
 */
export const COPY_PARTS = ['stations', 'suppliers', 'articles', 'parLevels', 'favorites'] as const;
export const CopyPartSchema = z.enum(COPY_PARTS);
export type CopyPart = z.infer<typeof CopyPartSchema>;

/** The parts each part needs: an article belongs to a supplier, a par level or favorite to a station's article. */
export const COPY_PART_NEEDS: Record<CopyPart, readonly CopyPart[]> = {
  stations: [],
  suppliers: [],
  articles: ['suppliers'],
  parLevels: ['stations', 'suppliers', 'articles'],
  favorites: ['stations', 'suppliers', 'articles'],
};

/** The parts that cannot be copied without a part not chosen (none: the choice is whole). */
export function missingCopyParts(parts: readonly CopyPart[]): CopyPart[] {
  const chosen = new Set(parts);
  return COPY_PARTS.filter(
    (part) => !chosen.has(part) && parts.some((other) => COPY_PART_NEEDS[other].includes(part)),
  );
}

/** Copy the setup of a venue the caller administers; a part without the parts it needs is 400 invalidInput. */
export const CopyFromSchema = z
  .object({
    venueId: IdSchema,
    parts: z.array(CopyPartSchema).min(1, 'common.requiredField').max(COPY_PARTS.length, 'invalidInput'),
  })
  .refine((copy) => missingCopyParts(copy.parts).length === 0, { error: 'invalidInput', path: ['parts'] });
export type CopyFrom = z.infer<typeof CopyFromSchema>;

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
  copyFrom: CopyFromSchema.optional(),
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
