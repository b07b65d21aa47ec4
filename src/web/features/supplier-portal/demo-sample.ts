/**
 * The supplier demo (`/{restaurantId}/supplier-demo/{orderId}`, reachable without login:
 * docs/PRODUCT.md#supplier-demo): a fixed sample order, whatever the ids in the path, so a person can try the
 * supplier side from the login page. Nothing here is real data and nothing is sent anywhere: the answer only changes
 * the page.
 */
import {
  resolveAnswer,
  SupplierAnswerSchema,
  type SupplierAnswerInput,
} from '@/domain/supplier-portal/answer';
import type { SupplierOrderView } from '@/domain/supplier-portal/supplier-portal.schemas';
import { venueToday } from '@/domain/shared/dates';
import { defaultDeadline } from '@/domain/orders/deadline';

export function demoOrder(now: Date = new Date()): SupplierOrderView {
  return {
    language: 'ser',
    venue: {
      businessName: 'Primer Ugostiteljstvo d.o.o.',
      name: 'Restoran Primer',
      address: 'Primer ulica 1, Beograd',
      phone: '011 123 4567',
    },
    station: 'Kuhinja',
    orderNumber: 'DEMO-0001',
    deliveryDate: defaultDeadline(venueToday(now)),
    paymentMethod: 'wire_transfer',
    orderNote: 'Isporuka pre 9h, zadnji ulaz.',
    currency: null,
    lines: [
      {
        line: 1,
        name: 'Pileći file',
        amount: '5',
        unit: 'KG',
        note: 'bez kože',
        unitPrice: null,
        received: null,
      },
      {
        line: 2,
        name: 'Juneći but bez kosti',
        amount: '3',
        unit: 'KG',
        note: '',
        unitPrice: null,
        received: null,
      },
      {
        line: 3,
        name: 'Mleko 2.8% 1L',
        amount: '12',
        unit: 'KOM',
        note: '',
        unitPrice: null,
        received: null,
      },
    ],
    answerable: true,
    received: false,
    version: 0,
    answer: null,
  };
}

/** The demo's answer: the same rules as a real one, applied to the page only. */
export function answerDemo(view: SupplierOrderView, input: SupplierAnswerInput, now: Date = new Date()) {
  const parsed = SupplierAnswerSchema.parse(input);
  const outcome = resolveAnswer(
    {
      status: 'IN_PROGRESS',
      version: view.version,
      deadline: view.deliveryDate,
      lineCount: view.lines.length,
      today: venueToday(now),
    },
    parsed,
  );
  if (!outcome.ok) throw new Error(outcome.code);
  const { answer } = outcome;
  return {
    ...view,
    version: view.version + 1,
    deliveryDate: answer.deliveryDate ?? view.deliveryDate,
    answer: { ...answer, answeredAt: now.toISOString() },
  } satisfies SupplierOrderView;
}
