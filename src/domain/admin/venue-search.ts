/**
 * The restaurants list's search and paging (/admin/restaurants, tables page by 10: docs/PRODUCT.md#admin-restaurants,
 * #page-sizes): by name or business name (case- and Serbian-accent-insensitive, so "cevap" finds "Ćevap") or by tax
 * id digits.
 */
import { z } from 'zod';
import { PageNumberSchema } from '@/domain/shared/paging';
import { userText } from '@/domain/shared/text';
import { AdminVenueSchema } from './admin.schemas';

export const VENUE_PAGE_SIZE = 10;
export const VENUE_SEARCH_MAX_LENGTH = 100;

/** Serbian Latin letters folded to plain ones; đ does not decompose in Unicode, so it becomes "dj" by hand. */
export function foldSearchText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/đ/g, 'dj');
}

/** A search of digits (and separators) is a tax id: its digits; any other search matches names only (''). */
export function searchDigits(text: string): string {
  return /^[\d\s./-]+$/.test(text) ? text.replace(/\D/g, '') : '';
}

export const AdminVenueQuerySchema = z.object({
  page: PageNumberSchema.default(1),
  search: userText({ max: VENUE_SEARCH_MAX_LENGTH })
    .optional()
    .transform((text) => text ?? ''),
});
export type AdminVenueQuery = z.input<typeof AdminVenueQuerySchema>;

export const AdminVenuePageSchema = z.object({
  venues: z.array(AdminVenueSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminVenuePage = z.infer<typeof AdminVenuePageSchema>;
