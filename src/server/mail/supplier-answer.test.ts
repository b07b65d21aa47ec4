import { describe, expect, it } from 'vitest';
import { renderSupplierAnswerMail, type SupplierAnswerMailInput } from './supplier-answer';
import { DEMO } from '@/test/demo-context';

const answer: Omit<SupplierAnswerMailInput, 'language'> = {
  recipientName: 'Ana',
  venueName: 'Bistro',
  stationName: DEMO.stations.kuhinja,
  supplierName: 'Mesara',
  orderNumber: 'KUH-0001',
  decision: 'CONFIRMED_WITH_CHANGES',
  deliveryDate: '2026-12-03',
  previousDate: '2026-12-02',
  declined: [{ name: 'Junetina', amount: '1.500', unit: 'KG' }],
  note: '',
  reason: '',
  link: 'https://nabavka.rs/1/orders',
};

describe('the supplier answer mail', () => {
  it('writes amounts and dates in the reader language format', () => {
    const serbian = renderSupplierAnswerMail({ ...answer, language: 'ser' });
    expect(serbian.text).toContain('Junetina (1,5 KG)');
    expect(serbian.html).toContain('Junetina (1,5 KG)');
    expect(serbian.text).toContain('02.12.2026');
    expect(serbian.text).toContain('03.12.2026');
    const english = renderSupplierAnswerMail({ ...answer, language: 'en' });
    expect(english.text).toContain('Junetina (1.5 KG)');
  });
});
