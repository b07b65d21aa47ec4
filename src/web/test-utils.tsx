/** Rendering pages in tests: the real providers (test mode: no transitions or portals) and a memory router. */
import { render } from '@testing-library/react';
import type { Profile } from '@/domain/auth/profile';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from './app/providers';
import { createQueryClient } from './lib/query-client';

interface RenderRouteOptions {
  /** The URL the router starts on. */
  at: string;
  /** Other routes the page may navigate to; each renders its path as text so tests can see where they landed. */
  elsewhere?: string[];
}

export function renderRoute(path: string, page: ReactElement, { at, elsewhere = [] }: RenderRouteOptions) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const routes: RouteObject[] = [
    { path, element: page },
    ...elsewhere.map((other) => ({ path: other, element: <p>{`at ${other}`}</p> })),
  ];
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** A fetch answering JSON, for `vi.spyOn(globalThis, 'fetch')`. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A signed-in staff member of Bistro Demo; tests override what matters to them. */
export function profileFixture(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 1,
    name: 'Staff Demo',
    email: 'staff@nabavka.test',
    phone: '+381641234567',
    language: 'ser',
    theme: 'light',
    finishedOnboarding: true,
    pending_invites: false,
    venue: { id: 3, name: 'Bistro Demo' },
    role: 'ROLE_USER',
    verified: true,
    suppliers: [],
    venueUsers: [],
    canSendOrder: true,
    ...overrides,
  };
}
