/**
 * The axe watcher of e2e/fixtures.ts finds what it should: a new dialog with unreadable text is checked
 * on its own and reported, and the check at the end of a test sees the screen as it is left. The probes are removed
 * and the reports cleared afterwards, so this journey itself ends clean.
 */
import { expect, test } from './fixtures';

const addProbe = (html: string) =>
  `(() => { const probe = document.createElement('div'); probe.id = 'a11y-probe'; probe.innerHTML = ${JSON.stringify(html)}; document.body.append(probe); })()`;

test('the watcher reports a serious violation on a dialog it was never told about', async ({
  page,
  a11yWatch,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: /^Prijavi se$/ })).toBeVisible();
  await page.evaluate(
    addProbe(
      '<div role="dialog" aria-label="Proba"><p style="color:#c8c8c8;background:#ffffff">Bleda slova</p></div>',
    ),
  );
  await expect
    .poll(() =>
      a11yWatch.reports.map((report) => [report.screen, report.violations.map((found) => found.rule)]),
    )
    .toContainEqual(['/login + Proba', ['color-contrast']]);

  await page.evaluate(() => document.getElementById('a11y-probe')?.remove());
  a11yWatch.reports.length = 0;
});

test('the check as a test leaves a screen sees a violation that appeared after its first check', async ({
  page,
  a11yWatch,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: /^Prijavi se$/ })).toBeVisible();
  await page.evaluate(addProbe('<button type="button"></button>'));
  await page.evaluate(() => (window as unknown as { __a11yFlush: () => Promise<void> }).__a11yFlush());
  expect(a11yWatch.reports.flatMap((report) => report.violations.map((found) => found.rule))).toContain(
    'button-name',
  );

  await page.evaluate(() => document.getElementById('a11y-probe')?.remove());
  a11yWatch.reports.length = 0;
});
