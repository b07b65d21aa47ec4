/**
 * Every API operation is registered from a declaration (src/domain/<area>/*.contract.ts) and documents itself in the
 * OpenAPI document: a summary, a tag, its security (bearer, or explicitly none), its refusals (401/403 when
 * protected, 400 when it takes input). A route registered any other way, or a declaration without a route, fails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationSpec } from '@/domain/shared/contract';
import { createTestContext, type TestContext } from '@/test/app';

interface OpenApiOperation {
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
}

type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation every contract module declares (a new contract file is picked up without editing this test). */
function declaredOperations(): OperationSpec[] {
  const modules = import.meta.glob<Record<string, unknown>>('../../domain/**/*.contract.ts', { eager: true });
  const found = new Set<OperationSpec>();
  const collect = (value: unknown): void => {
    if (typeof value !== 'object' || value === null) return;
    if ('method' in value && 'path' in value && 'response' in value) {
      found.add(value as OperationSpec);
      return;
    }
    for (const inner of Object.values(value)) collect(inner);
  };
  for (const module of Object.values(modules)) collect(module);
  return [...found];
}

/** `/orders/order/:id` -> `/api/orders/order/{id}`, as the OpenAPI document writes it. */
const openApiPath = (path: string) => `/api${path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}')}`;

describe('the OpenAPI document', () => {
  let ctx: TestContext;
  let operations: { key: string; operation: OpenApiOperation }[];

  beforeAll(async () => {
    // Every optional area on, so every route there is gets checked.
    ctx = await createTestContext({ config: { benchRoutes: true } });
    const document = ctx.app.swagger() as unknown as OpenApiDocument;
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => HTTP_METHODS.has(method))
        .map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
    );
  });
  afterAll(() => ctx.close());

  it('lists exactly the declared operations, so no route is registered another way', () => {
    const declared = declaredOperations().map((spec) => `${spec.method} ${openApiPath(spec.path)}`);
    expect(declared.length).toBeGreaterThan(40);
    expect(new Set(declared).size).toBe(declared.length);
    const documented = operations.map(({ key }) => key).filter((key) => key.includes(' /api/'));
    expect([...documented].sort()).toEqual([...declared].sort());
  });

  it('gives every operation a summary, a tag and a security declaration', () => {
    const incomplete = operations
      .filter(
        ({ operation }) =>
          !operation.summary?.trim() || !operation.tags?.length || !Array.isArray(operation.security),
      )
      .map(({ key }) => key);
    expect(incomplete).toEqual([]);
  });

  it('documents 401 and 403 on every protected operation, and the bearer token it needs', () => {
    const protectedOps = operations.filter(({ operation }) => (operation.security ?? []).length > 0);
    expect(protectedOps.length).toBeGreaterThan(30);
    const missing = protectedOps
      .filter(({ operation }) => {
        const responses = operation.responses ?? {};
        const bearer = operation.security!.some((requirement) => 'bearer' in requirement);
        return !bearer || !('401' in responses) || !('403' in responses);
      })
      .map(({ key }) => key);
    expect(missing).toEqual([]);
  });

  it('documents 400 on every operation that takes input', () => {
    const missing = operations
      .filter(
        ({ operation }) => (operation.parameters ?? []).length > 0 || operation.requestBody !== undefined,
      )
      .filter(({ operation }) => !('400' in (operation.responses ?? {})))
      .map(({ key }) => key);
    expect(missing).toEqual([]);
  });
});
