/**
 * What the server-rendered supplier page (decision 0039) hands its script: the order the link opened, or the refusal
 * the public API would have answered, and the language the markup was rendered in. The server writes it as JSON into
 * the page; the web entry reads it instead of asking the API, and hydrates the markup only in that same language.
 */
import type { ErrorCode } from '../errors';
import type { Language } from '../shared/enums';
import type { SupplierOrderView } from './supplier-portal.schemas';

/** The id of the page's `<script type="application/json">` holding the seed. */
export const SUPPLIER_PAGE_SEED_ID = 'supplier-page-seed';

export type SupplierPageSeed = { token: string; language: Language } & (
  { view: SupplierOrderView } | { error: { status: number; code: ErrorCode } }
);

/** The seed as the text of a `<script>`: no `<` survives, so an order's text cannot close the element (`</script>`). */
export function seedScriptText(seed: SupplierPageSeed): string {
  return JSON.stringify(seed)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
