/**
 * Supplier and supplier-contact API contract (docs/PRODUCT.md#data-contact, #contacts, #api-suppliers): request
 * bodies the server validates and the web's forms reuse, and the response shapes. Messages are catalogue codes
 * (errors.ts).
 */
import { z } from 'zod';
import { EmailSchema, NameSchema } from '@/domain/auth/auth.schemas';
import { IdSchema } from '@/domain/shared/ids';
import { type UserTextRule, userText } from '@/domain/shared/text';
import { normalizePib, PIB_MAX_LENGTH, PIB_MIN_LENGTH, pibProblem } from '@/domain/shared/pib';

export { PIB_MAX_LENGTH, PIB_MIN_LENGTH };
export const REGISTRATION_NUMBER_LENGTH = 8;
/** Typed tax ids may carry an "RS" prefix and separators ("RS 101-134-702"); longer text is refused unread. */
const PIB_TYPED_MAX_LENGTH = 40;

/** Empty, missing or null optional text is "not given"; given text follows the user-text rule first. */
const optionalText = <T>(rule: UserTextRule, schema: z.ZodType<T, string>) =>
  userText(rule)
    .nullish()
    .transform((value) => value ?? '')
    .pipe(schema);

/**
 * A tax id field, optional when a venue creates its own supplier (empty means none): normalised (shared/pib.ts:
 * "RS" and separators dropped), then 9 to 13 characters. That is all a foreign supplier's tax id must be; a Serbian
 * one must also be a valid PIB, which the object's `withPibRule` adds (it needs the supplier's `isForeign`).
 */
export const PibSchema = optionalText(
  { max: PIB_TYPED_MAX_LENGTH, tooLong: 'common.pibConstraint' },
  z
    .string()
    .transform((pib) => (pib === '' ? null : normalizePib(pib)))
    .refine(
      (pib) => pib === null || (pib.length >= PIB_MIN_LENGTH && pib.length <= PIB_MAX_LENGTH),
      'common.pibConstraint',
    ),
);

/** A new supplier from another country (docs/decisions/0019-pib-rule.md): its tax id skips the PIB rule. */
export const IsForeignSchema = z
  .boolean({ error: 'invalidInput' })
  .nullish()
  .transform((flag) => flag ?? false);

/** The same flag on an edit: left out (or null), the supplier keeps what it has. */
export const KeepIsForeignSchema = z
  .boolean({ error: 'invalidInput' })
  .nullish()
  .transform((flag) => flag ?? undefined);

/** What an edit keeps when its body leaves the tax id's fields as they are. */
export interface StoredPib {
  pib: string | null;
  isForeign: boolean;
}

/**
 * The PIB rule on a supplier's or venue's fields (shared/pib.ts `pibProblem`): a Serbian tax id must be a valid
 * PIB, a foreign supplier's 9 to 13 characters. `stored` is what an edit starts from: its tax id may be kept as it
 * is (data stored before the rule keeps working) and its foreign flag holds unless the body changes it. The server's
 * edit bodies leave the rule out (the stored row is not known while the body is read) and their services apply
 * `assertPibAcceptable`; the edit forms use the rule with the row they edit.
 */
export function withPibRule<T extends z.ZodType<{ pib: string | null; isForeign?: boolean | undefined }>>(
  schema: T,
  stored: StoredPib | null = null,
) {
  return schema.superRefine((data, ctx) => {
    if (data.pib === null) return;
    const isForeign = data.isForeign ?? stored?.isForeign ?? false;
    const problem = pibProblem(data.pib, { isForeign, unchangedFrom: stored?.pib ?? null });
    if (problem) ctx.addIssue({ code: 'custom', path: ['pib'], message: problem });
  });
}

/** Registration number, if given, exactly 8 characters (empty means none) (docs/PRODUCT.md#tax-id). */
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

/**
 * A supplier as the order wizard's supplier picker needs it (Supplier, market suppliers:
 * docs/PRODUCT.md#data-supplier, #order-kinds).
 */
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
export const CreateSupplierSchema = withPibRule(
  z.object({
    name: NameSchema,
    pib: PibSchema,
    isForeign: IsForeignSchema,
    departmentId: IdSchema.nullish().transform((id) => id ?? null),
  }),
);
export type CreateSupplierInput = z.input<typeof CreateSupplierSchema>;
export type CreateSupplierData = z.output<typeof CreateSupplierSchema>;

/**
 * Contact phone (docs/PRODUCT.md#phone): digits, optionally after "+" (country prefix, default +381), e.g.
 * "+381641234567" or "0641234567". Spaces, dashes, dots, slashes and brackets people type are dropped; the rest is
 * kept as given.
 */
export const ContactPhoneSchema = optionalText(
  { max: 40, tooLong: 'invalidPhone' },
  z
    .string()
    .transform((phone) => phone.replace(/[\s\-()/.]/g, ''))
    .refine((phone) => phone === '' || /^\+?\d{6,15}$/.test(phone), 'invalidPhone'),
);

/**
 * An optional e-mail: empty is none; anything else must be a valid address (invalidEmailInput:
 * docs/PRODUCT.md#email).
 */
export const OptionalEmailSchema = optionalText(
  { max: 254, tooLong: 'invalidEmailInput' },
  z
    .string()
    .refine((email) => email === '' || EmailSchema.safeParse(email).success, 'invalidEmailInput')
    .transform((email) => email.toLowerCase()),
);

/** Add contact (docs/PRODUCT.md#contacts): name required; a phone, an e-mail or both (then the e-mail valid). */
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

/** Supplier contact (docs/PRODUCT.md#data-contact). */
export const SupplierContactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  supplierId: z.number().int(),
});
export type SupplierContact = z.infer<typeof SupplierContactSchema>;
