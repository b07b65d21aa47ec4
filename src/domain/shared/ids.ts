import { z } from 'zod';

/** Largest value of a PostgreSQL integer column: a bigger id cannot exist, and must answer 400, not a 500. */
export const MAX_DB_ID = 2_147_483_647;

/** A row id in a JSON body (a number on the wire). */
export const IdSchema = z
  .number({ error: 'invalidInput' })
  .int('invalidInput')
  .positive('invalidInput')
  .max(MAX_DB_ID, 'invalidInput');

/**
 * A positive whole number written the one way (decision 0007): decimal digits, no sign, no leading zero, no spaces,
 * no exponent, no hexadecimal. `+1`, ` 1`, `0001`, `1e3` and `0x10` are refused rather than read as some number,
 * so a request can never reach another row than the one it names.
 */
export function canonicalIntegerText(max: number) {
  const digits = String(max).length;
  return z
    .string({ error: 'invalidInput' })
    .regex(new RegExp(`^[1-9]\\d{0,${digits - 1}}$`), 'invalidInput')
    .transform(Number)
    .pipe(z.number().max(max, 'invalidInput'));
}

/** A row id in a path or query parameter (text on the wire). */
export const IdParamSchema = canonicalIntegerText(MAX_DB_ID);
