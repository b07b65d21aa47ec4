/** Rendering pages in tests: the real providers (test mode: no transitions or portals) and a memory router. */
import { render } from '@testing-library/react';
import type { Profile } from '@/domain/auth/profile.schemas';
import type { Order } from '@/domain/orders/orders.schemas';
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
    venue: { id: 3, name: 'Bistro Demo', currency: 'RSD', pricesInMessage: false },
    role: 'ROLE_USER',
    verified: true,
    suppliers: [],
    venueUsers: [],
    canSendOrder: true,
    orderLimit: null,
    ...overrides,
  };
}

/** An order as GET /orders/order/{id} answers it (a draft of Bistro's kitchen); tests override what matters. */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  return {
    id: 1,
    order_number: 'KUH-0001',
    deadline: '2026-03-02',
    status: 'OPEN',
    supplier: { id: 1001, name: 'Dobavljač', isMarket: false, deleted: false },
    marketSupplier: null,
    department: { id: 2, name: 'Kuhinja', isWarehouse: false },
    products: [],
    orderNote: '',
    receivingNote: '',
    paymentMethod: null,
    supplierContactId: null,
    supplierContactNumber: null,
    createdBy: { name: 'Staff Demo' },
    createdAt: '2026-03-01T08:00:00.000Z',
    lastUpdatedBy: { name: 'Staff Demo' },
    lastUpdatedAt: '2026-03-01T08:00:00.000Z',
    sentBy: null,
    sentAt: null,
    isCustomOrder: false,
    newOrderId: null,
    hasShortfall: false,
    version: 0,
    total: null,
    currency: 'RSD',
    priceTolerance: '2.00',
    ...overrides,
  };
}
