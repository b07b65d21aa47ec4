#!/usr/bin/env node
/**
 * Lighthouse budgets (decision 0011): mobile Lighthouse on /login (first visit), on the dashboard, a station's
 * current orders and the order wizard's first step (signed in as the demo venue admin), and on the supplier's page of a sent order (a first visit by
 * its link, as from WhatsApp), against the built app (`npm run build` first) on a fresh embedded database with the demo
 * data. Chromium is Debian's (CHROME_PATH, default /usr/bin/chromium), driven through chrome-launcher. Prints a
 * table of the scores and metrics and exits 1 when a page is below performance 95, accessibility 98 or best
 * practices 96.
 *
 *   npm run build && npm run lighthouse
 *   LIGHTHOUSE_RUNS=3 npm run lighthouse          # three runs per page, judged by the median of each figure
 *   LIGHTHOUSE_REPORTS=.scratch/lh npm run lighthouse   # also keeps every run's JSON report there
 *   LIGHTHOUSE_PAGES='order wizard' npm run lighthouse  # only the named pages
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const BUDGETS = { performance: 95, accessibility: 98, 'best-practices': 96 };
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
};
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const REPORT_DIR = process.env.LIGHTHOUSE_REPORTS;
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3900 + (process.pid % 90));
const ORIGIN = `http://localhost:${PORT}`;
/** LIGHTHOUSE_PAGES: a comma-separated subset of the pages' names (e.g. `order wizard,current orders`); empty: all. */
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter((name) => name !== '');
const measures = (name) => PAGES.length === 0 || PAGES.includes(name);
const ADMIN = { email: 'admin@nabavka.test', password: 'Demo_1234' };

async function waitForHealth(server) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
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
  return spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      JWT_SECRET: 'lighthouse-secret-lighthouse-secret-0123456789',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      NODE_ENV: 'production',
      // No nightly backup of the fresh database while pages are measured.
      BACKUP_HOUR: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** A run Chromium failed to trace (NO_NAVSTART) measured nothing: it is run again rather than scored 0. */
const ATTEMPTS = 3;

