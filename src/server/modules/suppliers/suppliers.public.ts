/**
 * What other modules use of suppliers (docs/ARCHITECTURE.md, "Server modules"): the venue's supplier check, the
 * requests mailed to the super admins, the catalogue's supplier columns, the onboarding wizard's own suppliers and the
 * ordering schedule the order guards read (its minimum order value).
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
export { findNote as findSupplierNote } from './supplier-notes.repository';
