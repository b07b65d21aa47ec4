/**
 * The wizard pages' fake API for web tests: one station, one supplier with two articles, an order the server
 * creates as 42, and local drafts of that station on any step.
 */
import { vi } from 'vitest';
import type { Article } from '@/domain/articles/articles.schemas';
import type { Order } from '@/domain/orders/orders.schemas';
import { jsonResponse, profileFixture } from '@/web/test-utils';
import type { OrderDraft } from '../draft-storage';

export const STATION = 3;
export const SUPPLIER = 1001;
export const TOMORROW = '2099-01-02';

export const user = profileFixture({
  name: 'Jelena Jovanović',
  phone: '+381601000002',
  venue: { id: 2, name: 'Bistro Demo', currency: 'RSD', pricesInMessage: false },
});

export const article = (id: number, name: string, isFavorite: boolean): Article => ({
  id,
  name,
  storeName: name.toUpperCase(),
  note: '',
  category: { id: 1, category: 'Meso' },
  unit: 'KG',
  defaultPrice: null,
  isFavorite,
  recommendedQuantity: null,
  comment: '',
  supplier: { id: SUPPLIER },
  verified: true,
});

export const savedOrder: Order = {
  id: 42,
  order_number: 'KUH-0042',
  deadline: TOMORROW,
  status: 'OPEN',
  supplier: { id: SUPPLIER, name: 'Mesara Zlatibor', isMarket: false, deleted: false },
  marketSupplier: null,
  department: { id: STATION, name: 'Kuhinja', isWarehouse: false },
  products: [
    {
      id: 900,
      articleId: 5,
      name: 'Pileći file',
      amount: '2.500',
      unit: 'KG',
      note: 'bez kože',
      status: 'PENDING',
      deliveredAmount: null,
      notDeliveredReason: null,
      receiveNote: '',
      move_to_order_id: null,
      unitPrice: null,
      paidPrice: null,
      lineValue: null,
    },
  ],
  orderNote: '',
  receivingNote: '',
  paymentMethod: null,
  supplierContactId: null,
  supplierContactNumber: null,
  createdBy: { name: 'Jelena Jovanović' },
  createdAt: '2099-01-01T06:00:00.000Z',
  lastUpdatedBy: null,
  lastUpdatedAt: '2099-01-01T06:00:00.000Z',
  sentBy: null,
  sentAt: null,
  isCustomOrder: false,
  newOrderId: null,
  hasShortfall: false,
  version: 3,
  total: null,
  currency: 'RSD',
  priceTolerance: '2.00',
};

export function draftAt(step: 0 | 1 | 2, amount: string, orderId: number | null = null): OrderDraft {
  return {
    stationId: STATION,
    kind: 'regular',
    orderId,
    currentStep: step,
    allSteps: [step > 0, step > 1, false],
    orderObj: {
      deadline: TOMORROW,
      supplierId: SUPPLIER,
      supplierName: 'Mesara Zlatibor',
      products: [
        {
          articleId: 5,
          name: 'Pileći file',
          unit: 'KG',
          amount,
          note: 'bez kože',
          isFavorite: true,
          recommendedQuantity: null,
        },
        {
          articleId: 6,
          name: 'Juneći but',
          unit: 'KG',
          amount: '3',
          note: '',
          isFavorite: false,
          recommendedQuantity: null,
        },
      ],
      orderNote: 'Zadnji ulaz',
      paymentMethod: 'cash',
      version: orderId === null ? null : 3,
      savedOrderId: orderId,
      orderNumber: orderId === null ? null : 'KUH-0042',
      receivingNote: '',
    },
    mergeDecision: null,
    savedAt: '2099-01-01T06:00:00.000Z',
  };
}

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** A fake API: answers by method and path; `overrides` replace an answer for one test. */
export function fakeApi(overrides: Record<string, (call: Call) => Response> = {}) {
  const calls: Call[] = [];
  const answers: Record<string, (call: Call) => Response> = {
    'GET /api/users/profile': () => jsonResponse(200, user),
    'GET /api/venue/getDepartments': () =>
      jsonResponse(200, [
        {
          department: { id: STATION, name: 'Kuhinja', isWarehouse: false },
          users: [],
          suppliers: [],
          numberOfOpenOrders: 0,
          numberOfExpectedOrders: 0,
        },
      ]),
    [`GET /api/venue/department/getSuppliers/${STATION}`]: () =>
      jsonResponse(200, [
        { id: SUPPLIER, name: 'Mesara Zlatibor', pib: null, isMarket: false, verified: true },
      ]),
    [`GET /api/orders/all/${STATION}`]: () => jsonResponse(200, { orders: [], count: 0 }),
    [`GET /api/articles/products/${SUPPLIER}/${STATION}`]: () =>
      jsonResponse(200, {
        articles: [article(5, 'Pileći file', true), article(6, 'Juneći but', false)],
        count: 2,
      }),
    [`GET /api/articles/categories/${SUPPLIER}`]: () => jsonResponse(200, [{ id: 1, category: 'Meso' }]),
    'GET /api/subscription/getSubscription/2': () =>
      jsonResponse(200, { plan: 'PRO', trialEnded: false, daysTillTrialEnds: null, departmentLimit: 10 }),
    [`GET /api/supplier/supplierContacts/${SUPPLIER}/2`]: () =>
      jsonResponse(200, [
        { id: 7, name: 'Milan Stojanović', phone: '0641234567', email: '', supplierId: SUPPLIER },
      ]),
    [`POST /api/orders/${STATION}/create/${SUPPLIER}`]: () => jsonResponse(201, { id: 42 }),
    'GET /api/orders/order/42': () => jsonResponse(200, savedOrder),
    'POST /api/orders/42/updateOrderItems': () => jsonResponse(200, { ...savedOrder, version: 4 }),
    // The prepared order's text ends with the supplier's link for the chosen contact (docs/PRODUCT.md#supplier-link).
    'POST /api/orders/42/supplierLink': () =>
      jsonResponse(200, { supplierLink: 'http://localhost:3000/o/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }),
    'POST /api/orders/updateStatus/sendOrder': () => jsonResponse(200, { id: 42, status: 'IN_PROGRESS' }),
    'POST /api/articles/favorites': () => jsonResponse(200, { articleIds: [6] }),
    ...overrides,
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const call = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const answer = answers[`${method} ${url.pathname}`];
    return Promise.resolve(
      answer ? answer(call) : jsonResponse(404, { code: 'not_found', message: 'no fake' }),
    );
  });
  return {
    calls,
    count: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.path === path).length,
  };
}
