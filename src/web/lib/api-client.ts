/**
 * The one way the web app talks to the API (docs/PRODUCT.md#api-auth): JSON under /api with the bearer token, and on
 * a 401 "Invalid Token" exactly one refresh followed by one replay of the original request.
 */
import { authOperations } from '@/domain/auth/auth.contract';
import {
  type OperationInput,
  type OperationResult,
  type OperationSpec,
  operationPath,
  type UrlValue,
} from '@/domain/shared/contract';
import { type ErrorCode, INVALID_TOKEN_MESSAGE, isErrorCode } from '@/domain/errors';
import { formatIdempotencyKey, IDEMPOTENCY_KEY_HEADER } from '@/domain/shared/idempotency';
import {
  clearSession,
  getAccessToken,
  getRefreshToken,
  getSession,
  markSessionExpired,
  markVenueDisabled,
  replaceTokens,
} from './session';

const API_BASE = '/api';

/** The catalogue codes plus the one failure only the client can see: no answer at all. */
export type ClientErrorCode = ErrorCode | 'network_error';

export class ApiError extends Error {
  readonly status: number;
  readonly code: ClientErrorCode;
  readonly fields: Partial<Record<string, ErrorCode>>;
  /** The server's id of the refused request (X-Request-Id), which its log lines carry; none without an answer. */
  readonly requestId: string | undefined;

