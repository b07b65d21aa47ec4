/** The columns of SupplierFieldsSchema (a supplier's own stored fields), for every query that answers them. */
import { suppliers } from '@/server/db/schema';
import { storedPibValid } from '@/domain/shared/pib';

export const supplierFieldColumns = {
  id: suppliers.id,
  name: suppliers.name,
  pib: suppliers.pib,
  registrationNumber: suppliers.registrationNumber,
  address: suppliers.address,
  postNumber: suppliers.postNumber,
  city: suppliers.city,
  email: suppliers.email,
  phone: suppliers.phone,
  bankAccountNumber: suppliers.bankAccountNumber,
  isRestaurant: suppliers.isRestaurant,
  isForeign: suppliers.isForeign,
};

/**
 * The row with `pibValid`: whether its stored tax id keeps the PIB rule (shared/pib.ts). Reads never fail on a tax
 * id stored before the rule; the admin screens show a warning instead (docs/decisions/0019-pib-rule.md).
 */
export function withPibValid<T extends { pib: string | null; isForeign: boolean }>(
  row: T,
): T & { pibValid: boolean } {
  return { ...row, pibValid: storedPibValid(row.pib, row.isForeign) };
}
