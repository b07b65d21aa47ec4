/**
 * Axe on every page and dialog a journey visits, without a call in every step. Specs take `test` from
 * here instead of '@playwright/test'. Every browser context of the test (the default one and any the spec opens with
 * browser.newContext) gets a watcher in each of its pages: when the screen (the route, with ids as ':id', and the
 * names of the open dialogs) is new and the page has settled (no DOM change for a moment and no finite animation
 * running, so nothing is measured half faded in), axe checks it once with the rules of expectAccessible. At the end
 * of the test each open page is checked as it is left, and the test fails on any serious or critical violation,
 * naming the screen. The explicit expectAccessible calls stay where a spec wants a check at an exact moment.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, type BrowserContext, expect, test as base } from '@playwright/test';

export { expect };

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface ScreenReport {
  screen: string;
  url: string;
  violations: { rule: string; help: string; nodes: string[] }[];
}

/**
 * Runs in the page: decides when a new screen has settled, runs axe on it, reports through the bindings (which
 * outlive full page loads; a screen once checked in the test is not checked again).
 */
function watchScreens(tags: string[]): void {
  type Axe = { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
  type AxeViolation = {
    id: string;
    impact?: string | null;
    help: string;
    nodes: { target: unknown[]; failureSummary?: string }[];
  };
  type Bindings = {
    axe?: Axe;
    __a11yChecked: (screen: string) => Promise<boolean>;
    __a11yReport: (report: unknown) => Promise<void>;
    __a11yFlush?: () => Promise<void>;
    __a11yPause?: () => Promise<void>;
    __a11yResume?: () => void;
  };
  const win = window as unknown as Window & Bindings;
  // A tab opened by a link starts as about:blank and keeps that window for the page it then loads: the watcher of
  // the blank document must leave the new document to its own watcher (and its own axe).
  const ownDocument = document;
  const QUIET_MS = 300;
  let lastChange = Date.now();
  let running: Promise<void> | null = null;
  /** An explicit expectAccessible is using the page's axe, which cannot run twice at once. */
  let paused = false;
  /** The last screen checked (or found checked) in this document. */
  let lastDone = '';

  const screenKey = () => {
    const route = location.pathname.replace(/\/\d+(?=\/|$)/g, '/:id').replace(/\/o\/[\w-]{16,}/, '/o/:token');
    const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')]
      .filter((dialog) => (dialog as HTMLElement).offsetParent !== null || dialog.getClientRects().length > 0)
      .map((dialog) => {
        const labelId = dialog.getAttribute('aria-labelledby');
        const label =
          dialog.getAttribute('aria-label') ?? (labelId && document.getElementById(labelId)?.textContent);
        return label?.replace(/\d+/g, '#') ?? 'dialog';
      });
    return [route, ...dialogs].join(' + ');
  };
  const settled = () =>
    Date.now() - lastChange >= QUIET_MS &&
    document.readyState === 'complete' &&
    !document.getAnimations().some((animation) => {
      const timing = animation.effect?.getComputedTiming();
      return animation.playState === 'running' && timing?.iterations !== Infinity;
    });

  const check = async (force: boolean) => {
    // Only the app's own pages: about:blank before the first navigation is not a screen, and /api/docs is Swagger
    // UI's page (third-party markup, for developers), not the app's.
    if (!win.axe || document !== ownDocument || !document.body || !location.protocol.startsWith('http'))
      return;
    if (location.pathname.startsWith('/api/')) return;
    const screen = screenKey();
    if (!force && (await win.__a11yChecked(screen))) {
      lastDone = screen;
      return;
    }
    const changesBefore = lastChange;
    const { violations } = await win.axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    // The screen changed while axe read it: not a consistent picture, the next quiet moment checks again.
    if (lastChange !== changesBefore && !force) return;
    lastDone = screen;
    await win.__a11yReport({
      screen,
      url: location.href,
      violations: violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          rule: violation.id,
          help: violation.help,
          nodes: violation.nodes
            .slice(0, 3)
            .map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
        })),
    });
  };
  const runCheck = (force: boolean) => {
    running ??= check(force)
      .catch(() => undefined)
      .finally(() => {
        running = null;
      });
    return running;
  };

  const start = () => {
    new MutationObserver(() => {
      lastChange = Date.now();
    }).observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    setInterval(() => {
      if (!paused && !running && settled() && screenKey() !== lastDone) void runCheck(false);
    }, 100);
  };
  // The end of the test: wait (a little) for the screen to settle, then check it whether or not it was claimed.
  win.__a11yFlush = async () => {
    const until = Date.now() + 3000;
    while (Date.now() < until && !settled()) await new Promise((resolve) => setTimeout(resolve, 50));
    if (running) await running;
    await runCheck(true);
  };
  win.__a11yPause = async () => {
    paused = true;
    if (running) await running;
  };
  win.__a11yResume = () => {
    paused = false;
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
}

async function watchContext(context: BrowserContext, checked: Set<string>, reports: ScreenReport[]) {
  await context.exposeBinding('__a11yChecked', (_source, screen: string) => checked.has(screen));
  await context.exposeBinding('__a11yReport', (_source, report: ScreenReport) => {
    checked.add(report.screen);
    if (report.violations.length > 0) reports.push(report);
  });
  await context.addInitScript({ content: AXE_SOURCE });
  await context.addInitScript(watchScreens, AXE_TAGS);
}

async function flushContext(context: BrowserContext) {
  for (const page of context.pages()) {
    if (page.isClosed()) continue;
    await page
      .evaluate(() => (window as unknown as { __a11yFlush?: () => Promise<void> }).__a11yFlush?.())
      .catch(() => undefined);
  }
}

/** What the watcher found so far in this test (its own test reads it; journeys never need it). */
export interface A11yWatch {
  reports: ScreenReport[];
}

export const test = base.extend<{ a11yWatch: A11yWatch }>({
  a11yWatch: [
    async ({ context, browser }, use, testInfo) => {
      const checked = new Set<string>();
      const reports: ScreenReport[] = [];
      const contexts = [context];
      await watchContext(context, checked, reports);
      // Contexts the spec opens itself (a supplier without a login, a second user) are watched too.
      const newContext = browser.newContext.bind(browser);
      (browser as Browser).newContext = async (...args: Parameters<Browser['newContext']>) => {
        const opened = await newContext(...args);
        await watchContext(opened, checked, reports);
        contexts.push(opened);
        return opened;
      };
      try {
        await use({ reports });
      } finally {
        (browser as Browser).newContext = newContext;
      }
      if (testInfo.status !== testInfo.expectedStatus) return;
      for (const watched of contexts) await flushContext(watched);
      expect(reports, 'axe: serious or critical violations on the screens this journey visited').toEqual([]);
    },
    { auto: true },
  ],
});
