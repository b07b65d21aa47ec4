/**
 * The super admin's venue list (/admin/restaurants, Venue, GET /admin/venues: docs/PRODUCT.md#admin-restaurants,
 * #data-venue, #api-admin).
 */
import { z } from 'zod';
import { CurrencySchema, ToleranceSchema } from '@/domain/prices/money';
import { NameSchema } from '@/domain/auth/auth.schemas';
import { PlanSchema } from '@/domain/shared/enums';
import { IdParamSchema } from '@/domain/shared/ids';
import { userText } from '@/domain/shared/text';
import {
  ContactPhoneSchema,
  OptionalEmailSchema,
  PibSchema,
  withPibRule,
} from '@/domain/suppliers/suppliers.schemas';

/** A venue's own data as the super admin's list and detail page show it. */
const AdminVenueDataSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** docs/PRODUCT.md#data spells it so on the wire. */
  bussiness_name: z.string(),
  address: z.string(),
  pib: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  disabled: z.boolean(),
  /** docs/PRODUCT.md#prices: the venue's currency, whether the supplier's message names prices, the tolerance. */
  currency: z.string(),
  pricesInMessage: z.boolean(),
  priceTolerance: z.string(),
});

export const AdminVenueSchema = AdminVenueDataSchema.extend({
  /** Null only for a venue whose subscription was never set. */
  plan: PlanSchema.nullable(),
  /** Whole days left of a FREE trial; 0 once ended; null without a trial (paid plans). */
  daysTillTrialEnds: z.number().int().nullable(),
  usersCount: z.number().int(),
  stationsCount: z.number().int(),
  /** Drafts (OPEN) over all stations. */
  numberOfOpenOrders: z.number().int(),
  /** Sent and awaited (IN_PROGRESS and INCOMPLETE) over all stations. */
  numberOfExpectedOrders: z.number().int(),
});
export type AdminVenue = z.infer<typeof AdminVenueSchema>;

export const AdminVenueListSchema = z.array(AdminVenueSchema);

export const VenueParamsSchema = z.object({ venueId: IdParamSchema });
export const VenueSupplierParamsSchema = z.object({ venueId: IdParamSchema, supplierId: IdParamSchema });

/** The stat cards of the venue detail page (docs/PRODUCT.md#venue-stats). */
export const VenueStatsSchema = z.object({
  ordersThisMonth: z.number().int(),
  openOrders: z.number().int(),
  expectedOrders: z.number().int(),
  overdueOrders: z.number().int(),
  users: z.number().int(),
  stations: z.number().int(),
});
export type VenueStats = z.infer<typeof VenueStatsSchema>;

/** GET /admin/venue/{id} (docs/PRODUCT.md#api-admin): the venue's data and its stat cards. */
export const AdminVenueDetailSchema = AdminVenueDataSchema.extend({
  stats: VenueStatsSchema,
});
export type AdminVenueDetail = z.infer<typeof AdminVenueDetailSchema>;

/** The venue's editable data (docs/PRODUCT.md#venue-data: venue data editable on the detail page). */
export const VenueDataSchema = z.object({
  name: NameSchema,
  bussiness_name: NameSchema,
  address: userText({ max: 200 }),
  // A venue's tax id is required and a valid PIB; the rule needs the stored one (an unchanged tax id stored before
  // the rule is kept): the service applies it, forms use venueDataSchemaKeeping (docs/decisions/0019-pib-rule.md).
  pib: PibSchema.refine((pib) => pib !== null, 'common.requiredField'),
  phoneNumber: ContactPhoneSchema,
  email: OptionalEmailSchema,
  /** docs/PRODUCT.md#prices; each is kept as it is when absent. */
  currency: CurrencySchema.optional(),
  pricesInMessage: z.boolean({ error: 'invalidInput' }).optional(),
  priceTolerance: ToleranceSchema.optional(),
});
export type VenueDataInput = z.input<typeof VenueDataSchema>;
export type VenueData = z.output<typeof VenueDataSchema>;

/** The venue data form's rules: VenueDataSchema with the PIB rule, keeping the venue's stored tax id. */
export function venueDataSchemaKeeping(storedPib: string) {
  return withPibRule(VenueDataSchema, { pib: storedPib, isForeign: false });
}

export const VenueToggleSchema = z.object({ id: z.number().int(), disabled: z.boolean() });

/** A shared-catalogue supplier and whether the venue is assigned to it (supplier assignment card). */
export const VenueCatalogueSupplierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  pib: z.string().nullable(),
  hasData: z.boolean(),
  linked: z.boolean(),
});
export const VenueCatalogueSupplierListSchema = z.array(VenueCatalogueSupplierSchema);
export type VenueCatalogueSupplier = z.infer<typeof VenueCatalogueSupplierSchema>;

export const VenueSupplierLinkSchema = z.object({
  venueId: z.number().int(),
  supplierId: z.number().int(),
  linked: z.boolean(),
});

/** POST /verify/verifySuperAdmin/{venueId}/{userId}. */
export const VenueUserParamsSchema = z.object({ venueId: IdParamSchema, userId: IdParamSchema });

/**
 * A station on the venue page's stations card (docs/PRODUCT.md#venue-stations-card); a deactivated one keeps its
 * history, takes no orders.
 */
export const AdminVenueStationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isWarehouse: z.boolean(),
  deactivated: z.boolean(),
});
export type AdminVenueStation = z.infer<typeof AdminVenueStationSchema>;
export const AdminVenueStationListSchema = z.array(AdminVenueStationSchema);
