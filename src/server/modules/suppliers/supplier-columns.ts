/** The columns of SupplierFieldsSchema (a supplier's own stored fields), for every query that answers them. */
import { suppliers } from '@/server/db/schema';

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
};
