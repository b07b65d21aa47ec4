#!/usr/bin/env node
/**
 * Lighthouse budgets (issue 10): mobile Lighthouse on /login (first visit) and on the dashboard (signed in as the
 * demo venue admin), against the built app (`npm run build` first) on a fresh embedded database with the demo
 * data. Chromium is Debian's (CHROME_PATH, default /usr/bin/chromium), driven through chrome-launcher. Prints the
 * scores and fails below performance 95, accessibility 98, best practices 96.
 *
 *   npm run build && npm run lighthouse
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const BUDGETS = { performance: 95, accessibility: 98, 'best-practices': 96 };
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3900 + (process.pid % 90));
const ORIGIN = `http://localhost:${PORT}`;
const ADMIN = { email: 'admin@nabavka.test', password: 'Demo_1234' };

async function waitForHealth() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

function startServer(dataDir) {
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      JWT_SECRET: 'lighthouse-secret-lighthouse-secret-0123456789',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return server;
}

async function audit(url, port, page) {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(BUDGETS),
      // The dashboard run keeps the signed-in session the login left in localStorage.
      disableStorageReset: page !== undefined,
    },
    undefined,
    page,
  );
  const scores = Object.fromEntries(
    Object.keys(BUDGETS).map((category) => [
      category,
      Math.round(result.lhr.categories[category].score * 100),
    ]),
  );
  const failed = result.lhr.categories;
  const fcp = result.lhr.audits['first-contentful-paint'].displayValue;
  const lcp = result.lhr.audits['largest-contentful-paint'].displayValue;
  const cls = result.lhr.audits['cumulative-layout-shift'].displayValue;
  return { scores, metrics: { fcp, lcp, cls }, failedAudits: lowAudits(failed, result.lhr.audits) };
}

/** The audits that cost points, for a run below budget. */
function lowAudits(categories, audits) {
  return Object.keys(BUDGETS).flatMap((category) =>
    categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && (audits[ref.id].score ?? 1) < 0.9)
      .map((ref) => `${category}: ${ref.id} (${audits[ref.id].displayValue ?? audits[ref.id].score})`),
  );
}

const dataDir = mkdtempSync(join(tmpdir(), 'nabavka-lighthouse-'));
const server = startServer(dataDir);
let chrome;
let exitCode = 0;
try {
  await waitForHealth();
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const results = { login: await audit(`${ORIGIN}/login`, chrome.port) };

  // Sign in through the real form, then measure the dashboard with that session.
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  await page.goto(`${ORIGIN}/login`, { waitUntil: 'networkidle0' });
  await page.type('input[autocomplete="username"]', ADMIN.email);
  await page.type('input[autocomplete="current-password"]', ADMIN.password);
  await Promise.all([
    page.waitForFunction(() => location.pathname !== '/login', { timeout: 20_000 }),
    page.keyboard.press('Enter'),
  ]);
  await page.waitForNetworkIdle();
  results.dashboard = await audit(`${ORIGIN}/`, chrome.port, page);
  await browser.disconnect();

  for (const [name, { scores, metrics, failedAudits }] of Object.entries(results)) {
    console.log(
      `${name}: performance ${scores.performance}, accessibility ${scores.accessibility}, ` +
        `best practices ${scores['best-practices']} (FCP ${metrics.fcp}, LCP ${metrics.lcp}, CLS ${metrics.cls})`,
    );
    for (const [category, budget] of Object.entries(BUDGETS)) {
      if (scores[category] < budget) {
        exitCode = 1;
        console.log(`  below budget: ${category} ${scores[category]} < ${budget}`);
      }
    }
    if (failedAudits.length > 0) console.log(`  ${failedAudits.join('\n  ')}`);
  }
} finally {
  await chrome?.kill();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
