/** The suppliers API (SPEC §7 "Suppliers") used by the order wizard and the Suppliers page. */
import { z } from 'zod';
import { defineOperation, VENUE_ADMINS, VENUE_MEMBERS } from '../shared/contract';
import { IdParamSchema } from '../shared/ids';
import {
  AddContactSchema,
  CreateSupplierSchema,
  SupplierContactSchema,
  SupplierSummarySchema,
} from './supplier-schemas';

const tag = 'suppliers';

export const supplierOperations = {
  ofStation: defineOperation({
    method: 'GET',
    path: '/venue/department/getSuppliers/:departmentId',
    summary: "The station's suppliers by name (the web keeps market ones for warehouse orders)",
    tag,
    access: VENUE_MEMBERS,
    params: z.object({ departmentId: IdParamSchema }),
    response: z.array(SupplierSummarySchema),
    refusals: [404],
  }),
  create: defineOperation({
    method: 'POST',
    path: '/supplier/add',
    summary: "Create the venue's own unverified supplier, optionally linked to a station",
    tag,
    // SPEC §6: supplier create is a venue admin's.
    access: VENUE_ADMINS,
    body: CreateSupplierSchema,
    response: SupplierSummarySchema,
    status: 201,
    refusals: [404, 409],
  }),
  contacts: defineOperation({
    method: 'GET',
    path: '/supplier/supplierContacts/:supplierId/:venueId',
    summary: "The venue's contacts at a supplier, by name",
    tag,
    access: VENUE_MEMBERS,
    params: z.object({ supplierId: IdParamSchema, venueId: IdParamSchema }),
    response: z.array(SupplierContactSchema),
    refusals: [404],
  }),
  addContact: defineOperation({
    method: 'POST',
    path: '/supplier/:id/addContact',
    summary: 'Add a contact person at a supplier (phone, e-mail or both)',
    tag,
    // SPEC §2: any venue user may add one from the send step.
    access: VENUE_MEMBERS,
    params: z.object({ id: IdParamSchema }),
    body: AddContactSchema,
    response: SupplierContactSchema,
    status: 201,
    refusals: [404],
  }),
};
