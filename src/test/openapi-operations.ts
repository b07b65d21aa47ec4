/**
 * The app's operations as its own OpenAPI document lists them (`app.swagger()` after `ready()`), and requests to
 * them. The fuzz test and the authorization matrix walk this list, so a new route is covered the day it is added.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { type FormFile, multipartBody } from './multipart';

/** The part of JSON Schema the route schemas produce (fastify-type-provider-zod's OpenAPI output). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

export interface ParameterSpec {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiOperation {
  /** `METHOD /api/path/{param}`, the policy table's key. */
  key: string;
  method: HttpMethod;
  /** OpenAPI form: /api/orders/order/{id}. */
  path: string;
  pathParams: ParameterSpec[];
  queryParams: ParameterSpec[];
  /** The JSON body's schema, when the operation takes one. */
  body: JsonSchema | undefined;
}

/** Values of a request to an operation; the matrix's examples and the fuzz's inputs have this shape. */
export interface ApiRequest {
  params?: Record<string, string | number>;
  /** An array sends the parameter once per value. */
  query?: Record<string, string | number | boolean | readonly string[]>;
  body?: unknown;
  /** Files sent as multipart/form-data instead of a JSON body (uploads). */
  files?: readonly FormFile[];
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Every operation of the app's OpenAPI document, in document order. */
export function apiOperations(app: FastifyInstance): ApiOperation[] {
  const document = app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> };
  const operations: ApiOperation[] = [];
  for (const [path, byMethod] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = byMethod[method.toLowerCase()];
      if (!operation) continue;
      const parameters = operation.parameters ?? [];
      const spec = (where: string) =>
        parameters
          .filter((parameter) => parameter.in === where)
          .map((parameter) => ({
            name: parameter.name,
            required: parameter.required ?? where === 'path',
            schema: parameter.schema ?? {},
          }));
      operations.push({
        key: `${method} ${path}`,
        method,
        path,
        pathParams: spec('path'),
        queryParams: spec('query'),
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

/** Percent-encoding that also writes an unpaired surrogate, as the invalid UTF-8 bytes a client could send. */
function encode(text: string): string {
  return Array.from(text, (character) => {
    try {
      return encodeURIComponent(character);
    } catch {
      return '%ED%A0%80';
    }
  }).join('');
}

/** The URL of a request: path parameters and query values percent-encoded exactly as given. */
export function requestUrl(operation: ApiOperation, request: ApiRequest): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = request.params?.[name];
    if (value === undefined) throw new Error(`${operation.key}: no value for path parameter ${name}`);
    return encode(String(value));
  });
  const query = Object.entries(request.query ?? {}).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((one) => `${encode(name)}=${encode(String(one))}`),
  );
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

/** app.inject() options for a request; a body is sent as JSON, files as multipart/form-data. */
export function injectOptions(
  operation: ApiOperation,
  request: ApiRequest,
  headers: Record<string, string> = {},
): InjectOptions {
  const options: InjectOptions = { method: operation.method, url: requestUrl(operation, request), headers };
  if (request.files !== undefined) {
    const { payload, contentType } = multipartBody(request.files);
    options.payload = payload;
    options.headers = { ...headers, 'content-type': contentType };
  } else if (request.body !== undefined) {
    options.payload = JSON.stringify(request.body);
    options.headers = { ...headers, 'content-type': 'application/json' };
  }
  return options;
}
