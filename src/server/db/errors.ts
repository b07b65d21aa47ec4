import { AppError, type ErrorCode } from '@/domain/errors';

/**
 * Unique indexes whose violation means "this name is taken" in the catalogue's words (docs/PRODUCT.md#unique-names,
 * #error-catalogue).
 */
const UNIQUE_CONSTRAINT_CODES: Record<string, ErrorCode> = {
  users_email_lower_uq: 'emailExists',
  stations_venue_name_uq: 'sameStations',
  suppliers_scope_name_uq: 'sameSupplier',
  suppliers_scope_pib_uq: 'sameSupplierPib',
  articles_supplier_scope_name_uq: 'sameArticle',
};

interface PgErrorLike {
  code?: string;
  constraint?: string;
}

function pgErrorOf(error: unknown): PgErrorLike | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const candidate = current as PgErrorLike & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/** Maps PostgreSQL errors caused by the request's data to catalogue codes; other errors return undefined. */
export function databaseErrorToAppError(error: unknown): AppError | undefined {
  const pgError = pgErrorOf(error);
  if (!pgError?.code) return undefined;
  // Class 22 "data exception": a value the statement was given does not fit (a NUL in text, a number out of a
  // column's range, an impossible date...). Whatever the value, it came from the request.
  if (pgError.code.startsWith('22')) return new AppError('invalidInput');
  switch (pgError.code) {
    case '23505': {
      const code = (pgError.constraint && UNIQUE_CONSTRAINT_CODES[pgError.constraint]) || 'conflict';
      return new AppError(code);
    }
    case '40001': // serialization failure
    case '40P01': // deadlock
      return new AppError('conflict');
    case '23503': // a referenced row does not exist
    case '23502': // not null
    case '23514': // check constraint
    case '54000': // program limit exceeded: a value too large for an index row
      return new AppError('invalidInput');
    default:
      return undefined;
  }
}
