/**
 * What every journey needs: demo accounts, logging in through the real form, reading the stored mails as the super
 * admin, and seeing which messaging link (sms:, wa.me, mailto:…) the app opened: an init script records every
 * programmatic link click instead of letting Chromium try an app it does not have.
 */
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo_1234';
export const ACCOUNTS = {
  superadmin: 'superadmin@nabavka.test',
  admin: 'admin@nabavka.test',
  staff: 'staff@nabavka.test',
  viewer: 'viewer@nabavka.test',
  kuvar: 'kuvar@nabavka.test',
  admin2: 'admin2@nabavka.test',
  admin3: 'admin3@nabavka.test',
} as const;

/** Logs in through /login (Serbian UI) and waits for the landing page. */
export async function login(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await page
    .getByLabel(/^Lozinka/, { exact: false })
    .first()
    .fill(password);
  await page.getByRole('button', { name: /^Prijavi se$/ }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Logs out through /logout and waits for the reload it does onto /login to finish: the shell already shows /login
 * before that reload, and a navigation started in between would be interrupted by it.
 */
export async function logout(page: Page): Promise<void> {
  await page.goto('/logout');
  await page.waitForFunction(() => {
    const [entry] = performance.getEntriesByType('navigation');
    return entry !== undefined && new URL(entry.name).pathname === '/login';
  });
  await expect(page).toHaveURL(/\/login$/);
}

/**
 * Records messaging links the app opens (window.__openedLinks) instead of leaving the page: links opened by script
 * and links the user taps (the send confirmation is a real link); call before page.goto.
 */
export async function captureOpenedLinks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const opened: string[] = [];
    (window as unknown as { __openedLinks: string[] }).__openedLinks = opened;
    const messaging = /^(sms|tel|mailto|viber):|^https:\/\/wa\.me\//i;
    document.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element | null)?.closest?.('a');
        if (!link || !messaging.test(link.href)) return;
        opened.push(link.href);
        event.preventDefault();
      },
      true,
    );
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function patchedClick(this: HTMLAnchorElement) {
      if (/^(sms|tel|mailto|viber):|^https:\/\/wa\.me\//i.test(this.href)) {
        opened.push(this.href);
        return;
      }
      click.call(this);
    };
  });
}

export async function openedLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __openedLinks?: string[] }).__openedLinks ?? []);
}

interface Mail {
  id: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
}

