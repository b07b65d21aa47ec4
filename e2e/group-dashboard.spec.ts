/**
 * The owner's group (docs/decisions/0037-venue-memberships.md) in real Chromium at 360 px on the demo database: the
 * demo owner (admin of Bistro Demo and Kafana Druga, staff of Probni Restoran) opens "Grupa" from the menu, sees a
 * card per administered venue with that venue's figures, reads the report over all their venues, and taps into the
 * other venue. Clicks only, from /login; the a11y watcher checks every screen visited.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type GroupsCatalogue from '../src/web/features/groups/locales/ser.json';
import type ReportsCatalogue from '../src/web/features/reports/locales/ser.json';
import { DEMO_PASSWORD, expectAccessible, login } from './support';
import { test } from './fixtures';
import { fromMenu } from './navigation';

const read = <T>(path: string): T =>
  JSON.parse(
    readFileSync(new URL(`../src/web/features/${path}/locales/ser.json`, import.meta.url), 'utf8'),
  ) as T;
const GROUPS = read<typeof GroupsCatalogue>('groups');
const REPORTS = read<typeof ReportsCatalogue>('reports');
const OWNER = 'vlasnik@nabavka.test';
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key]!);
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

interface Overview {
  venues: Array<{
    venueId: number;
    name: string;
    open: number;
    expected: number;
    overdue: number;
    current: boolean;
  }>;
}

async function overviewOf(page: Page): Promise<Overview> {
  const login = await page.request.post('/api/login', { data: { username: OWNER, password: DEMO_PASSWORD } });
  const { jwt } = (await login.json()) as { jwt: string };
  const response = await page.request.get('/api/group/overview', {
    headers: { Authorization: `Bearer ${jwt}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Overview;
}

test('the owner opens the group from the menu, reads the group report and taps into the other venue', async ({
  page,
}) => {
  const overview = await overviewOf(page);
  expect(overview.venues.map((venue) => venue.name)).toEqual(['Bistro Demo', 'Kafana Druga']);

  await login(page, OWNER);
  await fromMenu(page, 'Grupa');
  await expect(page.getByRole('heading', { name: GROUPS.group.title, level: 1 })).toBeVisible();
  const cards = page.getByTestId('group-venue');
  await expect(cards).toHaveCount(2);
  for (const venue of overview.venues) {
    const card = page.getByRole('region', { name: venue.name });
    await expect(card).toBeVisible();
    for (const [label, value] of [
      [GROUPS.group.open, venue.open],
      [GROUPS.group.expected, venue.expected],
      [GROUPS.group.overdue, venue.overdue],
    ] as const) {
      await expect(
        card.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]'),
      ).toHaveText(String(value));
    }
    await expect(card.getByText(/RSD$/)).toBeVisible();
  }
  // Probni Restoran, where the owner is staff, has no card.
  await expect(page.getByRole('region', { name: 'Probni Restoran' })).toHaveCount(0);
  await expectAccessible(page);

  // The report over all the owner's venues.
  await fromMenu(page, 'Izveštaji');
  await page.getByText(REPORTS.group.scopeGroup, { exact: true }).click();
  await page.getByRole('button', { name: startsWith(REPORTS.filters.dates) }).click();
  const days = page.locator('table button:not([data-outside])');
  await days.first().click();
  await days.last().click();
  const venues = page.getByTestId('group-venues');
  await expect(venues.getByRole('cell', { name: 'Bistro Demo' })).toBeVisible();
  await expect(venues.getByRole('cell', { name: 'Kafana Druga' })).toBeVisible();
  await expect(venues.getByRole('cell', { name: 'Probni Restoran' })).toHaveCount(0);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: REPORTS.export.button }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  await expectAccessible(page);

  // One tap into the other venue: its dashboard opens, and the group marks it current.
  await fromMenu(page, 'Grupa');
  await page.getByRole('button', { name: fill(GROUPS.group.switch, { name: 'Kafana Druga' }) }).click();
  await expect(page).toHaveURL(/\/$/);
  await fromMenu(page, 'Grupa');
  await expect(
    page.getByRole('region', { name: 'Kafana Druga' }).getByText(GROUPS.group.current, { exact: true }),
  ).toBeVisible();
});
