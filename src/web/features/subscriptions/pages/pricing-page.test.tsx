import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import subscriptionsEn from '@/web/features/subscriptions/locales/en.json';
import subscriptionsSer from '@/web/features/subscriptions/locales/ser.json';
import { initI18n } from '@/web/i18n/i18n';
import { jsonResponse, renderRoute } from '@/web/test-utils';
import { PricingPage } from './pricing-page';

const texts = subscriptionsSer.pricing;
const PRICES = [
  { plan: 'FREE', monthlyPrice: '0.00' },
  { plan: 'BASIC', monthlyPrice: '2990.00' },
  { plan: 'PRO', monthlyPrice: null },
];

function mockServer() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/subscription/planPrices') return jsonResponse(200, PRICES);
    return jsonResponse(404, { code: 'not_found', message: path });
  });
}

const renderPricing = () =>
  renderRoute('/pricing', <PricingPage />, { at: '/pricing', elsewhere: ['/login', '/'] });

afterEach(() => {
  vi.restoreAllMocks();
  void initI18n().changeLanguage('ser');
});

describe('/pricing (docs/PRODUCT.md#plan-prices)', () => {
  it('lists every plan with its monthly price in Serbian format and what it includes, without login', async () => {
    const fetchMock = mockServer();
    renderPricing();
    const basic = await screen.findByRole('region', { name: 'BASIC' });
    expect(within(basic).getByText(texts.perMonth.replace('{{price}}', '2.990,00 RSD'))).toBeInTheDocument();
    expect(within(basic).getByText(texts.stations.replace('{{count}}', '2'))).toBeInTheDocument();
    // BASIC has no messengers (the plan allowance), PRO has them.
    expect(within(basic).getAllByText(`(${texts.notIncluded})`, { exact: false }).length).toBeGreaterThan(0);
    const pro = screen.getByRole('region', { name: 'PRO' });
    expect(within(pro).getByText(texts.noPrice)).toBeInTheDocument();
    expect(within(pro).getByText(texts.stationsMore.replace('{{count}}', '2'))).toBeInTheDocument();
    expect(within(pro).queryByText(`(${texts.notIncluded})`, { exact: false })).toBeNull();
    const free = screen.getByRole('region', { name: 'FREE' });
    expect(within(free).getByText(texts.trialOnly)).toBeInTheDocument();
    // No token is sent: the page is public.
    const [, init] = fetchMock.mock.calls[0]!;
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
    await userEvent.setup().click(screen.getByRole('link', { name: texts.toLogin }));
    expect(await screen.findByText('at /login')).toBeInTheDocument();
  });

  it('formats prices in English for an English reader', async () => {
    mockServer();
    await initI18n().changeLanguage('en');
    renderPricing();
    const basic = await screen.findByRole('region', { name: 'BASIC' });
    expect(
      within(basic).getByText(subscriptionsEn.pricing.perMonth.replace('{{price}}', '2,990.00 RSD')),
    ).toBeInTheDocument();
  });
});
