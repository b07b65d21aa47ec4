/**
 * The shared supplier catalogue API (docs/PRODUCT.md#shared-catalogue, #api-catalogue): the super admin's suppliers
 * and their articles. Everything here is the super admin's alone; everyone else gets 403 and nothing changes.
 */
import { z } from 'zod';
import { ArticleImportResultSchema, ArticleImportSchema } from '@/domain/articles/article-admin.schemas';
import { ArticleCategorySchema } from '@/domain/articles/articles.schemas';
import { defineOperation, SUPER_ADMINS } from '@/domain/shared/contract';
import { EditSupplierSchema } from '@/domain/suppliers/supplier-admin.schemas';
import { AddContactSchema, SupplierContactSchema } from '@/domain/suppliers/suppliers.schemas';
import {
  CatalogueArticleInputSchema,
  CatalogueArticlePageSchema,
  CatalogueArticleQuerySchema,
  CatalogueArticleRowSchema,
  CatalogueArticlesParamsSchema,
  CatalogueSupplierParamsSchema,
  CatalogueSupplierSchema,
} from './catalogue.schemas';

const tag = 'admin';
const access = SUPER_ADMINS;

export const catalogueOperations = {
  suppliers: defineOperation({
    method: 'GET',
    path: '/admin/suppliers',
    summary: 'The shared supplier catalogue with whether each has data and how many venues use it',
    tag,
    access,
    response: z.array(CatalogueSupplierSchema),
  }),
  createSupplier: defineOperation({
    method: 'POST',
    path: '/admin/supplier',
    summary: 'Add a verified supplier to the shared catalogue (name and PIB unique in the catalogue)',
    tag,
    access,
    body: EditSupplierSchema,
    response: CatalogueSupplierSchema,
    status: 201,
    refusals: [409],
  }),
  updateSupplier: defineOperation({
    method: 'POST',
    path: '/admin/supplier/:id',
    summary: "Edit a catalogue supplier's data",
    tag,
    access,
    params: CatalogueSupplierParamsSchema,
    body: EditSupplierSchema,
    response: CatalogueSupplierSchema,
    refusals: [404, 409],
  }),
  deleteSupplier: defineOperation({
    method: 'DELETE',
    path: '/admin/supplier/:id',
    summary: 'Delete a catalogue supplier no venue uses (409 while venues are assigned to it)',
    tag,
    access,
    params: CatalogueSupplierParamsSchema,
    response: z.object({ deleted: z.literal(true) }),
    refusals: [404, 409],
  }),
  supplierContacts: defineOperation({
    method: 'GET',
    path: '/admin/supplier/:id/contacts',
    summary: "A catalogue supplier's contacts, oldest first (decision 0008)",
    tag,
    access,
    params: CatalogueSupplierParamsSchema,
    response: z.array(SupplierContactSchema),
    refusals: [404],
  }),
  addSupplierContact: defineOperation({
    method: 'POST',
    path: '/admin/supplier/:id/contact',
    summary: 'Add a contact to a catalogue supplier (a name and a phone or an e-mail)',
    tag,
    access,
    params: CatalogueSupplierParamsSchema,
    body: AddContactSchema,
    response: SupplierContactSchema,
    status: 201,
    refusals: [404],
  }),
  uploadSupplierData: defineOperation({
    method: 'POST',
    path: '/supplier/uploadSupplierData/:id',
    summary:
      "Import a catalogue supplier's articles from an .xlsx file (base64): every row valid, or nothing",
    tag,
    access,
    params: CatalogueSupplierParamsSchema,
    body: ArticleImportSchema,
    response: ArticleImportResultSchema,
    status: 201,
    refusals: [404, 409],
  }),
  articles: defineOperation({
    method: 'GET',
    path: '/admin/articles/:supplierId',
    summary: "One page of a catalogue supplier's articles, by category and name search",
    tag,
    access,
    params: CatalogueArticlesParamsSchema,
    query: CatalogueArticleQuerySchema,
    response: CatalogueArticlePageSchema,
    refusals: [404],
  }),
  saveArticle: defineOperation({
    method: 'POST',
    path: '/admin/article/createOrUpdate/:supplierId',
    summary: 'Add a catalogue article, or edit one when the body names its id (name unique per supplier)',
    tag,
    access,
    params: CatalogueArticlesParamsSchema,
    body: CatalogueArticleInputSchema,
    response: CatalogueArticleRowSchema,
    refusals: [404, 409],
  }),
  deleteArticle: defineOperation({
    method: 'DELETE',
    path: '/admin/article/delete/:id',
    summary: 'Delete a catalogue article; 409 article_is_part_of_order while an order holds it',
    tag,
    access,
    params: CatalogueSupplierParamsSchema,
    response: z.object({ deleted: z.literal(true) }),
    refusals: [404, 409],
  }),
  categories: defineOperation({
    method: 'GET',
    path: '/admin/categories',
    summary: 'Every article category, by name',
    tag,
    access,
    response: z.array(ArticleCategorySchema),
  }),
};
