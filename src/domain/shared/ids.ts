import { z } from 'zod';

/** Largest value of a PostgreSQL integer column: a bigger id cannot exist, and must answer 400, not a 500. */
export const MAX_DB_ID = 2_147_483_647;

/** A row id in a JSON body (a number on the wire). */
export const IdSchema = z
  .number({ error: 'invalidInput' })
  .int('invalidInput')
  .positive('invalidInput')
  .max(MAX_DB_ID, 'invalidInput');

/** A row id in a path or query parameter (text on the wire). */
export const IdParamSchema = z.coerce
  .number({ error: 'invalidInput' })
  .int('invalidInput')
  .positive('invalidInput')
  .max(MAX_DB_ID, 'invalidInput');
