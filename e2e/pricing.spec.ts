/**
 * Plan prices (docs/PRODUCT.md#plan-prices, decision 0034) in real Chromium at 360 px: a visitor without an account
 * goes from /login to /pricing and sees every plan with its monthly price in the reader's format and what it
 * includes; the page passes axe.
 */
import { readFileSync } from 'node:fs';
import type AuthCatalogue from '../src/web/features/auth/locales/ser.json';
import type SubscriptionsCatalogue from '../src/web/features/subscriptions/locales/ser.json';
import { expectAccessible } from './support';
import { expect, test } from './fixtures';

const read = <T>(path: string): T =>
  JSON.parse(readFileSync(new URL(`../src/web/${path}.json`, import.meta.url), 'utf8')) as T;
const AUTH = read<typeof AuthCatalogue>('features/auth/locales/ser');
const PRICING = read<typeof SubscriptionsCatalogue>('features/subscriptions/locales/ser').pricing;
const perMonth = (price: string) => PRICING.perMonth.replace('{{price}}', price);

test('a visitor opens the plan prices from /login, without an account', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: AUTH.login.pricingLink }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1, name: PRICING.title })).toBeVisible();

  // The demo's prices (seed), in Serbian format.
  const plans = { FREE: '0,00 RSD', BASIC: '2.990,00 RSD', PRO: '5.990,00 RSD' };
  for (const [plan, price] of Object.entries(plans)) {
    const card = page.getByRole('region', { name: plan });
    await expect(card.getByRole('heading', { name: plan })).toBeVisible();
    await expect(card.getByText(perMonth(price))).toBeVisible();
  }
  await expect(
    page.getByRole('region', { name: 'PRO' }).getByText(PRICING.features.messengers),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'FREE' }).getByText(PRICING.trialOnly)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: PRICING.toLogin }).click();
  await expect(page).toHaveURL(/\/login$/);
});
