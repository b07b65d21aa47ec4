/** HTTP of the suppliers contract (src/domain/suppliers/suppliers.contract.ts). */
import type { FastifyPluginAsync } from 'fastify';
import { supplierOperations } from '@/domain/suppliers/suppliers.contract';
import { operationRoutes } from '@/server/http/operation-routes';
import {
  deleteSupplierContact,
  editSupplier,
  editSupplierContact,
  getSupplierNote,
  getVenueSuppliers,
  removeSupplier,
  requestSupplier,
  saveSupplierNote,
} from './supplier-admin.service';
import {
  addSupplierContact,
  createOwnSupplier,
  getStationSuppliers,
  getSupplierContacts,
} from './suppliers.service';

export const suppliersRoutes: FastifyPluginAsync = operationRoutes(supplierOperations, {
  ofStation: ({ params }, http) => getStationSuppliers(http.venueContext(), params.departmentId),
  create: ({ body }, http) => createOwnSupplier(http.venueContext(), body),
  contacts: ({ params }, http) =>
    getSupplierContacts(http.venueContext(), { supplierId: params.supplierId, venueId: params.venueId }),
  addContact: ({ params, body }, http) =>
    addSupplierContact(http.venueContext(), { supplierId: params.id, contact: body }),
  venueList: ({ params, query }, http) =>
    getVenueSuppliers(http.venueContext(), { venueId: params.venueId, stationId: query.departmentId }),
  edit: ({ params, body }, http) => editSupplier(http.venueContext(), { supplierId: params.id, data: body }),
  remove: ({ params }, http) => removeSupplier(http.venueContext(), params.id),
  editContact: ({ params, body }, http) =>
    editSupplierContact(http.venueContext(), { contactId: params.id, contact: body }),
  deleteContact: ({ params }, http) => deleteSupplierContact(http.venueContext(), params.id),
  saveNote: ({ params, body }, http) =>
    saveSupplierNote(http.venueContext(), { supplierId: params.id, note: body }),
  note: ({ params }, http) =>
    getSupplierNote(http.venueContext(), { supplierId: params.supplierId, venueId: params.venueId }),
  request: ({ body }, http) => requestSupplier(http.venueContext(), body),
});
