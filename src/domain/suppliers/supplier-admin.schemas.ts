/**
 * The Suppliers page's shapes (Suppliers page, Supplier: docs/PRODUCT.md#suppliers-page, #data-supplier,
 * #input-rules, #api-suppliers): the venue's supplier list with contacts and stations, the edit-supplier form, and
 * the request for a new catalogue supplier. Messages are catalogue codes (errors.ts).
 */
import { z } from 'zod';
import { NameSchema } from '@/domain/auth/auth.schemas';
import { IdParamSchema } from '@/domain/shared/ids';
import { NOTE_MAX_LENGTH } from '@/domain/shared/limits';
import { userText } from '@/domain/shared/text';
import {
  ContactPhoneSchema,
  IsForeignSchema,
  KeepIsForeignSchema,
  OptionalEmailSchema,
  PibSchema,
  RegistrationNumberSchema,
  type StoredPib,
  SupplierContactSchema,
  withPibRule,
} from './suppliers.schemas';

const ADDRESS_MAX_LENGTH = 200;

const optionalField = (max: number) =>
  userText({ max })
    .nullish()
    .transform((text) => text ?? '');

/**
 * POST /supplier/{id}/edit: every field (docs/PRODUCT.md#api-suppliers); name required, the rest follow their own
 * rules when given. The PIB rule needs the stored tax id (an unchanged one is kept even if invalid): the services
 * apply it (`assertPibAcceptable`), forms use `editSupplierSchemaKeeping(supplier)`.
 */
export const EditSupplierSchema = z.object({
  name: NameSchema,
  pib: PibSchema,
  /** Left out on an edit: unchanged (forms that do not ask keep it); on a new catalogue supplier: false. */
  isForeign: KeepIsForeignSchema,
  registrationNumber: RegistrationNumberSchema,
  address: optionalField(ADDRESS_MAX_LENGTH),
  postNumber: optionalField(20),
  city: optionalField(100),
  email: OptionalEmailSchema,
  phone: ContactPhoneSchema,
  bankAccountNumber: optionalField(50),
  isRestaurant: z
    .boolean({ error: 'invalidInput' })
    .nullish()
    .transform((flag) => flag ?? false),
});
export type EditSupplierInput = z.input<typeof EditSupplierSchema>;
export type EditSupplierData = z.output<typeof EditSupplierSchema>;

/** The edit form's rules: EditSupplierSchema with the PIB rule, from the supplier it edits (null: a new one). */
export function editSupplierSchemaKeeping(stored: StoredPib | null) {
  return withPibRule(EditSupplierSchema, stored);
}

/** A supplier's own fields as stored (what EditSupplierSchema writes): the Suppliers page and the catalogue alike. */
export const SupplierFieldsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  pib: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  address: z.string(),
  postNumber: z.string(),
  city: z.string(),
  email: z.string(),
  phone: z.string(),
  bankAccountNumber: z.string(),
  isRestaurant: z.boolean(),
  /** A supplier from another country: its tax id is not a PIB (docs/decisions/0019-pib-rule.md). */
  isForeign: z.boolean(),
  /** False for a stored tax id that breaks the PIB rule (stored before the rule): the admin screens warn. */
  pibValid: z.boolean(),
});

/** A supplier as the Suppliers page shows and edits it, with the venue's contacts and the stations it serves. */
export const SupplierDetailSchema = SupplierFieldsSchema.extend({
  verified: z.boolean(),
  /** The venue's own supplier: only these are edited by the venue (catalogue ones belong to the super admin). */
  own: z.boolean(),
  stationIds: z.array(z.number().int()),
  contacts: z.array(SupplierContactSchema),
});
export type SupplierDetail = z.infer<typeof SupplierDetailSchema>;

/** GET /venue/getSuppliers/{venueId}?departmentId: the station selector filters by one station. */
export const VenueSuppliersQuerySchema = z.object({
  departmentId: z
    .preprocess((value) => (value === '' ? undefined : value), IdParamSchema.optional())
    .transform((id) => id ?? null),
});

/** POST /supplier/requestSupplier: a venue asks the super admins to add a supplier to the catalogue. */
export const RequestSupplierSchema = withPibRule(
  z.object({
    name: NameSchema,
    pib: PibSchema,
    isForeign: IsForeignSchema,
    contact: userText({ max: NOTE_MAX_LENGTH, required: true }),
  }),
);
export type RequestSupplierInput = z.input<typeof RequestSupplierSchema>;
export type RequestSupplierData = z.output<typeof RequestSupplierSchema>;
