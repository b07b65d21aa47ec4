/** HTTP of the suppliers contract (src/domain/suppliers/suppliers.contract.ts). */
import type { FastifyPluginAsync } from 'fastify';
import { supplierOperations } from '../../../domain/suppliers/suppliers.contract';
import { operationRoutes } from '../../http/operation-routes';
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
});
