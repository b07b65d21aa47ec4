/**
 * Spending limits on a 360 px phone (docs/PRODUCT.md#order-limits): the demo cook (limit 5.000 RSD) orders beef for
 * 5.750 RSD; the send step says the order waits for approval and offers "Pošalji na odobrenje" instead of channels.
 * The venue admin, in a browser of their own, sees it waiting on the dashboard and approves it; the cook then sends it
 * by SMS from the same order.
 */
import { pickDay } from './date-picker';
import { expect, test } from './fixtures';
import { continueTo, openStationOrders, sendBySms, startNewOrder } from './navigation';
import { ACCOUNTS, captureOpenedLinks, expectAccessible, login, openedLinks } from './support';

test('a cook above the limit sends for approval; the admin approves; the cook sends it by SMS', async ({
  page,
  browser,
}) => {
  // Two people, a whole order and its send: longer than one screen's journey.
  test.setTimeout(240_000);
  await captureOpenedLinks(page);
  await page.goto('/login');
  await login(page, ACCOUNTS.kuvar);

  await startNewOrder(page, 'Kuhinja');
  await pickDay(page, 12);
  await page.getByRole('combobox', { name: 'Dobavljač' }).click();
  await page.getByRole('option', { name: 'Mesara Zlatibor' }).click();
  const beef = page.getByRole('textbox', { name: 'Količina: Juneći but bez kosti' });
  await continueTo(page, beef);
  // 5 kg at 1.150,00 RSD: 5.750,00 RSD, above the cook's 5.000,00 RSD.
  await beef.fill('5');
  await continueTo(page, page.getByRole('region', { name: 'Tekst porudžbine' }));

  const gate = page.getByText('Iznad vašeg limita (5.000,00 RSD): porudžbina čeka odobrenje');
  await page.getByRole('button', { name: 'Pošalji', exact: true }).click();
  await expect(gate).toBeInViewport();
  await expect(page.getByText('Ukupno 5.750,00 RSD', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'SMS' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Pošalji na odobrenje' }).click();
  await expect(page.getByText('Porudžbina je poslata na odobrenje')).toBeVisible();
  await expect(page).toHaveURL(/\/current-orders\/\d+\/orders/);

  // The admin, in a browser of their own: the dashboard's card lists it as waiting, and they approve it.
  const adminContext = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
  let orderNumber: string;
  try {
    const admin = await adminContext.newPage();
    await admin.goto('/login');
    await login(admin, ACCOUNTS.admin);
    const card = admin.getByRole('region', { name: 'Čeka odobrenje' });
    // A retry of this journey may have left an earlier request: the newest is the last.
    const waiting = card
      .locator('.mantine-Paper-root')
      .filter({ hasText: 'Mesara Zlatibor' })
      .filter({ hasText: '5.750,00 RSD' })
      .last();
    await expect(waiting).toBeVisible({ timeout: 20_000 });
    await expect(waiting).toContainText('Čeka odobrenje (zatraženo)');
    await expect(waiting).toContainText('Stefan Kuvar');
    orderNumber = /^(\S+) ·/.exec((await waiting.locator('p').first().textContent()) ?? '')?.[1] ?? '';
    expect(orderNumber).toMatch(/^KUH-\d+$/);
    await expectAccessible(admin);
    await waiting.getByRole('button', { name: 'Odobri' }).click();
    await expect(card.locator('.mantine-Paper-root').filter({ hasText: `${orderNumber} ·` })).toHaveCount(0);
    await expectAccessible(admin);
  } finally {
    await adminContext.close();
  }

  // The cook opens the approved order again: the channels are back, and it goes out by SMS.
  await openStationOrders(page, 'Kuhinja', 'U pripremi');
  await page.getByRole('button', { name: `Nastavi: ${orderNumber}` }).click();
  await expect(page).toHaveURL(/\/\d+\/edit-order\/\d+(\?step=\d)?$/);
  await page.getByRole('button', { name: 'Nastavi', exact: true }).click();
  await expect(page.getByRole('button', { name: 'SMS' })).toBeVisible();
  await expect(gate).toHaveCount(0);
  await expectAccessible(page);
  await sendBySms(page, /Milan Stojanović/);
  const links = await openedLinks(page);
  expect(links).toHaveLength(1);
  expect(decodeURIComponent(links[0]!)).toContain(`Porudžbina ${orderNumber}`);
});