  constructor(
    status: number,
    code: ClientErrorCode,
    message: string,
    fields: Partial<Record<string, ErrorCode>> = {},
    requestId?: string,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.requestId = requestId;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The catalogue code of any failure, for showing `errors.{code}`. */
export function errorCodeOf(error: unknown): ClientErrorCode {
  return isApiError(error) ? error.code : 'internal_error';
}

/** The server's request id of a failure, for the user to quote ("Reference: …"); undefined when there is none. */
export function requestIdOf(error: unknown): string | undefined {
  return isApiError(error) ? error.requestId : undefined;
}

const REQUEST_ID_HEADER = 'X-Request-Id';

// These two are how a token is obtained; sending a stale bearer token along would only confuse the server.
const TOKENLESS_PATHS = new Set<string>([authOperations.login.path, authOperations.refreshToken.path]);

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, UrlValue>;
  signal?: AbortSignal;
  /**
   * Share of the request body sent so far (0..1), for a progress bar on uploads; the request then goes through
   * XMLHttpRequest, whose upload events fetch does not offer.
   */
  onUploadProgress?: (fraction: number) => void;
  /** Files sent as multipart/form-data instead of a JSON body (an operation with `upload`). */
  form?: FormData;
  /** The success answer is a file (an operation with `produces`): resolved as a Blob instead of JSON. */
  blob?: boolean;
  /**
   * The Idempotency-Key of a write (decision 0022-idempotency-keys.md), for a caller that keeps its action and may
   * send it again (the offline outbox, docs/decisions/0024-offline-outbox.md): a repeat with the same key is answered without being done twice. Without
   * it every POST/PUT/DELETE gets a fresh key of its own.
   */
  idempotencyKey?: string;
}

/** What `callApi` and `callUpload` take besides the input: an abort signal, a kept idempotency key. */
export interface CallOptions {
  signal?: AbortSignal;
  idempotencyKey?: string;
}

const WRITE_METHODS = new Set<RequestOptions['method']>(['POST', 'PUT', 'DELETE']);

let sessionExpiredHandler: () => void = () => window.location.assign('/login');

/** What happens after a failed refresh, once the session is cleared (main.tsx routes to /login). */
export function onSessionExpired(handler: () => void): void {
  sessionExpiredHandler = handler;
}

/**
 * `disabled`: the server refused because the user or their venue was disabled meanwhile (docs/PRODUCT.md#guard,
 * #error-catalogue).
 */
type RefreshOutcome = 'refreshed' | 'rejected' | 'disabled' | 'offline';

// Refresh tokens rotate and reusing one revokes the whole login, so concurrent 401s must share one refresh.
let refreshInFlight: Promise<RefreshOutcome> | null = null;

function refreshTokens(): Promise<RefreshOutcome> {
  refreshInFlight ??= runRefresh().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * Replaces the access token now, for a change the current token does not carry yet
 * (docs/PRODUCT.md#venue-registration: registering a venue makes the caller its admin; an approved request gives a
 * venue). True when a new token was stored.
 */
export async function refreshSession(): Promise<boolean> {
  return (await refreshTokens()) === 'refreshed';
}

async function runRefresh(): Promise<RefreshOutcome> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return 'rejected';
  let response: Response;
  try {
    // Straight through fetch, not apiRequest: a refused refresh must not trigger another refresh.
    response = await fetch(`${API_BASE}${authOperations.refreshToken.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
  } catch {
    // A dropped connection says nothing about the session; logging out a cook because of flaky Wi-Fi loses work.
    return 'offline';
  }
  const body = await readBody(response);
  if (!response.ok) {
    const code = typeof body === 'object' && body !== null ? (body as ErrorBodyShape).code : undefined;
    return code === 'user_disabled_contact_administrator' ? 'disabled' : 'rejected';
  }
  const parsed = authOperations.refreshToken.response.safeParse(body);
  if (!parsed.success) return 'rejected';
  replaceTokens(parsed.data.token, parsed.data.refresh_token);
  return 'refreshed';
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    params.set(key, typeof value === 'object' ? value.join(',') : String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function send(
  path: string,
  options: RequestOptions,
  token: string | null,
  idempotencyKey: string | undefined,
): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: options.blob ? 'application/pdf, application/json' : 'application/json',
  };
  if (options.body !== undefined && !options.form) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const method = options.method ?? 'GET';
  if (idempotencyKey !== undefined) headers[IDEMPOTENCY_KEY_HEADER] = formatIdempotencyKey(idempotencyKey);
  // The browser writes the multipart Content-Type itself, with its boundary.
  const init: RequestInit & { headers: Record<string, string> } = {
    method,
    headers,
    body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    signal: options.signal,
  };
  try {
    const url = buildUrl(path, options.query);
    return options.onUploadProgress
      ? await sendWithProgress(url, init, options.onUploadProgress)
      : await fetch(url, init);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'network_error', error instanceof Error ? error.message : 'Network error');
  }
}

/** `send` through XMLHttpRequest, reporting upload progress; answers a Response like fetch does. */
function sendWithProgress(
  url: string,
  init: RequestInit & { headers: Record<string, string> },
  onUploadProgress: (fraction: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onUploadProgress(event.loaded / event.total);
    };
    xhr.upload.onload = () => onUploadProgress(1);
    xhr.onload = () => {
      const nullBody = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
      const requestId = xhr.getResponseHeader(REQUEST_ID_HEADER);
      resolve(
        new Response(nullBody ? null : xhr.responseText, {
          status: xhr.status,
          headers: requestId ? { [REQUEST_ID_HEADER]: requestId } : {},
        }),
      );
    };
    xhr.onerror = () => reject(new TypeError('Network error'));
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(typeof init.body === 'string' || init.body instanceof FormData ? init.body : null);
  });
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function readAnswer(response: Response, options: RequestOptions): Promise<unknown> {
  return options.blob && response.ok ? response.blob() : readBody(response);
}

interface ErrorBodyShape {
  code?: unknown;
  message?: unknown;
  fields?: unknown;
}

function toApiError(response: Response, body: unknown): ApiError {
  const { status } = response;
  const shape: ErrorBodyShape = typeof body === 'object' && body !== null ? body : {};
  const code: ErrorCode = isErrorCode(shape.code) ? shape.code : 'internal_error';
  const message = typeof shape.message === 'string' ? shape.message : `HTTP ${status}`;
  const fields: Partial<Record<string, ErrorCode>> = {};
  if (typeof shape.fields === 'object' && shape.fields !== null) {
    for (const [field, fieldCode] of Object.entries(shape.fields)) {
      if (isErrorCode(fieldCode)) fields[field] = fieldCode;
    }
  }
  return new ApiError(status, code, message, fields, response.headers.get(REQUEST_ID_HEADER) ?? undefined);
}

function isInvalidToken(status: number, body: unknown): boolean {
  return (
    status === 401 &&
    typeof body === 'object' &&
    body !== null &&
    (body as ErrorBodyShape).message === INVALID_TOKEN_MESSAGE
  );
}

/**
 * Sends one API call; resolves with the parsed JSON body or rejects with an ApiError. The low level under `callApi`:
 * features call declared operations through `callApi`, never paths.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const withToken = !TOKENLESS_PATHS.has(path);
  const tokenSent = withToken ? getAccessToken() : null;
  // One key per call, kept for its replay after a refresh: the server then answers the first attempt's answer if
  // that attempt got through after all (docs/decisions/0022-idempotency-keys.md).
  const idempotencyKey = WRITE_METHODS.has(options.method ?? 'GET')
    ? (options.idempotencyKey ?? crypto.randomUUID())
    : undefined;
  let response = await send(path, options, tokenSent, idempotencyKey);
  let body = await readAnswer(response, options);

  if (withToken && isInvalidToken(response.status, body)) {
    // A parallel call may have refreshed while this one was on the wire: then the new token is simply replayed.
    const tokenNow = getAccessToken();
    const outcome: RefreshOutcome = tokenNow && tokenNow !== tokenSent ? 'refreshed' : await refreshTokens();
    if (outcome === 'offline')
      throw new ApiError(0, 'network_error', 'Token refresh could not reach the server');
    if (outcome === 'rejected' || outcome === 'disabled') {
      const email = getSession()?.user.email;
      // The login page says the session expired and, after login, goes back to this page.
      const { pathname, search } = window.location;
      if (outcome === 'rejected' && email !== undefined && pathname !== '/login' && pathname !== '/logout') {
        markSessionExpired({ returnTo: `${pathname}${search}`, email });
      }
      clearSession();
      // The login page then says why (docs/PRODUCT.md#guard: "This restaurant has been disabled…").
      if (outcome === 'disabled') markVenueDisabled();
      sessionExpiredHandler();
      throw toApiError(response, body);
    }
    response = await send(path, options, getAccessToken(), idempotencyKey);
    body = await readAnswer(response, options);
  }

  if (!response.ok) throw toApiError(response, body);
  return body as T;
}

function callOptions(signalOrOptions: AbortSignal | CallOptions | undefined): CallOptions {
  if (signalOrOptions === undefined) return {};
  return 'aborted' in signalOrOptions ? { signal: signalOrOptions } : signalOrOptions;
}

/** An answer that does not match the operation's declared response: a contract break between server and web. */
export class ContractError extends ApiError {
  constructor(operation: OperationSpec, issues: string) {
    super(
      200,
      'internal_error',
      `${operation.method} ${operation.path} answered outside its contract: ${issues}`,
    );
    this.name = 'ContractError';
  }
}

/**
 * Calls a declared operation (src/domain/<area>/*.contract.ts): builds the path from its parameters, sends the query
 * and body, and checks the answer against the operation's response schema, so a contract break is a clear error (in
 * development, tests and production alike) instead of `undefined` on screen.
 */
export async function callApi<S extends OperationSpec>(
  operation: S,
  input: OperationInput<S>,
  signalOrOptions?: AbortSignal | CallOptions,
  onUploadProgress?: (fraction: number) => void,
): Promise<OperationResult<S>> {
  const { signal, idempotencyKey } = callOptions(signalOrOptions);
  const parts = input as {
    params?: Record<string, UrlValue>;
    query?: Record<string, UrlValue>;
    body?: unknown;
  };
  const body = await apiRequest<unknown>(operationPath(operation.path, parts.params), {
    method: operation.method,
    query: parts.query,
    body: operation.method === 'GET' ? undefined : (parts.body ?? (operation.body ? {} : undefined)),
    signal,
    onUploadProgress,
    ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
  });
  const parsed = operation.response.safeParse(body);
  if (!parsed.success) {
    const error = new ContractError(operation, parsed.error.message);
    console.error(error.message);
    throw error;
  }
  return parsed.data as OperationResult<S>;
}

/**
 * Sends files to an upload operation (multipart/form-data in its declared field) and checks the answer against the
 * operation's response schema, like `callApi`.
 */
export async function callUpload<S extends OperationSpec & { upload: { field: string } }>(
  operation: S,
  files: readonly File[],
  signalOrOptions?: AbortSignal | CallOptions,
  onUploadProgress?: (fraction: number) => void,
  /** The path's parameters, for an upload to one thing (an order's photos). */
  params?: Record<string, UrlValue>,
): Promise<OperationResult<S>> {
  const { signal, idempotencyKey } = callOptions(signalOrOptions);
  const form = new FormData();
  for (const file of files) form.append(operation.upload.field, file, file.name);
  const body = await apiRequest<unknown>(operationPath(operation.path, params), {
    method: operation.method,
    form,
    signal,
    onUploadProgress,
    ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
  });
  const parsed = operation.response.safeParse(body);
  if (!parsed.success) {
    const error = new ContractError(operation, parsed.error.message);
    console.error(error.message);
    throw error;
  }
  return parsed.data as OperationResult<S>;
}

/**
 * Fetches the file an operation answers with (`produces`, e.g. a PDF or an .xlsx) as a Blob, with the session's token
 * and the operation's query.
 */
export async function callFile<S extends OperationSpec & { produces: readonly string[] }>(
  operation: S,
  input: OperationInput<S>,
  signal?: AbortSignal,
): Promise<Blob> {
  const { params, query } = input as {
    params?: Record<string, UrlValue>;
    query?: Record<string, UrlValue>;
  };
  return apiRequest<Blob>(operationPath(operation.path, params), {
    method: operation.method,
    query,
    blob: true,
    signal,
  });
}
