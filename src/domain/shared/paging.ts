/**
 * Page numbers and sizes in query strings (page sizes: docs/PRODUCT.md#page-sizes): canonical whole numbers within a
 * bound.
 */
import { canonicalIntegerText } from './ids';

/** Far beyond any real list, and small enough that page x size stays an ordinary number for the database. */
export const MAX_PAGE = 1_000_000;

export const PageNumberSchema = canonicalIntegerText(MAX_PAGE);

export const pageSizeSchema = (max: number) => canonicalIntegerText(max);
