/** HTTP of SPEC §7 "Suppliers" used by the order wizard and the Suppliers page; every route needs the bearer token. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamSchema } from '../../../domain/shared/ids';
import {
  AddContactSchema,
  CreateSupplierSchema,
  SupplierContactSchema,
  SupplierSummarySchema,
} from '../../../domain/suppliers/supplier-schemas';
import { authenticate, requireRole } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-responses';
import { venueCallerOf } from '../stations/station-access';
import {
  addSupplierContact,
  createOwnSupplier,
  getStationSuppliers,
  getSupplierContacts,
} from './suppliers.service';

const security = [{ bearer: [] }];
const tags = ['suppliers'];

export const suppliersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/venue/department/getSuppliers/:departmentId',
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: "The station's suppliers by name (the web keeps market ones for warehouse orders)",
        security,
        params: z.object({ departmentId: IdParamSchema }),
        response: { 200: z.array(SupplierSummarySchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getStationSuppliers(app.deps, venueCallerOf(request), request.params.departmentId),
  );

  app.post(
    '/supplier/add',
    {
      onRequest: authenticate,
      // SPEC §6: supplier create is a venue admin's. Checked before the body, so others learn nothing from it.
      preValidation: requireRole('ROLE_ADMIN'),
      schema: {
        tags,
        summary: "Create the venue's own unverified supplier, optionally linked to a station",
        security,
        body: CreateSupplierSchema,
        response: { 201: SupplierSummarySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createOwnSupplier(app.deps, venueCallerOf(request), request.body)),
  );

  app.get(
    '/supplier/supplierContacts/:supplierId/:venueId',
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: "The venue's contacts at a supplier, by name",
        security,
        params: z.object({ supplierId: IdParamSchema, venueId: IdParamSchema }),
        response: { 200: z.array(SupplierContactSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      getSupplierContacts(
        app.deps,
        venueCallerOf(request),
        request.params.supplierId,
        request.params.venueId,
      ),
  );

  app.post(
    '/supplier/:id/addContact',
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'Add a contact person at a supplier (phone, e-mail or both)',
        security,
        params: z.object({ id: IdParamSchema }),
        body: AddContactSchema,
        response: { 201: SupplierContactSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addSupplierContact(app.deps, venueCallerOf(request), request.params.id, request.body)),
  );
};
