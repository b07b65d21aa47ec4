import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { RecentSupplierAnswer } from '@/domain/supplier-portal/recent-answers';
import { jsonResponse, renderRoute } from '@/web/test-utils';
import { SupplierAnswersCard } from './supplier-answers-card';

const changed: RecentSupplierAnswer = {
  orderId: 41,
  orderNumber: 'KUH-0041',
  stationId: 2,
  stationName: 'Kuhinja',
  supplierName: 'Mesara Zlatibor',
  decision: 'CONFIRMED_WITH_CHANGES',
  deliveryDate: '2026-03-05',
  declinedCount: 2,
  answeredAt: '2026-03-03T09:00:00Z',
};

function serve(answers: RecentSupplierAnswer[]) {
  const asked = vi.fn();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/orders/recentSupplierAnswers') {
      asked();
      return jsonResponse(200, answers);
    }
    return jsonResponse(404, { code: 'not_found', message: url.pathname });
  });
  return asked;
}

function WithTexts({ children }: { children: ReactNode }) {
  return useTranslation('supplier-portal').ready ? children : null;
}

function renderCard(enabled: boolean) {
  return renderRoute(
    '/',
    <WithTexts>
      <SupplierAnswersCard enabled={enabled} orderPath={(answer) => `/orders/${answer.orderId}`} />
    </WithTexts>,
    { at: '/', elsewhere: ['/orders/:id'] },
  );
}

describe('the dashboard\'s "Supplier answers" card (docs/PRODUCT.md#supplier-answers-card)', () => {
  it('lists each answer with its state, date and what will not come, and opens the order', async () => {
    serve([
      changed,
      { ...changed, orderId: 42, orderNumber: 'KUH-0042', decision: 'REJECTED', declinedCount: 0 },
    ]);
    const user = userEvent.setup();
    renderCard(true);
    expect(await screen.findByRole('heading', { name: 'Odgovori dobavljača' })).toBeInTheDocument();
    expect(screen.getByText('Potvrđeno uz izmene')).toBeInTheDocument();
    expect(screen.getByText('Odbijeno')).toBeInTheDocument();
    expect(screen.getByText('Kuhinja · isporuka 05.03.2026 · Stavki koje neće stići: 2')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Porudžbina KUH-0041 · Mesara Zlatibor' }));
    expect(await screen.findByText('at /orders/:id')).toBeInTheDocument();
  });

  it('asks nothing until the page above has painted, and shows nothing without answers', async () => {
    const asked = serve([]);
    const first = renderCard(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).not.toHaveBeenCalled();
    first.unmount();
    renderCard(true);
    await vi.waitFor(() => expect(asked).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Odgovori dobavljača' })).not.toBeInTheDocument();
  });
});
