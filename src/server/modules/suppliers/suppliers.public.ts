/**
 * What other modules use of suppliers (docs/ARCHITECTURE.md, "Server modules"): the venue's supplier check, the
 * requests mailed to the super admins, the catalogue's supplier columns and the onboarding wizard's own suppliers.
 */
export { mailSuperAdmins } from './catalogue-request-mail';
export { insertArticleRequest, requesterNames } from './catalogue-requests.repository';
export { supplierFieldColumns, withPibValid } from './supplier-columns';
export {
  findVenueSupplier,
  insertOwnSupplier,
  isSupplierNameTaken,
  isSupplierPibTaken,
  linkSupplierToVenue,
  venueSupplierCondition,
} from './suppliers.repository';
export { createOwnSupplierWithFields, requireVenueSupplier } from './suppliers.service';
