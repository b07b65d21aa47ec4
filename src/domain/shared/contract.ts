/**
 * How an area declares its API operations, once, for both sides (ARCHITECTURE "API conventions"): method, path under
 * /api, the zod schemas of params, query, body and response, who may call it and a summary. The server registers its
 * routes from these declarations (src/server/http/operation-routes.ts), so every route documents its auth and
 * errors in the OpenAPI document; the web calls them through one typed client (src/web/lib/api-client.ts `callApi`),
 * which validates each answer against the response schema.
 */
import type { z } from 'zod';
import type { Role } from './enums';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/**
 * Who may call an operation:
 * - `public`: no token needed (login, sign-up, links from mails);
 * - `signedIn`: any valid access token;
 * - a list of roles: a valid access token of one of them (403 otherwise).
 * Venue scoping (the caller's own venue) is the service's job: `http.venueContext()` refuses callers without one.
 */
export type Access = 'public' | 'signedIn' | readonly Role[];

/** Statuses an operation may refuse with beyond the 400 every operation with input has. */
export type RefusalStatus = 401 | 403 | 404 | 409 | 429;

/** Statuses of answers that are neither the success nor an error body (the health check's 503 says what is down). */
export type OtherStatus = 503;

export interface OperationSpec {
  method: HttpMethod;
  /** Path under /api with `:name` parameters, e.g. `/orders/order/:id`. */
  path: string;
  summary: string;
  /** OpenAPI tag: the area. */
  tag: string;
  access: Access;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  response: z.ZodType;
  /** The success status (200 unless said). */
  status?: 200 | 201;
  /** Refusals this operation documents besides 400 (input) and, for protected operations, 401 and 403. */
  refusals?: readonly RefusalStatus[];
  /** Answers with a body of their own besides the success and the error bodies. */
  otherResponses?: Partial<Record<OtherStatus, z.ZodType>>;
  /**
   * The body is files sent as multipart/form-data in the field `field`, read as a stream by the handler (no JSON
   * body): at most `maxFiles` files of `maxFileBytes` each.
   */
  upload?: { field: string; maxFiles: number; maxFileBytes: number };
  /** Content types of the success answer when it is not JSON (a PDF). */
  produces?: readonly string[];
}

/** Declares one operation; the literal type is kept so params, query, body and response stay typed. */
export function defineOperation<const S extends OperationSpec>(spec: S): S {
  return spec;
}

type InputOf<S, K extends 'params' | 'query' | 'body'> = S extends { [P in K]: infer T extends z.ZodType }
  ? z.input<T>
  : undefined;
type OutputOf<S, K extends 'params' | 'query' | 'body'> = S extends { [P in K]: infer T extends z.ZodType }
  ? z.output<T>
  : undefined;

/**
 * A value the client may put in a path or query string; a list travels joined with commas (status lists:
 * docs/PRODUCT.md#api).
 */
export type UrlValue = string | number | boolean | null | undefined | readonly (string | number)[];

/**
 * Path and query parameters as the client gives them: numbers travel as text (ids, pages), so a text parameter also
 * takes a number; coerced schemas take any URL value.
 */
type UrlInput<T> = T extends undefined
  ? undefined
  : { [K in keyof T]: unknown extends T[K] ? UrlValue : T[K] | (string extends T[K] ? number : never) };

/** What a caller passes: only the parts the operation has. */
export type OperationInput<S extends OperationSpec> = OmitUndefined<{
  params: UrlInput<InputOf<S, 'params'>>;
  query: UrlInput<InputOf<S, 'query'>>;
  body: InputOf<S, 'body'>;
}>;

/** What a handler receives: the parts after validation (defaults applied, ids coerced, text trimmed). */
export interface ValidatedInput<S extends OperationSpec> {
  params: OutputOf<S, 'params'>;
  query: OutputOf<S, 'query'>;
  body: OutputOf<S, 'body'>;
}

export type OperationResult<S extends OperationSpec> = z.output<S['response']>;

type OmitUndefined<T> = { [K in keyof T as T[K] extends undefined ? never : K]: T[K] };

/** `/orders/order/:id` with `{ id: 5 }` -> `/orders/order/5`. Every parameter of the path must be given. */
export function operationPath(path: string, params: Record<string, UrlValue> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '' || typeof value === 'object') {
      throw new Error(`Missing path parameter ${name} of ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/**
 * People of a venue (docs/PRODUCT.md#role-super-admin): staff and venue admins. The super admin works through the
 * admin operations.
 */
export const VENUE_MEMBERS = ['ROLE_USER', 'ROLE_ADMIN'] as const satisfies readonly Role[];
/** Venue admins only (ROLE_ADMIN: docs/PRODUCT.md#role-venue-admin). */
export const VENUE_ADMINS = ['ROLE_ADMIN'] as const satisfies readonly Role[];
/** The super admin only (ROLE_SUPERADMIN: docs/PRODUCT.md#role-super-admin). */
export const SUPER_ADMINS = ['ROLE_SUPERADMIN'] as const satisfies readonly Role[];

/**
 * Venue admins on their own venue and the super admin on any venue (docs/PRODUCT.md#role-super-admin): the
 * administration of stations and people. The service scopes a venue admin to their venue; another venue's rows answer
 * 404.
 */
export const ADMINS = ['ROLE_ADMIN', 'ROLE_SUPERADMIN'] as const satisfies readonly Role[];
