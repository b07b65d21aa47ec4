/**
 * The ordering loop in a chef's hand (docs/PRODUCT.md#amounts), on a 360x740 phone: "1,5" typed with a comma orders
 * one and a half; Send is in the sticky footer; the WhatsApp chat opens from the user's own tap (a real link, so
 * Chromium opens it as a new tab without any popup blocker in the way) and only that tap marks the order sent; axe
 * finds nothing serious on the pages and dialogs on the way; robots.txt is a real file.
 */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, expectAccessible, login } from './support';
import { test } from './fixtures';
import { startNewOrder } from './navigation';

async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, {
      headers: { Authorization: `Bearer ${sessionStorage.getItem('jwt') ?? localStorage.getItem('jwt')}` },
    });
    return (await response.json()) as T;
  }, `/api${path}`);
}

async function kuhinjaId(page: Page): Promise<number> {
  const stations = await apiGet<Array<{ department: { id: number; name: string } }>>(
    page,
    '/venue/getDepartments',
  );
  const station = stations.find((candidate) => candidate.department.name === 'Kuhinja');
  if (!station) throw new Error('No station Kuhinja');
  return station.department.id;
}

test('robots.txt is a real text file, not the app', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  expect(await response.text()).toContain('User-agent: *');
});

test('a chef orders 1,5 KG and sends it by WhatsApp from the tap, the order marked sent only by it', async ({
  page,
  context,
}) => {
  // wa.me is answered here: the journey checks which chat the tap opened, not WhatsApp's web site.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' }),
  );
  await page.goto('/login');
  await expectAccessible(page);
  await login(page, ACCOUNTS.staff);
  await expectAccessible(page);
  const kuhinja = await kuhinjaId(page);

  await startNewOrder(page, 'Kuhinja');
  await page.getByRole('combobox', { name: 'Dobavljač' }).click();
  await page.getByRole('option', { name: 'Pekara Kod Mike' }).click();
  await page.getByRole('button', { name: 'Nastavi', exact: true }).click();
  const offer = page.getByRole('dialog', { name: 'Već postoji porudžbina za ovaj dan' });
  const firstArticle = page.getByRole('textbox', { name: /^Količina: / }).first();
  await expect(firstArticle.or(offer)).toBeVisible();
  if (await offer.isVisible()) {
    await expectAccessible(page, offer);
    await offer.getByRole('button', { name: 'Nastavi sa novom porudžbinom' }).click();
  }

  // A Serbian keypad: comma decimals; a second comma is dropped; the field says why "0" is refused.
  await firstArticle.pressSequentially('0');
  await firstArticle.blur();
  await expect(page.getByText('Najmanje 0,1')).toBeVisible();
  await firstArticle.fill('');
  await firstArticle.pressSequentially('1,5,');
  await expect(firstArticle).toHaveValue('1,5');
  const articleName = ((await firstArticle.getAttribute('aria-label')) ?? '').replace('Količina: ', '');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Nastavi', exact: true }).click();
  const text = page.getByRole('region', { name: 'Tekst porudžbine' });
  await expect(text).toContainText(`${articleName} – 1,5`);
  await expectAccessible(page);

  // Send is the footer's primary action, within reach without scrolling; it brings the channel choice into view.
  const send = page.getByRole('button', { name: 'Pošalji', exact: true });
  await expect(send).toBeInViewport();
  await send.click();
  const contact = page.getByRole('combobox', { name: 'Kontakt kod dobavljača' });
  await expect(contact).toBeInViewport();
  await contact.click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'WhatsApp', exact: true }).click();

  const confirm = page.getByRole('dialog', { name: 'Poslati porudžbinu?' });
  const openChat = confirm.getByRole('link', { name: 'Da, pošalji' });
  // Ready on the server before the tap: saved as a draft with its number, not sent yet.
  await expect(openChat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
  const href = (await openChat.getAttribute('href'))!;
  const message = decodeURIComponent(href.split('text=')[1]!);
  const orderNumber = /Porudžbina (\S+)/.exec(message)?.[1];
  expect(orderNumber).toBeTruthy();
  expect(message).toContain(`${articleName} – 1,5`);
  const drafts = await apiGet<{ orders: Array<{ id: number; order_number: string; status: string }> }>(
    page,
    `/orders/all/${kuhinja}?status=OPEN&page=1&pageSize=50`,
  );
  const prepared = drafts.orders.find((order) => order.order_number === orderNumber);
  expect(prepared?.status).toBe('OPEN');
  await expectAccessible(page, confirm);

  // The tap: the chat opens as a new tab straight from it.
  const popup = page.waitForEvent('popup');
  await openChat.click();
  const chat = await popup;
  expect(decodeURIComponent(chat.url())).toContain(`${articleName} – 1,5`);
  await chat.close();

  const sent = page.getByRole('dialog', { name: 'Porudžbina je poslata' });
  await expect(sent.getByRole('link', { name: 'Ponovo otvori WhatsApp' })).toBeVisible();
  await expectAccessible(page, sent);
  const order = await apiGet<{ status: string; products: Array<{ amount: string }> }>(
    page,
    `/orders/order/${prepared!.id}`,
  );
  expect(order.status).toBe('IN_PROGRESS');
  expect(order.products[0]?.amount).toBe('1.5');
  await sent.getByRole('button', { name: 'Gotovo' }).click();
  await expect(page.getByText('Porudžbina je poslata.')).toBeVisible();
});