/** One Lighthouse run; `page` is a signed-in tab whose session the run keeps (no storage reset). */
async function audit(name, run, url, port, page) {
  let lhr;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    ({ lhr } = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(BUDGETS),
        disableStorageReset: page !== undefined,
      },
      undefined,
      page,
    ));
    if (!lhr.runtimeError) break;
    console.log(
      `${name} run ${run}: ${lhr.runtimeError.code}${attempt < ATTEMPTS ? ', running it again' : ''}`,
    );
  }
  if (REPORT_DIR) writeFileSync(join(REPORT_DIR, `${name}-${run}.json`), JSON.stringify(lhr));
  return {
    scores: Object.fromEntries(
      Object.keys(BUDGETS).map((category) => [category, Math.round(lhr.categories[category].score * 100)]),
    ),
    metrics: Object.fromEntries(
      Object.entries(METRICS).map(([label, id]) => [label, lhr.audits[id].numericValue]),
    ),
    lowAudits: lowAudits(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** The audits that cost points, to say why a run is below budget. */
function lowAudits(lhr) {
  return Object.keys(BUDGETS).flatMap((category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 0.9)
      .map(
        (ref) => `${category}: ${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`,
      ),
  );
}

async function signIn(browser) {
  const page = await browser.newPage();
  await page.goto(`${ORIGIN}/login`, { waitUntil: 'networkidle0' });
  await page.type('input[autocomplete="username"]', ADMIN.email);
  await page.type('input[autocomplete="current-password"]', ADMIN.password);
  await Promise.all([
    page.waitForFunction(() => location.pathname !== '/login', { timeout: 20_000 }),
    page.keyboard.press('Enter'),
  ]);
  await page.waitForNetworkIdle();
  return page;
}

/** The API as the demo venue admin, outside the browser: finds what the pages to measure show. */
async function api(path, { jwt, method = 'GET', body } = {}) {
  const response = await fetch(`${ORIGIN}/api${path}`, {
    method,
    headers: {
      ...(jwt ? { Authorization: `Bearer ${jwt}` } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
  return response.json();
}

/** A station with sent orders, and the supplier's link of one of them (made as the send dialog makes it). */
async function demoTargets() {
  const { jwt } = await api('/login', {
    method: 'POST',
    body: { username: ADMIN.email, password: ADMIN.password },
  });
  const venueId = JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString()).vid;
  const stations = await api('/venue/getDepartments', { jwt });
  for (const { department } of stations) {
    const { orders } = await api(`/orders/all/${department.id}?status=IN_PROGRESS`, { jwt });
    const sent = orders.find((order) => order.supplier && !order.supplier.isMarket);
    if (!sent) continue;
    const [contact] = await api(`/supplier/supplierContacts/${sent.supplier.id}/${venueId}`, { jwt });
    if (!contact) continue;
    const { supplierLink } = await api(`/orders/${sent.id}/supplierLink`, {
      jwt,
      method: 'POST',
      body: { supplierContactId: contact.id },
    });
    return {
      currentOrders: `/current-orders/${department.id}/orders`,
      orderWizard: `/${department.id}/new-order`,
      supplierPage: new URL(supplierLink).pathname,
    };
  }
  throw new Error('the demo data has no sent order with a supplier contact');
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** A metric's median over the runs that measured it ("n/a" when Lighthouse could not, e.g. no LCP element). */
function formatMetric(label, values) {
  const measured = values.filter((value) => typeof value === 'number');
  if (measured.length === 0) return 'n/a';
  const value = median(measured);
  return label === 'CLS'
    ? value.toFixed(3)
    : label === 'TBT'
      ? `${Math.round(value)} ms`
      : `${(value / 1000).toFixed(1)} s`;
}

/** The table: one row per page with the median of its runs (and every run's score when there are several). */
function printTable(results) {
  const header = ['page', 'performance', 'accessibility', 'best practices', ...Object.keys(METRICS)];
  const rows = Object.entries(results).map(([name, runs]) => {
    const scoreCell = (category) => {
      const scores = runs.map((run) => run.scores[category]);
      const cell = String(median(scores));
      return runs.length > 1 ? `${cell} (${scores.join('/')})` : cell;
    };
    return [
      name,
      ...Object.keys(BUDGETS).map(scoreCell),
      ...Object.keys(METRICS).map((label) =>
        formatMetric(
          label,
          runs.map((run) => run.metrics[label]),
        ),
      ),
    ];
  });
  const budgetRow = [
    'budget',
    ...Object.values(BUDGETS).map((budget) => `>= ${budget}`),
    ...Object.keys(METRICS).map(() => ''),
  ];
  const table = [header, ...rows, budgetRow];
  const widths = header.map((_, column) => Math.max(...table.map((row) => row[column].length)));
  for (const row of table)
    console.log(`| ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'nabavka-lighthouse-'));
const server = startServer(dataDir);
let chrome;
const cleanUp = () => {
  chrome?.kill();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
};
// A failure outside the main flow (Chromium missing, a crash in the runner) must not leave the server running.
process.on('uncaughtException', (error) => {
  console.error(error);
  cleanUp();
  process.exit(2);
});

const started = Date.now();
const loadBefore = loadavg()[0];
let exitCode = 0;
try {
  if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true });
  await waitForHealth(server);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const targets = await demoTargets();
  const firstVisits = {
    '/login': ['login', `${ORIGIN}/login`],
    'supplier page': ['supplier-page', `${ORIGIN}${targets.supplierPage}`],
  };
  const signedIn = {
    dashboard: ['dashboard', `${ORIGIN}/`],
    'current orders': ['current-orders', `${ORIGIN}${targets.currentOrders}`],
    'order wizard': ['order-wizard', `${ORIGIN}${targets.orderWizard}`],
  };
  const results = Object.fromEntries(
    Object.keys({ ...firstVisits, ...signedIn })
      .filter(measures)
      .map((name) => [name, []]),
  );
  for (let run = 1; run <= RUNS; run += 1) {
    for (const [name, [slug, url]] of Object.entries(firstVisits)) {
      if (measures(name)) results[name].push(await audit(slug, run, url, chrome.port));
    }
  }
  // Sign in through the real form, then measure the signed-in pages with that session.
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await signIn(browser);
  for (let run = 1; run <= RUNS; run += 1) {
    for (const [name, [slug, url]] of Object.entries(signedIn)) {
      if (measures(name)) results[name].push(await audit(slug, run, url, chrome.port, page));
    }
  }
  await browser.disconnect();

  printTable(results);
  for (const [name, runs] of Object.entries(results)) {
    for (const [category, budget] of Object.entries(BUDGETS)) {
      const score = median(runs.map((run) => run.scores[category]));
      if (score < budget) {
        exitCode = 1;
        console.log(`${name} below budget: ${category} ${score} < ${budget}`);
        const reasons = [...new Set(runs.flatMap((run) => run.lowAudits))].filter((reason) =>
          reason.startsWith(category),
        );
        if (reasons.length > 0) console.log(`  ${reasons.join('\n  ')}`);
      }
    }
  }
  const benchmark = median(Object.values(results).flatMap((runs) => runs.map((run) => run.benchmarkIndex)));
  console.log(
    `${RUNS} run(s) per page in ${Math.round((Date.now() - started) / 1000)} s; load average ` +
      `${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after; Lighthouse's CPU benchmark index ` +
      `${Math.round(benchmark)} (it calls a machine under 1000 too slow for its default 4x CPU throttling: the ` +
      'simulation multiplies the main-thread time it observes, so a busy machine lowers the performance score)',
  );
} catch (error) {
  console.error(error);
  exitCode = 2;
} finally {
  cleanUp();
}
process.exit(exitCode);
