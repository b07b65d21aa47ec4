/**
 * Supplier and supplier-contact API contract (SPEC §3, §5, §7 "Suppliers"): request bodies the server validates
 * and the web's forms reuse, and the response shapes. Messages are catalogue codes (errors.ts).
 */
import { z } from 'zod';
import { EmailSchema, NameSchema } from '@/domain/auth/auth.schemas';
import { IdSchema } from '@/domain/shared/ids';
import { type UserTextRule, userText } from '@/domain/shared/text';

export const PIB_MIN_LENGTH = 9;
export const PIB_MAX_LENGTH = 13;
export const REGISTRATION_NUMBER_LENGTH = 8;

/** Empty, missing or null optional text is "not given"; given text follows the user-text rule first. */
const optionalText = <T>(rule: UserTextRule, schema: z.ZodType<T, string>) =>
  userText(rule)
    .nullish()
    .transform((value) => value ?? '')
    .pipe(schema);

/** SPEC §5: tax id 9 to 13 characters; optional when a venue creates its own supplier (empty means none). */
export const PibSchema = optionalText(
  { max: PIB_MAX_LENGTH, tooLong: 'common.pibConstraint' },
  z
    .string()
    .transform((pib) => (pib === '' ? null : pib))
    .refine(
      (pib) => pib === null || (pib.length >= PIB_MIN_LENGTH && pib.length <= PIB_MAX_LENGTH),
      'common.pibConstraint',
    ),
);

/** SPEC §5: registration number, if given, exactly 8 characters (empty means none). */
export const RegistrationNumberSchema = optionalText(
  { max: REGISTRATION_NUMBER_LENGTH, tooLong: 'common.regNumberConstraint' },
  z
    .string()
    .transform((value) => (value === '' ? null : value))
    .refine(
      (value) => value === null || value.length === REGISTRATION_NUMBER_LENGTH,
      'common.regNumberConstraint',
    ),
);

/** A supplier as the order wizard's supplier picker needs it (SPEC §3 Supplier, §2 market suppliers). */
export const SupplierSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  pib: z.string().nullable(),
  isMarket: z.boolean(),
  /** False for a venue's own supplier, which no super admin has checked. */
  verified: z.boolean(),
});
export type SupplierSummary = z.infer<typeof SupplierSummarySchema>;

/** POST /supplier/add: a venue admin's own unverified supplier, optionally linked to a station at once. */
export const CreateSupplierSchema = z.object({
  name: NameSchema,
  pib: PibSchema,
  departmentId: IdSchema.nullish().transform((id) => id ?? null),
});
export type CreateSupplierInput = z.input<typeof CreateSupplierSchema>;
export type CreateSupplierData = z.output<typeof CreateSupplierSchema>;

/**
 * SPEC §5 contact phone: digits, optionally after "+" (country prefix, default +381), e.g. "+381641234567" or
 * "0641234567". Spaces, dashes, dots, slashes and brackets people type are dropped; the rest is kept as given.
 */
export const ContactPhoneSchema = optionalText(
  { max: 40, tooLong: 'invalidPhone' },
  z
    .string()
    .transform((phone) => phone.replace(/[\s\-()/.]/g, ''))
    .refine((phone) => phone === '' || /^\+?\d{6,15}$/.test(phone), 'invalidPhone'),
);

/** An optional e-mail: empty is none; anything else must be a valid address (SPEC §5 invalidEmailInput). */
export const OptionalEmailSchema = optionalText(
  { max: 254, tooLong: 'invalidEmailInput' },
  z
    .string()
    .refine((email) => email === '' || EmailSchema.safeParse(email).success, 'invalidEmailInput')
    .transform((email) => email.toLowerCase()),
);

/** SPEC §5 add contact: name required; a phone, an e-mail or both (then the e-mail valid). */
export const AddContactSchema = z
  .object({
    name: NameSchema,
    phone: ContactPhoneSchema,
    email: OptionalEmailSchema,
  })
  .refine((contact) => contact.phone !== '' || contact.email !== '', {
    message: 'common.requiredField',
    path: ['phone'],
  });
export type AddContactInput = z.input<typeof AddContactSchema>;
export type AddContactData = z.output<typeof AddContactSchema>;

/** SPEC §3 Supplier contact. */
export const SupplierContactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  supplierId: z.number().int(),
});
export type SupplierContact = z.infer<typeof SupplierContactSchema>;
