/**
 * Every write the web sends carries an Idempotency-Key (decision 0022-idempotency-keys.md): a fresh one per call,
 * the same one on the call's replay after a token refresh, and the caller's own when it keeps one (the outbox).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineOperation } from '@/domain/shared/contract';
import { jsonResponse, profileFixture } from '@/web/test-utils';
import { apiRequest, callApi } from './api-client';
import { startSession } from './session';

interface Call {
  url: string;
  method: string;
  authorization: string | null;
  idempotencyKey: string | null;
}

function mockFetch(answer: (call: Call) => Response): Call[] {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const headers = new Headers(init?.headers);
    const call: Call = {
      url: String(input),
      method: init?.method ?? 'GET',
      authorization: headers.get('Authorization'),
      idempotencyKey: headers.get('Idempotency-Key'),
    };
    calls.push(call);
    return answer(call);
  });
  return calls;
}

const UUID_KEY = /^"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"$/;

const addThing = defineOperation({
  method: 'POST',
  path: '/things',
  summary: 'test operation',
  tag: 'test',
  access: 'signedIn',
  body: z.object({ name: z.string() }),
  response: z.object({ id: z.number() }),
  status: 201,
});

describe('Idempotency-Key on writes', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    startSession({
      jwt: 'access-1',
      refreshToken: 'refresh-1',
      user: profileFixture({ id: 7, email: 'marko@example.com' }),
    });
  });

  it('sends a fresh key (a quoted UUID, the draft form) on every POST, PUT and DELETE, none on GET', async () => {
    const calls = mockFetch(() => jsonResponse(200, {}));
    await apiRequest('/things', { method: 'POST', body: {} });
    await apiRequest('/things', { method: 'POST', body: {} });
    await apiRequest('/things/1', { method: 'PUT', body: {} });
    await apiRequest('/things/1', { method: 'DELETE' });
    await apiRequest('/things');
    const keys = calls.map((call) => call.idempotencyKey);
    expect(keys.slice(0, 4).every((key) => key !== null && UUID_KEY.test(key))).toBe(true);
    expect(new Set(keys.slice(0, 4)).size).toBe(4);
    expect(keys[4]).toBeNull();
  });

  it('replays a write after a token refresh with the same key', async () => {
    const calls = mockFetch((call) => {
      if (call.url === '/api/refresh_token')
        return jsonResponse(200, { token: 'access-2', refresh_token: 'refresh-2' });
      return call.authorization === 'Bearer access-2'
        ? jsonResponse(201, { id: 5 })
        : jsonResponse(401, { code: 'invalid_token', message: 'Invalid Token' });
    });
    await expect(callApi(addThing, { body: { name: 'x' } })).resolves.toEqual({ id: 5 });
    const writes = calls.filter((call) => call.url === '/api/things');
    expect(writes).toHaveLength(2);
    expect(writes[0]!.idempotencyKey).toMatch(UUID_KEY);
    expect(writes[1]!.idempotencyKey).toBe(writes[0]!.idempotencyKey);
    // The refresh itself is not a change the user made.
    expect(calls.find((call) => call.url === '/api/refresh_token')?.idempotencyKey).toBeNull();
  });

  it("sends a caller's own key, the same on every attempt", async () => {
    const calls = mockFetch(() => jsonResponse(201, { id: 5 }));
    await callApi(addThing, { body: { name: 'x' } }, { idempotencyKey: 'outbox-42' });
    await callApi(addThing, { body: { name: 'x' } }, { idempotencyKey: 'outbox-42' });
    await apiRequest('/things', { method: 'POST', body: {}, idempotencyKey: 'outbox-43' });
    expect(calls.map((call) => call.idempotencyKey)).toEqual(['"outbox-42"', '"outbox-42"', '"outbox-43"']);
  });

  it('still takes an abort signal in place of the options', async () => {
    const calls = mockFetch(() => jsonResponse(201, { id: 5 }));
    await callApi(addThing, { body: { name: 'x' } }, new AbortController().signal);
    expect(calls[0]!.idempotencyKey).toMatch(UUID_KEY);
  });
});