/** An access token of the account, through POST /api/login (no page involved). */
export async function apiLogin(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await request.post('/api/login', { data: { username: email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { jwt: string }).jwt;
}

let superAdminToken: string | undefined;

/**
 * The stored mails (no SMTP_URL), read as the super admin: the only account that may see them. The token is kept
 * between calls and renewed when it has expired.
 */
async function storedMails(request: APIRequestContext): Promise<Mail[]> {
  const read = async () =>
    request.get('/api/dev/mailbox', {
      headers: {
        authorization: `Bearer ${(superAdminToken ??= await apiLogin(request, ACCOUNTS.superadmin))}`,
      },
    });
  let response = await read();
  if (response.status() === 401) {
    superAdminToken = undefined;
    response = await read();
  }
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { mails: Mail[] }).mails;
}

/** The newest mail of a kind to an address, from the stored mails. */
export async function latestMail(page: Page, to: string, kind: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      found = (await storedMails(page.request)).find((mail) => mail.to === to && mail.kind === kind);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** The first link in a mail's text that starts with the app's origin and path. */
export function linkIn(mail: Mail, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path.replace(/[/?]/g, '\\$&')}[^\\s]*`).exec(mail.text);
  if (!match) throw new Error(`No ${path} link in mail "${mail.subject}"`);
  return match[0];
}

/** Every mail of a kind to an address among the stored mails, newest first (the mailbox keeps the newest 50). */
export async function mailsTo(page: Page, to: string, kind: string): Promise<Mail[]> {
  return (await storedMails(page.request)).filter((mail) => mail.to === to && mail.kind === kind);
}

/** An address no run has used yet (lower-case: the app lower-cases e-mails and the mailbox stores them so). */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@nabavka.test`.toLowerCase();
}

export interface NewAccount {
  email: string;
  password?: string;
  name?: string;
  phone?: string;
  language?: 'ser' | 'en';
}

/** Creates an (unverified) account through POST /api/register, as the sign-up form would; returns its user id. */
export async function registerAccount(page: Page, account: NewAccount): Promise<number> {
  const password = account.password ?? DEMO_PASSWORD;
  const response = await page.request.post('/api/register', {
    data: {
      email: account.email,
      username: account.name ?? 'E2E Korisnik',
      password,
      passwordRepeat: password,
      phone: account.phone ?? '+381641234567',
      selectedLanguage: account.language ?? 'ser',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** Verifies an account with the link of its newest 'verify-email' mail (through the API the /verify/email page calls). */
export async function verifyAccountByMail(page: Page, email: string): Promise<void> {
  const link = new URL(
    linkIn(await latestMail(page, email, 'verify-email'), '/verify/email?activationToken='),
  );
  const token = link.searchParams.get('activationToken') ?? '';
  const response = await page.request.get(
    `/api/verify/email?${new URLSearchParams({ activationToken: token })}`,
  );
  expect(response.ok(), await response.text()).toBe(true);
}

/** A new, verified account without a venue (register + mailed verification link); returns its user id. */
export async function createVerifiedAccount(page: Page, account: NewAccount): Promise<number> {
  const id = await registerAccount(page, account);
  await verifyAccountByMail(page, account.email);
  return id;
}

/**
 * No serious or critical axe violation (WCAG 2.x A/AA rules) on what the page shows now: the page, or
 * the open dialog when one is given. Every spec calls it on each page and dialog it visits.
 */
export async function expectAccessible(page: Page, within?: Locator): Promise<void> {
  // Mantine's transitions: let an opening dialog or notification finish fading in before colours are measured.
  await page.waitForTimeout(250);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (within) builder = builder.include(await selectorOf(within));
  // The journeys' a11y watcher (e2e/fixtures.ts) shares the page's axe, which refuses a second run at once.
  type WatcherControl = { __a11yPause?: () => Promise<void>; __a11yResume?: () => void };
  await page.evaluate(() => (window as unknown as WatcherControl).__a11yPause?.());
  const { violations } = await builder
    .analyze()
    .finally(() =>
      page.evaluate(() => (window as unknown as WatcherControl).__a11yResume?.()).catch(() => undefined),
    );
  const serious = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(
    serious.map((violation) => ({
      rule: violation.id,
      help: violation.help,
      nodes: violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    })),
    `axe on ${page.url()}`,
  ).toEqual([]);
}

/** A CSS selector axe can take for a located element: its id, given one if it has none. */
async function selectorOf(locator: Locator): Promise<string> {
  const id = await locator.evaluate((element) => {
    element.id ||= `axe-${Math.random().toString(36).slice(2, 10)}`;
    return element.id;
  });
  // Mantine's ids (mantine-r1…) and the generated ones need no escaping; others are quoted as an attribute.
  return /^[A-Za-z][\w-]*$/.test(id) ? `#${id}` : `[id="${id.replace(/"/g, '\\"')}"]`;
}

// dayjs 'sr' month names, as the date picker's day buttons are labelled ("26 Novembar 2026").
const MONTHS = [
  'Januar',
  'Februar',
  'Mart',
  'April',
  'Maj',
  'Jun',
  'Jul',
  'Avgust',
  'Septembar',
  'Oktobar',
  'Novembar',
  'Decembar',
];

export interface BelgradeDay {
  /** YYYY-MM-DD, as the API stores deadlines. */
  iso: string;
  /** DD.MM.YYYY, as the app shows dates. */
  shown: string;
  /** The date picker's day button label, e.g. "26 Novembar 2026". */
  label: string;
  /** Weekday id (docs/PRODUCT.md#formats): 0 Monday ... 6 Sunday. */
  weekday: number;
}

/**
 * A calendar day `offset` days after today in Belgrade (docs/PRODUCT.md#dates: deadlines are Belgrade calendar days).
 */
export function belgradeDay(offset: number): BelgradeDay {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Belgrade' }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + offset);
  const iso = day.toISOString().slice(0, 10);
  const [year, month, date] = iso.split('-').map(Number) as [number, number, number];
  return {
    iso,
    shown: `${String(date).padStart(2, '0')}.${String(month).padStart(2, '0')}.${year}`,
    label: `${date} ${MONTHS[month - 1]} ${year}`,
    weekday: (day.getUTCDay() + 6) % 7,
  };
}
