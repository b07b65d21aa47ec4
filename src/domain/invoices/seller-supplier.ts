/**
 * An e-invoice's seller as a new supplier of the venue ("supplier not in Nabavka", one tap:
 * docs/decisions/0028-invoice-matching.md). The invoice's fields go through the same rules as the supplier form
 * (EditSupplierSchema); a field the form would refuse (a register number that is not a matični broj, an odd e-mail)
 * is left empty rather than refusing the whole supplier, because the admin cannot correct the supplier's file. Only
 * the name and tax id must pass: they are what finds the supplier again.
 */
import { NAME_MAX_LENGTH } from '@/domain/auth/auth.schemas';
import { AppError, type ErrorCode, isErrorCode } from '@/domain/errors';
import {
  type EditSupplierData,
  EditSupplierSchema,
  editSupplierSchemaKeeping,
} from '@/domain/suppliers/supplier-admin.schemas';
import type { InvoiceSeller } from './parsed-invoice';

export type SellerSupplierFields = EditSupplierData & { isForeign: boolean };

type Field = keyof typeof EditSupplierSchema.shape;

/** The value when the form's rule for `field` accepts it, else empty (null for the nullable fields). */
function kept(field: Field, value: string | null): string | null {
  if (value === null || value.trim() === '') return null;
  const parsed = EditSupplierSchema.shape[field].safeParse(value);
  return parsed.success ? (parsed.data as string | null) : null;
}

/** The seller's street lines as one address line. */
function streetOf(seller: InvoiceSeller): string | null {
  const parts = [seller.address.street, seller.address.additionalStreet].filter(
    (part): part is string => part !== null && part.trim() !== '',
  );
  return parts.length === 0 ? null : parts.join(', ');
}

/**
 * The supplier fields of an invoice's seller; an AppError with the form's code (400) when the name or tax id cannot
 * be a supplier's. A seller whose tax id is not a Serbian PIB is foreign.
 */
export function supplierFieldsOfSeller(seller: InvoiceSeller): SellerSupplierFields {
  const isForeign = !seller.taxIdIsPib;
  const parsed = editSupplierSchemaKeeping(null).safeParse({
    name: seller.name.trim().slice(0, NAME_MAX_LENGTH),
    pib: seller.taxId,
    isForeign,
    registrationNumber: kept('registrationNumber', seller.registrationNumber),
    address: kept('address', streetOf(seller)),
    postNumber: kept('postNumber', seller.address.postalCode),
    city: kept('city', seller.address.city),
    email: kept('email', seller.email),
    bankAccountNumber: kept('bankAccountNumber', seller.bankAccount),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const code: ErrorCode = isErrorCode(issue?.message) ? issue.message : 'invalidInput';
    throw new AppError(code, "The invoice's seller cannot be a supplier", {
      [String(issue?.path[0] ?? 'name')]: code,
    });
  }
  return { ...parsed.data, isForeign };
}
