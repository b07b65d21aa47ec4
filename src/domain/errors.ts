/**
 * The error-code catalogue: docs/PRODUCT.md#error-catalogue keys plus our own. The server answers `{ code, message
 * }`; the web shows the translation `errors.{code}`. Each code carries the HTTP status it is answered with, so a code
 * can never be sent with two different statuses.
 */
export const ERROR_STATUS = {
  // Validation ("Validation keys": docs/PRODUCT.md#error-catalogue): 400
  'common.requiredField': 400,
  invalidEmailInput: 400,
  'common.pibConstraint': 400,
  'common.regNumberConstraint': 400,
  passwordLength: 400,
  passwordAlphanumeric: 400,
  passwordMissmatch: 400,
  importArticleError: 400,
  invalidInput: 400,
  invalidAmount: 400,
  amountTooLarge: 400,
  invalidPrice: 400,
  // An order limit that is not money from 0 to the bound (src/domain/orders/order-limit.ts).
  invalidOrderLimit: 400,
  invalidCharacters: 400,
  invalidDate: 400,
  // The archive export covers at most EXPORT_MAX_DAYS (src/domain/orders/archive-export.ts).
  exportRangeTooLong: 400,
  dateInPast: 400,
  invalidPhone: 400,
  invalidLanguage: 400,
  invalidStatus: 400,
  invalidPaymentMethod: 400,
  emptyOrder: 400,
  duplicateArticle: 400,
  unresolvedItems: 400,
  reasonNotAllowed: 400,
  articleNotAvailable: 400,
  // A standing order sent by e-mail on its own needs a contact with an e-mail address.
  contactWithoutEmail: 400,
  invalid_or_expired_token: 400,
  wrong_password: 400,
  // E-invoice files (src/domain/invoices): what is wrong with a file, named so the admin can act on it.
  invoice_malformed: 400,
  invoice_dtd_not_allowed: 400,
  invoice_too_large: 400,
  invoice_too_deep: 400,
  invoice_not_ubl: 400,
  invoice_unsupported_profile: 400,
  invoice_missing_seller_tax_id: 400,
  invoice_incomplete: 400,
  invoice_too_many_files: 400,
  // The Idempotency-Key header is not a key (decision 0022-idempotency-keys.md).
  idempotency_key_invalid: 400,
  // Delivery-note photos (decision 0023): not an image, over the size or pixel limits, more than 5 per order.
  photo_not_image: 400,
  photo_too_large: 400,
  photo_too_many_pixels: 400,
  photo_limit_reached: 400,
  // Authentication: 401
  unauthorized: 401,
  invalid_token: 401,
  // Permission: 403
  user_not_verified: 403,
  user_disabled_contact_administrator: 403,
  forbidden: 403,
  // A station at or above the plan's limit; extra stations need a request (docs/PRODUCT.md#station-limit).
  maximumStationLimitReached: 403,
  disabledSending: 403,
  trialEnded: 403,
  proOnly: 403,
  // The order's total is above its creator's limit and no approval covers it (src/domain/orders/order-limit.ts).
  approval_required: 403,
  // Missing or not yours: 404
  not_found: 404,
  // Conflicts: 409
  emailExists: 409,
  user_with_that_email_exists: 409,
  // A venue keeps at least one admin: its last admin can neither leave nor be removed (decision 0037).
  last_venue_admin: 409,
  // An invitation is joined only by the account of the invited address (decision 0037).
  invite_for_another_account: 409,
  // Disabling is account-wide: a venue admin removes a person who also works in another venue instead (0037).
  member_of_other_venues: 409,
  sameStations: 409,
  sameSupplier: 409,
  sameSupplierPib: 409,
  sameArticle: 409,
  article_is_part_of_order: 409,
  // A station with drafts or expected orders cannot be deleted (they would lose their station)
  // (docs/PRODUCT.md#station-delete).
  stationHasActiveOrders: 409,
  subscription_not_exist: 409,
  order_not_editable: 409,
  order_not_deletable: 409,
  order_not_receivable: 409,
  order_not_sendable: 409,
  order_changed: 409,
  // Approve or return when no request waits (someone decided first), or a request when none is needed.
  approval_not_pending: 409,
  approval_not_needed: 409,
  already_verified: 409,
  // An e-invoice is accepted or rejected once (SEF keeps the first decision).
  invoice_already_decided: 409,
  // "Create the supplier from the invoice" when its seller is a supplier already, or the invoice could not be read.
  invoice_supplier_known: 409,
  invoice_unreadable: 409,
  // An order matched to an invoice by hand must be a sent or received order of the invoice's supplier.
  invoice_order_mismatch: 409,
  // "Poll now" without a SEF connection.
  sef_not_connected: 409,
  // Photos belong to a receipt: an order not received yet has none.
  photo_order_not_received: 409,
  // Credit requests (src/domain/credits): one per order, only when something is owed, answered once, and moved on
  // only from the states that allow it.
  credit_exists: 409,
  credit_nothing_owed: 409,
  credit_already_answered: 409,
  credit_state_changed: 409,
  conflict: 409,
  // The same Idempotency-Key with another request, or while its first request is still running
  // (decision 0022-idempotency-keys.md).
  idempotency_key_reused: 409,
  idempotency_key_in_flight: 409,
  // Rate limits: 429
  too_many_requests: 429,
  // Server: 500 (never for bad input)
  internal_error: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

/** The body of every error answer. `fields` maps a field path to the code of its first problem. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  fields?: Record<string, ErrorCode>;
}

/** A refusal the caller can act on; the error handler turns it into `{ code, message }` with its status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: Record<string, ErrorCode> | undefined;

  constructor(code: ErrorCode, message?: string, fields?: Record<string, ErrorCode>) {
    super(message ?? code);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.fields = fields;
  }
}

/** The message the web client recognises as "refresh once and replay" (docs/PRODUCT.md#api-auth). */
export const INVALID_TOKEN_MESSAGE = 'Invalid Token';
