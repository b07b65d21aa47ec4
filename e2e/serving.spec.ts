/**
 * How the server delivers the app: over plain HTTP at the machine's network address (a phone on the venue's Wi-Fi),
 * compressed within the login page's JavaScript budget (ARCHITECTURE.md "Budgets"), and the API docs under their
 * own content security policy.
 */
import { networkInterfaces } from 'node:os';
import { expect, type Response } from '@playwright/test';
import { test } from './fixtures';

/** ARCHITECTURE.md ("/login" budget): JavaScript for /login under 200 KB as transferred. */
const LOGIN_JS_BUDGET_BYTES = 200 * 1024;

function lanAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flatMap((addresses) => addresses ?? [])
    .find((address) => address.family === 'IPv4' && !address.internal)?.address;
}

test('a phone on the venue network opens the login form over plain HTTP at the LAN address', async ({
  page,
}) => {
  const address = lanAddress();
  test.skip(address === undefined, 'this machine has no network address besides loopback');
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText}`));
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Mixed Content/i.test(message.text())) violations.push(message.text());
  });

  const response = await page.goto(`http://${address}:${process.env.E2E_PORT}/login`);
  expect(response?.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
  await expect(page.getByRole('textbox', { name: /^E-mail/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Prijavi se$/ })).toBeVisible();
  expect(new URL(page.url()).protocol).toBe('http:');
  expect(failed).toEqual([]);
  expect(violations).toEqual([]);
});

test('the login page gets its JavaScript compressed, under 200 KB transferred', async ({ page }) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: /^Prijavi se$/ })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(scripts.length).toBeGreaterThan(0);
  let transferred = 0;
  for (const script of scripts) {
    const url = script.url();
    expect(['br', 'gzip'], url).toContain(script.headers()['content-encoding']);
    transferred += (await script.request().sizes()).responseBodySize;
  }
  // The same figure from the browser's side: the encoded bytes of every script the page loaded.
  const encoded = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).encodedBodySize, 0),
  );
  console.log(
    `/login JavaScript: ${scripts.length} files, ${(transferred / 1024).toFixed(1)} KB transferred`,
  );
  expect(transferred).toBeLessThan(LOGIN_JS_BUDGET_BYTES);
  expect(encoded).toBeLessThan(LOGIN_JS_BUDGET_BYTES);
});

test('the API docs render under their content security policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Nabavka API/ })).toBeVisible();
  expect(violations).toEqual([]);
});
