import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import suggestionsSer from '@/web/features/suggestions/locales/ser.json';
import { jsonResponse, renderRoute } from '@/web/test-utils';
import { StockCountPage } from './stock-count-page';

const texts = suggestionsSer.count;
const sheet = {
  articles: [
    { id: 11, name: 'Junetina', unit: 'KG', isFavorite: true, lastCounted: '2' },
    { id: 12, name: 'Piletina', unit: 'KG', isFavorite: false, lastCounted: null },
    { id: 13, name: 'Slanina', unit: 'KG', isFavorite: false, lastCounted: null },
  ],
  lastCountedAt: null,
};

describe('the stock count screen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('counts with comma decimals and zero, Enter moving to the next field, and saves only the filled fields', async () => {
    const saved: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/venue/getDepartments'))
        return jsonResponse(200, [
          {
            department: { id: 5, name: 'Kuhinja', isWarehouse: false },
            users: [],
            suppliers: [{ id: 3, name: 'Mesara', isMarket: false }],
            numberOfOpenOrders: 0,
            numberOfExpectedOrders: 0,
          },
        ]);
      if (url.includes('/stockCount/') && init?.method === 'POST') {
        saved.push(JSON.parse(String(init.body)));
        return jsonResponse(201, { id: 1, countedAt: '2026-11-28T07:00:00.000Z', lines: 2 });
      }
      if (url.includes('/stockCount/')) return jsonResponse(200, sheet);
      return jsonResponse(200, [{ id: 3, name: 'Mesara', pib: null, isMarket: false, verified: true }]);
    });
    const user = userEvent.setup();
    renderRoute('/:stationId/stock-count', <StockCountPage />, {
      at: '/5/stock-count',
      elsewhere: ['/current-orders/:stationId/orders'],
    });

    await user.click(await screen.findByRole('combobox', { name: texts.supplier }, { timeout: 5000 }));
    await user.click(await screen.findByRole('option', { name: 'Mesara' }));
    const first = await screen.findByRole('textbox', {
      name: `${texts.amountFor.replace('{{name}}', 'Junetina')}`,
    });
    await user.type(first, '1,5{Enter}');
    const second = screen.getByRole('textbox', { name: texts.amountFor.replace('{{name}}', 'Piletina') });
    expect(second).toHaveFocus();
    await user.type(second, '0');
    await user.click(screen.getByRole('button', { name: texts.save }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      lines: [
        { articleId: 11, amount: '1,5' },
        { articleId: 12, amount: '0' },
      ],
    });
  });
});
