import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, profileFixture } from '@/web/test-utils';
import { z } from 'zod';
import { defineOperation } from '@/domain/shared/contract';
import { ApiError, apiRequest, callApi, ContractError, onSessionExpired } from './api-client';
import {
  getAccessToken,
  getRefreshToken,
  getSession,
  hasVenueDisabledNotice,
  startSession,
  getSessionExpired,
} from './session';

const user = profileFixture({
  id: 7,
  name: 'Marko Marković',
  email: 'marko@example.com',
  venue: { id: 3, name: 'Kod Marka', currency: 'RSD', pricesInMessage: false },
});

const invalidToken = () => jsonResponse(401, { code: 'invalid_token', message: 'Invalid Token' });

interface Call {
  url: string;
  method: string;
  authorization: string | null;
  body: unknown;
}

/** Replaces fetch with `answer`, recording every call. */
function mockFetch(answer: (call: Call) => Response | Promise<Response>): Call[] {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const headers = new Headers(init?.headers);
    const call: Call = {
      url: String(input),
      method: init?.method ?? 'GET',
      authorization: headers.get('Authorization'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    return answer(call);
  });
  return calls;
}

const refreshCalls = (calls: Call[]) => calls.filter((call) => call.url === '/api/refresh_token');

describe('api client', () => {
  const expired = vi.fn();

  beforeEach(() => {
    expired.mockReset();
    onSessionExpired(expired);
    startSession({ jwt: 'access-1', refreshToken: 'refresh-1', user });
  });

  it('sends the stored access token as a bearer token', async () => {
    const calls = mockFetch(() => jsonResponse(200, { ok: true }));
    await expect(apiRequest('/users/profile')).resolves.toEqual({ ok: true });
    expect(calls[0]).toMatchObject({
      url: '/api/users/profile',
      method: 'GET',
      authorization: 'Bearer access-1',
    });
  });

  it('sends no bearer token to /login', async () => {
    const calls = mockFetch(() => jsonResponse(200, {}));
    await apiRequest('/login', { method: 'POST', body: { username: 'a@b.rs', password: 'x' } });
    expect(calls[0]?.authorization).toBeNull();
  });

  it('refreshes once on "Invalid Token", stores the new pair and replays the request with the new token', async () => {
    const calls = mockFetch((call) => {
      if (call.url === '/api/refresh_token')
        return jsonResponse(200, { token: 'access-2', refresh_token: 'refresh-2' });
      return call.authorization === 'Bearer access-2' ? jsonResponse(200, { stations: 2 }) : invalidToken();
    });

    await expect(apiRequest('/venue/getDepartments')).resolves.toEqual({ stations: 2 });

    expect(calls.map((call) => call.url)).toEqual([
      '/api/venue/getDepartments',
      '/api/refresh_token',
      '/api/venue/getDepartments',
    ]);
    expect(refreshCalls(calls)[0]?.body).toEqual({ refresh_token: 'refresh-1' });
    expect(refreshCalls(calls)[0]?.authorization).toBeNull();
    expect(getAccessToken()).toBe('access-2');
    expect(getRefreshToken()).toBe('refresh-2');
  });

  it('replays only once: a second "Invalid Token" after the refresh is an error, not another refresh', async () => {
    const calls = mockFetch((call) =>
      call.url === '/api/refresh_token'
        ? jsonResponse(200, { token: 'access-2', refresh_token: 'refresh-2' })
        : invalidToken(),
    );
    await expect(apiRequest('/users/profile')).rejects.toMatchObject({ status: 401, code: 'invalid_token' });
    expect(refreshCalls(calls)).toHaveLength(1);
    expect(calls).toHaveLength(3);
  });

  it('lets concurrent requests that hit "Invalid Token" share a single refresh', async () => {
    let releaseRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const calls = mockFetch(async (call) => {
      if (call.url === '/api/refresh_token') {
        await refreshGate;
        return jsonResponse(200, { token: 'access-2', refresh_token: 'refresh-2' });
      }
      return call.authorization === 'Bearer access-2' ? jsonResponse(200, { url: call.url }) : invalidToken();
    });

    const first = apiRequest('/users/profile');
    const second = apiRequest('/venue/getDepartments');
    await vi.waitFor(() => expect(refreshCalls(calls)).toHaveLength(1));
    releaseRefresh();

    await expect(first).resolves.toEqual({ url: '/api/users/profile' });
    await expect(second).resolves.toEqual({ url: '/api/venue/getDepartments' });
    expect(refreshCalls(calls)).toHaveLength(1);
  });

  it('replays without refreshing when another request already refreshed the token meanwhile', async () => {
    const calls = mockFetch((call) => {
      if (call.authorization === 'Bearer access-1') {
        // While this request was on the wire, a parallel one rotated the tokens.
        startSession({ jwt: 'access-2', refreshToken: 'refresh-2', user });
        return invalidToken();
      }
      return jsonResponse(200, { fine: true });
    });
    await expect(apiRequest('/users/profile')).resolves.toEqual({ fine: true });
    expect(refreshCalls(calls)).toHaveLength(0);
  });

  it('clears the session and reports the expiry when the refresh is refused', async () => {
    mockFetch((call) =>
      call.url === '/api/refresh_token'
        ? jsonResponse(401, { code: 'invalid_token', message: 'Invalid Token' })
        : invalidToken(),
    );
    const failure = apiRequest('/users/profile');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401, code: 'invalid_token' });
    expect(getSession()).toBeNull();
    expect(getAccessToken()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('remembers the page and the person whose session expired, for the login page to lead back', async () => {
    window.history.pushState({}, '', '/current-orders/4/orders?tab=2');
    mockFetch((call) =>
      call.url === '/api/refresh_token'
        ? jsonResponse(401, { code: 'invalid_token', message: 'Invalid Token' })
        : invalidToken(),
    );
    await expect(apiRequest('/users/profile')).rejects.toBeInstanceOf(ApiError);
    expect(getSessionExpired()).toEqual({ returnTo: '/current-orders/4/orders?tab=2', email: user.email });
    window.history.pushState({}, '', '/');
  });

  it('leaves the "restaurant disabled" notice for the login page when the refresh is refused for that reason', async () => {
    mockFetch((call) =>
      call.url === '/api/refresh_token'
        ? jsonResponse(403, { code: 'user_disabled_contact_administrator', message: 'Disabled' })
        : invalidToken(),
    );
    await expect(apiRequest('/users/profile')).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toBeNull();
    expect(hasVenueDisabledNotice()).toBe(true);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      if (String(input) === '/api/refresh_token') throw new TypeError('Failed to fetch');
      return invalidToken();
    });
    await expect(apiRequest('/users/profile')).rejects.toMatchObject({ status: 0, code: 'network_error' });
    expect(getSession()).not.toBeNull();
    expect(expired).not.toHaveBeenCalled();
  });

  it('does not refresh on a 401 that is not about the token (wrong password at login)', async () => {
    const calls = mockFetch(() =>
      jsonResponse(401, { code: 'unauthorized', message: 'Wrong e-mail or password' }),
    );
    await expect(
      apiRequest('/login', { method: 'POST', body: { username: 'a@b.rs', password: 'bad' } }),
    ).rejects.toMatchObject({
      status: 401,
      code: 'unauthorized',
    });
    expect(refreshCalls(calls)).toHaveLength(0);
  });

  it('turns an error body into an ApiError with its code and field codes', async () => {
    mockFetch(() =>
      jsonResponse(400, {
        code: 'invalidPhone',
        message: 'Invalid input',
        fields: { phone: 'invalidPhone', x: 'nonsense' },
      }),
    );
    await expect(apiRequest('/users/profile/edit', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 400,
      code: 'invalidPhone',
      fields: { phone: 'invalidPhone' },
    });
  });

  it('reports an unreachable server as network_error', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/users/profile')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('puts query parameters in the URL, leaving out empty ones', async () => {
    const calls = mockFetch(() => jsonResponse(200, { sent: true }));
    await apiRequest('/verify/requestResetPassword', {
      method: 'POST',
      body: {},
      query: { email: 'a@b.rs', skip: undefined },
    });
    expect(calls[0]?.url).toBe('/api/verify/requestResetPassword?email=a%40b.rs');
  });
});

