import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArticleHistory } from '@/domain/prices/prices.schemas';
import pricesEn from '@/web/features/prices/locales/en.json';
import pricesSer from '@/web/features/prices/locales/ser.json';
import { setAppLanguage } from '@/web/i18n/i18n';
import { startSession } from '@/web/lib/session';
import { jsonResponse, profileFixture, renderRoute } from '@/web/test-utils';
import { PriceHistoryDialog } from './price-history-dialog';

const admin = profileFixture({ role: 'ROLE_ADMIN' });

const history: ArticleHistory = {
  articleId: 5,
  name: 'Junetina',
  unit: 'KG',
  currency: 'RSD',
  points: [
    {
      receivedAt: '2026-10-20T08:00:00.000Z',
      supplier: 'Mesara',
      paidPrice: '1200.00',
      orderedPrice: '1200.00',
      orderId: 11,
      orderNumber: 'KUH-0011',
    },
    {
      receivedAt: '2026-11-03T08:00:00.000Z',
      supplier: 'Mesara',
      paidPrice: '1350.50',
      orderedPrice: null,
      orderId: 14,
      orderNumber: 'KUH-0014',
    },
  ],
  last: {
    paidPrice: '1350.50',
    receivedAt: '2026-11-03T08:00:00.000Z',
    supplier: 'Mesara',
    trend: { direction: 'up', percent: 12.5 },
  },
};

function mockServer(answer: ArticleHistory) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/users/profile') return jsonResponse(200, admin);
    if (path === `/api/prices/article/${answer.articleId}/history`) return jsonResponse(200, answer);
    return jsonResponse(404, { code: 'not_found', message: path });
  });
}

/** The table's rows as text per cell, header row left out. */
async function tableRows(name: string): Promise<string[][]> {
  const table = await screen.findByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

describe('the price history dialog', () => {
  beforeEach(() => {
    startSession({ jwt: 'access', refreshToken: 'refresh', user: admin });
  });

  it('lists every point newest first in Serbian money and dates, with the trend of the last price', async () => {
    mockServer(history);
    renderRoute('/', <PriceHistoryDialog opened article={{ id: 5, name: 'Junetina' }} onClose={() => {}} />, {
      at: '/',
    });
    expect(
      await screen.findByText(pricesSer.history.title.replace('{{name}}', 'Junetina')),
    ).toBeInTheDocument();
    expect(await tableRows(pricesSer.history.table)).toEqual([
      ['03.11.2026', 'Mesara', '1.350,50 RSD', '—', 'KUH-0014'],
      ['20.10.2026', 'Mesara', '1.200,00 RSD', '1.200,00 RSD', 'KUH-0011'],
    ]);
    expect(screen.getByRole('img', { name: pricesSer.trend.up })).toHaveTextContent('+12,5 %');
  });

  it('writes money and the change the English way in English', async () => {
    mockServer(history);
    await setAppLanguage('en');
    try {
      renderRoute(
        '/',
        <PriceHistoryDialog opened article={{ id: 5, name: 'Junetina' }} onClose={() => {}} />,
        { at: '/' },
      );
      expect((await tableRows(pricesEn.history.table))[0]).toEqual([
        '03.11.2026',
        'Mesara',
        '1,350.50 RSD',
        '—',
        'KUH-0014',
      ]);
      expect(screen.getByRole('img', { name: pricesEn.trend.up })).toHaveTextContent('+12.5 %');
    } finally {
      await setAppLanguage('ser');
    }
  });

  it('says so when nothing was paid yet', async () => {
    mockServer({ ...history, points: [], last: null });
    renderRoute('/', <PriceHistoryDialog opened article={{ id: 5, name: 'Junetina' }} onClose={() => {}} />, {
      at: '/',
    });
    expect(await screen.findByText(pricesSer.history.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
