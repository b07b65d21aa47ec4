/**
 * The server tests' client (docs/ARCHITECTURE.md, "Tests"): `ctx.call(role, operation, input)` sends a declared
 * operation (src/domain/<area>/*.contract.ts) as one of the demo accounts, the way the web's `callApi` sends it: the
 * path built from the declaration and its parameters, the query as text (lists joined with commas), the body as
 * JSON. The role logs in through the real login route once per test context, and its token is kept for the
 * context's other calls. A test that changes a demo account's role, venue or status signs its requests with
 * `ctx.as(email)` instead, whose token is made from the account as it is now.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { authOperations } from '@/domain/auth/auth.contract';
import {
  type OperationInput,
  type OperationSpec,
  operationPath,
  type UrlValue,
} from '@/domain/shared/contract';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccountKey } from '@/server/db/seed/demo';

/**
 * Who calls, by what they are to the demo data: Bistro Demo's admin (PRO), its staff and its viewer (staff who may
 * not send orders and do not work in the warehouse), Kafana Druga's admin (BASIC), Probni Restoran's admin (FREE,
 * trial ended) and the super admin; `anonymous` sends no token.
 */
export const DEMO_ROLES = {
  admin: 'admin',
  staff: 'staff',
  viewer: 'viewer',
  otherAdmin: 'admin2',
  trialAdmin: 'admin3',
  superAdmin: 'superadmin',
} as const satisfies Record<string, DemoAccountKey>;

export type DemoRole = keyof typeof DEMO_ROLES;
export type CallerRole = DemoRole | 'anonymous';

/** The demo account's e-mail behind a role. */
export function roleEmail(role: DemoRole): string {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.key === DEMO_ROLES[role]);
  if (!account) throw new Error(`No demo account ${DEMO_ROLES[role]}`);
  return account.email;
}

type PartOf<S extends OperationSpec, K extends 'params' | 'query'> = K extends keyof OperationInput<S>
  ? OperationInput<S>[K]
  : never;

/**
 * What `ctx.call` takes: the operation's path and query parameters as declared, a body (any JSON, so a test can send
 * what the schema refuses), and headers when a test needs one (a client's address).
 */
export interface CallInput<S extends OperationSpec> {
  params?: PartOf<S, 'params'>;
  query?: PartOf<S, 'query'>;
  body?: unknown;
  headers?: Record<string, string>;
}

export type CallResponse = LightMyRequestResponse;

type Parts = { params?: Record<string, UrlValue>; query?: Record<string, UrlValue>; body?: unknown };

/** `/api/...?...` of a declared operation, the query as the web client writes it. */
export function operationUrl(operation: OperationSpec, input: Parts = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query ?? {})) {
    if (value === undefined || value === null) continue;
    search.set(name, typeof value === 'object' ? value.join(',') : String(value));
  }
  const query = search.toString();
  return `/api${operationPath(operation.path, input.params)}${query ? `?${query}` : ''}`;
}

/** The client of one test context: tokens per role, logged in once. */
export function contractClient(app: FastifyInstance) {
  const tokens = new Map<DemoRole, Promise<string>>();

  async function login(role: DemoRole): Promise<string> {
    const response = await app.inject({
      method: authOperations.login.method,
      url: operationUrl(authOperations.login),
      payload: { username: roleEmail(role), password: DEMO_PASSWORD },
    });
    if (response.statusCode !== 200) {
      throw new Error(
        `${role} (${roleEmail(role)}) could not log in: ${response.statusCode} ${response.body}`,
      );
    }
    return (response.json() as { jwt: string }).jwt;
  }

  function tokenOf(role: DemoRole): Promise<string> {
    let token = tokens.get(role);
    if (!token) {
      token = login(role);
      // A failed login is not kept: the next call tries again.
      token.catch(() => tokens.delete(role));
      tokens.set(role, token);
    }
    return token;
  }

  return async function call<S extends OperationSpec>(
    role: CallerRole,
    operation: S,
    input: CallInput<S> = {},
  ): Promise<CallResponse> {
    const parts = input as Parts & { headers?: Record<string, string> };
    const headers: Record<string, string> = { ...parts.headers };
    if (role !== 'anonymous') headers.authorization = `Bearer ${await tokenOf(role)}`;
    return app.inject({
      method: operation.method,
      url: operationUrl(operation, parts),
      headers,
      ...(parts.body === undefined ? {} : { payload: parts.body as object }),
    });
  };
}

export type ContractCall = ReturnType<typeof contractClient>;