describe('callApi: declared operations', () => {
  const getThing = defineOperation({
    method: 'GET',
    path: '/things/:venueId/:id',
    summary: 'test operation',
    tag: 'test',
    access: 'signedIn',
    params: z.object({ venueId: z.coerce.number(), id: z.coerce.number() }),
    query: z.object({ status: z.array(z.string()).optional(), page: z.coerce.number().optional() }),
    response: z.object({ id: z.number(), name: z.string() }),
  });
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

  beforeEach(() => {
    startSession({ jwt: 'access-1', refreshToken: 'refresh-1', user });
  });

  it('fills the path, joins list query values with commas and answers the parsed body', async () => {
    const calls = mockFetch(() => jsonResponse(200, { id: 5, name: 'Kuhinja', extra: true }));
    const answer = await callApi(getThing, {
      params: { venueId: 3, id: 5 },
      query: { status: ['IN_PROGRESS', 'INCOMPLETE'], page: 2 },
    });
    expect(answer).toEqual({ id: 5, name: 'Kuhinja' });
    expect(decodeURIComponent(calls[0]!.url)).toBe('/api/things/3/5?status=IN_PROGRESS,INCOMPLETE&page=2');
  });

  it('sends the body of a write as JSON', async () => {
    const calls = mockFetch(() => jsonResponse(201, { id: 9 }));
    await expect(callApi(addThing, { body: { name: 'Šank' } })).resolves.toEqual({ id: 9 });
    expect(calls[0]).toMatchObject({ url: '/api/things', method: 'POST', body: { name: 'Šank' } });
  });

  it('refuses an answer outside the contract with a clear error instead of passing it on', async () => {
    mockFetch(() => jsonResponse(200, { id: 'five' }));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = callApi(getThing, { params: { venueId: 3, id: 5 }, query: {} });
    await expect(failure).rejects.toBeInstanceOf(ContractError);
    await expect(failure).rejects.toThrow(/GET \/things\/:venueId\/:id answered outside its contract/);
    expect(consoleError).toHaveBeenCalled();
  });
});
