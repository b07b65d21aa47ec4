/**
 * The one test module that knows the demo by name (docs/decisions/0027-test-data-shape.md): `DEMO`, the names and
 * addresses the seed gives its venues, stations, suppliers, contacts, articles and accounts, taken from the seed's own
 * exports where it has them; and what the authorization matrix's example requests are built from: the demo's real
 * ids (found by name, see demo-lookup.ts), the account a request is sent as, and fresh rows for requests that use up
 * what they act on (sending, receiving or deleting an order works once per order). Tests that need data of their own
 * build it with the factories (factories.ts); an ESLint rule keeps demo names out of every other server test.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { defaultDeadline } from '@/domain/orders/deadline';
import type { OrderStatus } from '@/domain/shared/enums';
import { venueToday } from '@/domain/shared/dates';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccountKey } from '@/server/db/seed/demo';
import {
  DEMO_ARTICLES,
  DEMO_CONTACTS,
  DEMO_SUPPLIERS,
  type DemoSupplierKey,
} from '@/server/db/seed/demo-catalogue-data';
import {
  accessRequests,
  articleCategories,
  articles,
  invites,
  orderItems,
  orders,
  stations,
  suppliers,
  venueSuppliers,
} from '@/server/db/schema';
import { createAccount, createVenue } from './accounts';
import { uniqueSefInvoice, unknownSellerInvoice } from './invoice-fixtures';
import { multipartBody } from './multipart';
import { photoFixture } from './photo-fixtures';
import type { TestContext } from './app';
import { articleIds, contactId, stationId, supplierId, venueId } from './demo-lookup';

type DemoAccount = (typeof DEMO_ACCOUNTS)[number];

/** A seeded article's name; a name the seed does not give that supplier fails when the module loads. */
function seededArticle(supplier: DemoSupplierKey, name: string): string {
  if (!DEMO_ARTICLES[supplier].some((article) => article.name === name)) {
    throw new Error(`The demo has no article "${name}" of ${supplier}`);
  }
  return name;
}

const supplierNames = Object.fromEntries(
  Object.entries(DEMO_SUPPLIERS).map(([key, supplier]) => [key, supplier.name]),
) as Record<DemoSupplierKey, string>;

const accounts = Object.fromEntries(DEMO_ACCOUNTS.map((account) => [account.key, account])) as Record<
  DemoAccountKey,
  DemoAccount
>;

/**
 * The demo's names, for tests that walk the demo (the seed inserts venues and stations inline, so their names are
 * written here; everything else comes from the seed's data).
 */
export const DEMO = {
  venues: { bistro: 'Bistro Demo', kafana: 'Kafana Druga', probni: 'Probni Restoran' },
  /** The venues' own e-mail addresses. */
  venueEmails: { bistro: 'bistro@nabavka.test', kafana: 'kafana@nabavka.test' },
  stations: {
    kuhinja: 'Kuhinja',
    sank: 'Šank',
    magacin: 'Magacin',
    kafanaKuhinja: 'Kuhinja',
    probniBar: 'Bar',
  },
  suppliers: supplierNames,
  /** Name, phone and e-mail of each supplier contact, by the seed's key. */
  contacts: DEMO_CONTACTS,
  /** The account behind each key (e-mail, name, phone, role, venue). */
  accounts,
  articles: {
    juneciBut: seededArticle('mesara', 'Juneći but bez kosti'),
    svinjskiVratBezKosti: seededArticle('mesara', 'Svinjski vrat bez kosti'),
    pileciFile: seededArticle('mesara', 'Pileći file'),
    pileciBatak: seededArticle('mesara', 'Pileći batak i karabatak'),
    mlevenoMeso: seededArticle('mesara', 'Mleveno meso mešano'),
    juneciBiftek: seededArticle('mesara', 'Juneći biftek'),
    jagnjetina: seededArticle('mesara', 'Jagnjetina polutka'),
    telecaRebra: seededArticle('mesara', 'Teleća rebra'),
    cevapi: seededArticle('mesara', 'Ćevapi 1kg (20 kom)'),
    pljeskavica: seededArticle('mesara', 'Pljeskavica 150g'),
    domacaKobasica: seededArticle('mesara', 'Domaća kobasica'),
    sremskiKulen: seededArticle('mesara', 'Sremski kulen'),
    svinjskaMast: seededArticle('mesara', 'Svinjska mast 1kg'),
    mleko: seededArticle('mlekara', 'Mleko 2.8% 1L'),
    mladiSir: seededArticle('mlekara', 'Mladi sir 500g'),
    gauda: seededArticle('mlekara', 'Gauda u komadu'),
    jajaL: seededArticle('mlekara', 'Jaja L (30 kom)'),
    lepinja: seededArticle('pekara', 'Lepinja'),
    kola: seededArticle('pica', 'Kola 0.25L staklo'),
    domacaJaja: seededArticle('pijaca', 'Domaća jaja'),
  },
} as const;

export const BISTRO = DEMO.venues.bistro;
export const KAFANA = DEMO.venues.kafana;

/** Bistro Demo's rows the examples name. The other venue's admin sends the same requests: to them, foreign ids. */
export interface DemoIds {
  venue: number;
  kuhinja: number;
  magacin: number;
  mesara: number;
  mlekara: number;
  /** The market supplier of the warehouse (custom orders). */
  pijaca: number;
  mesaraArticles: number[];
  pijacaArticles: number[];
  mesaraContact: number;
  pijacaContact: number;
  /** A delivered regular order of Kuhinja from Mesara Zlatibor, and a delivered warehouse order. */
  completedOrder: number;
  completedCustomOrder: number;
  /** The viewer's account (a staff member of Bistro Demo). */
  viewerUser: number;
  /** Bistro Demo's admin (requests that name their sender). */
  adminUser: number;
}

export interface DemoActor {
  email: string;
  name: string;
  phone: string;
}

export interface FreshOrder {
  id: number;
  itemIds: number[];
}

export interface DemoContext {
  ids: DemoIds;
  /** The account the request is sent as; undefined for an anonymous request. */
  actor: DemoActor | undefined;
  /** The demo accounts' password (README). */
  password: string;
  /** Tomorrow in the venue's calendar: a deadline every order route accepts. */
  tomorrow: string;
  /** A text no other request used: names that must be new (suppliers, articles, e-mails). */
  unique(prefix: string): string;
  /** A new order of Bistro Demo, made through the API by its admin: a draft, or sent (expected). */
  freshOrder(options: {
    custom?: boolean;
    status: Extract<OrderStatus, 'OPEN' | 'IN_PROGRESS'>;
  }): Promise<FreshOrder>;
  /**
   * A new draft of Bistro Demo with one article merged into it by its admin (docs/PRODUCT.md#merge-undo): its id and
   * version.
   */
  freshMergedOrder(options: { custom?: boolean }): Promise<{ id: number; version: number }>;
  /** A refresh token of a new session of the account. */
  freshRefreshToken(email: string): Promise<string>;
  /** A new station of Bistro Demo without orders, people or suppliers (written directly: no plan limit applies). */
  freshStation(): Promise<number>;
  /** A new standing order of Bistro Demo, saved by its admin from the delivered Kuhinja order; an article of it. */
  freshStandingOrder(): Promise<{ id: number; articleId: number }>;
  /** A new venue without people, stations or suppliers: for super-admin changes that would disturb Bistro Demo. */
  freshVenue(): Promise<number>;
  /** The id of a demo account. */
  userId(email: string): Promise<number>;
  /** A new own (unverified) supplier of Bistro Demo with one article, as onboarding makes them (written directly). */
  freshOwnSupplier(): Promise<{ id: number; articleId: number }>;
  /** A new shared-catalogue supplier no venue uses, with one catalogue article (written directly). */
  freshCatalogueSupplier(): Promise<{ id: number; articleId: number }>;
  /** A new ROLE_USER member of Bistro Demo (for the team toggles, which change the person they act on). */
  freshMember(): Promise<number>;
  /** A new person without a venue with a pending access request to Bistro Demo; their user id. */
  freshAccessRequest(): Promise<number>;
  /**
   * A new pending invitation for a new address, to a new venue: the link's holder is meant to learn the inviting
   * venue's name, so it is not one whose texts the leak scan looks for. The token of its link.
   */
  freshInviteToken(): Promise<string>;
  /** A new own supplier of Bistro Demo linked to Kuhinja, made through the API by its admin. */
  freshSupplier(): Promise<number>;
  /** A new contact of Bistro Demo at Mesara Zlatibor, made through the API by its admin. */
  freshContact(): Promise<number>;
  /**
   * A new contact of Bistro Demo at Mesara Zlatibor with a standing link (docs/PRODUCT.md#standing-links), both made
   * by its admin.
   */
  freshLinkedContact(): Promise<number>;
  /** A new own article of Bistro Demo at Mesara Zlatibor, made through the API by its admin. */
  freshArticle(): Promise<number>;
  /** A new e-invoice of Bistro Demo from Mesara Zlatibor with its PDF, uploaded by its admin: ids of both. */
  freshInvoice(): Promise<{ id: number; fileId: number }>;
  /** A new e-invoice of Bistro Demo from a seller that is not its supplier, uploaded by its admin: its id. */
  freshUnknownSellerInvoice(): Promise<number>;
  /** A new e-invoice of Bistro Demo from Mesara Zlatibor matched by hand to the demo's completed order. */
  freshMatchedInvoice(): Promise<{ id: number; orderId: number }>;
  /** Bistro Demo's SEF connection, set (again) by its admin: a poll is due at once. */
  freshSefConnection(): Promise<void>;
  /** A new order of Kuhinja sent and received whole by Bistro Demo's admin (delivery-note photos need one). */
  freshReceivedOrder(): Promise<number>;
  /** A delivery-note photo of a new received order, added by Bistro Demo's admin: ids of both. */
  freshPhoto(): Promise<{ orderId: number; photoId: number }>;
  /** A new order of Kuhinja priced and received with nothing delivered, by Bistro Demo's admin: its id. */
  freshShortOrder(): Promise<number>;
  /** A credit request of a new short order, made by Bistro Demo's admin: its id. */
  freshCredit(): Promise<number>;
}

async function firstOrder(
  ctx: TestContext,
  station: number,
  status: OrderStatus,
  isCustom: boolean,
): Promise<number> {
  const [row] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.stationId, station), eq(orders.status, status), eq(orders.isCustom, isCustom)))
    .orderBy(asc(orders.id))
    .limit(1);
  if (!row) throw new Error(`No ${status} order at station ${station}`);
  return row.id;
}

export async function demoIds(ctx: TestContext): Promise<DemoIds> {
  const { db } = ctx;
  const kuhinja = await stationId(db, BISTRO, DEMO.stations.kuhinja);
  const magacin = await stationId(db, BISTRO, DEMO.stations.magacin);
  return {
    venue: await venueId(db, BISTRO),
    kuhinja,
    magacin,
    mesara: await supplierId(db, DEMO.suppliers.mesara),
    mlekara: await supplierId(db, DEMO.suppliers.mlekara),
    pijaca: await supplierId(db, DEMO.suppliers.pijaca),
    mesaraArticles: await articleIds(db, BISTRO, DEMO.suppliers.mesara, 3),
    pijacaArticles: await articleIds(db, BISTRO, DEMO.suppliers.pijaca, 3),
    mesaraContact: await contactId(db, BISTRO, DEMO.suppliers.mesara, DEMO.contacts.mesaraMilan.name),
    pijacaContact: await contactId(db, BISTRO, DEMO.suppliers.pijaca, DEMO.contacts.pijacaVesna.name),
    completedOrder: await firstOrder(ctx, kuhinja, 'COMPLETED', false),
    completedCustomOrder: await firstOrder(ctx, magacin, 'COMPLETED', true),
    viewerUser: await ctx.userId('viewer'),
    adminUser: await ctx.userId('admin'),
  };
}

/** The demo account behind an e-mail of the README. */
export function demoActor(email: string): DemoActor {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`No demo account ${email}`);
  return { email: account.email, name: account.name, phone: account.phone };
}

export function demoContext(ctx: TestContext, ids: DemoIds, actor: DemoActor | undefined): DemoContext {
  const tomorrow = defaultDeadline(venueToday(new Date()));
  const asAdmin = async (options: InjectOptions) => {
    const response = await (await ctx.as('admin'))(options);
    if (response.statusCode >= 300) {
      throw new Error(`Preparing a demo row failed: ${response.statusCode} ${response.body}`);
    }
    return response.json();
  };
  /** An e-invoice file uploaded by Bistro Demo's admin: its id. */
  const uploadInvoice = async (xml: string): Promise<number> => {
    const { payload, contentType } = multipartBody([{ filename: 'faktura.xml', content: xml }]);
    const uploaded = await asAdmin({
      method: 'POST',
      url: '/api/invoices/upload',
      payload,
      headers: { 'content-type': contentType },
    });
    return uploaded.files[0].invoiceId as number;
  };
  const freshContact = async (): Promise<number> => {
    const { id } = await asAdmin({
      method: 'POST',
      url: `/api/supplier/${ids.mesara}/addContact`,
      payload: { name: 'Matrix Contact', phone: '+381641234567' },
    });
    return id;
  };
  const receivedOrder = async (): Promise<number> => {
    const { id } = await asAdmin({
      method: 'POST',
      url: `/api/orders/${ids.kuhinja}/create/${ids.mesara}`,
      payload: { deadline: tomorrow, products: [{ id: ids.mesaraArticles[0], amount: '2' }] },
    });
    await asAdmin({
      method: 'POST',
      url: `/api/orders/updateStatus/sendOrder?orderId=${id}`,
      payload: { supplierContactId: ids.mesaraContact, channel: 'copy' },
    });
    const order = await asAdmin({ method: 'GET', url: `/api/orders/order/${id}` });
    await asAdmin({
      method: 'POST',
      url: `/api/orders/updateStatus/complete?orderId=${id}`,
      payload: {
        products: order.products.map((item: { id: number }) => ({ id: item.id, status: 'DELIVERED' })),
      },
    });
    return id;
  };
  const shortOrder = async (): Promise<number> => {
    const { id } = await asAdmin({
      method: 'POST',
      url: `/api/orders/${ids.kuhinja}/create/${ids.mesara}`,
      payload: { deadline: tomorrow, products: [{ id: ids.mesaraArticles[0], amount: '2' }] },
    });
    await asAdmin({
      method: 'POST',
      url: `/api/orders/updateStatus/sendOrder?orderId=${id}`,
      payload: { supplierContactId: ids.mesaraContact, channel: 'copy' },
    });
    // The demo articles have no price; a credit needs one to value the missing quantity.
    await ctx.db.update(orderItems).set({ unitPrice: '100.00' }).where(eq(orderItems.orderId, id));
    const order = await asAdmin({ method: 'GET', url: `/api/orders/order/${id}` });
    await asAdmin({
      method: 'POST',
      url: `/api/orders/updateStatus/complete?orderId=${id}`,
      payload: {
        products: order.products.map((item: { id: number }) => ({
          id: item.id,
          status: 'NOT_DELIVERED',
          notDeliveredReason: 'NOT_AVAILABLE',
        })),
      },
    });
    return id;
  };
  return {
    ids,
    actor,
    password: DEMO_PASSWORD,
    tomorrow,
    unique: (prefix) => `${prefix} ${randomBytes(4).toString('hex')}`,
    async freshOrder({ custom = false, status }) {
      const base = custom ? '/api/orders/custom' : '/api/orders';
      const [station, supplier, articles, contact] = custom
        ? [ids.magacin, ids.pijaca, ids.pijacaArticles, ids.pijacaContact]
        : [ids.kuhinja, ids.mesara, ids.mesaraArticles, ids.mesaraContact];
      const { id } = await asAdmin({
        method: 'POST',
        url: `${base}/${station}/create/${supplier}`,
        payload: {
          deadline: tomorrow,
          products: articles.slice(0, 2).map((article) => ({ id: article, amount: '2' })),
        },
      });
      if (status === 'IN_PROGRESS') {
        await asAdmin({
          method: 'POST',
          url: `${base}/updateStatus/sendOrder?orderId=${id}`,
          payload: { supplierContactId: contact, channel: 'copy' },
        });
      }
      const order = await asAdmin({ method: 'GET', url: `${base}/order/${id}` });
      return { id, itemIds: order.products.map((item: { id: number }) => item.id) };
    },
    async freshMergedOrder({ custom = false }) {
      const base = custom ? '/api/orders/custom' : '/api/orders';
      const [station, supplier, articles] = custom
        ? [ids.magacin, ids.pijaca, ids.pijacaArticles]
        : [ids.kuhinja, ids.mesara, ids.mesaraArticles];
      const { id } = await asAdmin({
        method: 'POST',
        url: `${base}/${station}/create/${supplier}`,
        payload: { deadline: tomorrow, products: [{ id: articles[0], amount: '2' }] },
      });
      const merged = await asAdmin({
        method: 'POST',
        url: `${base}/${id}/merge`,
        payload: { products: [{ id: articles[2], amount: '1' }] },
      });
      return { id, version: merged.version };
    },
    async freshRefreshToken(email) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: email, password: DEMO_PASSWORD },
      });
      if (response.statusCode !== 200) throw new Error(`Login of ${email} failed: ${response.body}`);
      return response.json().refresh_token;
    },
    async freshStandingOrder() {
      const { id, lines } = await asAdmin({
        method: 'POST',
        url: '/api/standingOrders',
        payload: {
          orderId: ids.completedOrder,
          supplierContactId: ids.mesaraContact,
          weekdays: [0],
          time: '08:00',
          autoSendEmail: false,
        },
      });
      return { id: id as number, articleId: (lines as { articleId: number }[])[0]!.articleId };
    },
    async freshStation() {
      const [row] = await ctx.db
        .insert(stations)
        .values({ venueId: ids.venue, name: `Matrix Station ${randomBytes(4).toString('hex')}` })
        .returning({ id: stations.id });
      return row!.id;
    },
    async freshVenue() {
      return (await createVenue(ctx.db)).id;
    },
    userId: (email) => ctx.userId(email),
    async freshOwnSupplier() {
      const [supplier] = await ctx.db
        .insert(suppliers)
        .values({ venueId: ids.venue, name: `Matrix Own Supplier ${randomBytes(4).toString('hex')}` })
        .returning({ id: suppliers.id });
      await ctx.db.insert(venueSuppliers).values({ venueId: ids.venue, supplierId: supplier!.id });
      const [category] = await ctx.db.select({ id: articleCategories.id }).from(articleCategories).limit(1);
      const [article] = await ctx.db
        .insert(articles)
        .values({
          venueId: ids.venue,
          supplierId: supplier!.id,
          categoryId: category!.id,
          name: 'Matrix Article',
        })
        .returning({ id: articles.id });
      return { id: supplier!.id, articleId: article!.id };
    },
    async freshCatalogueSupplier() {
      const [supplier] = await ctx.db
        .insert(suppliers)
        .values({ name: `Matrix Catalogue ${randomBytes(4).toString('hex')}`, verified: true })
        .returning({ id: suppliers.id });
      const [category] = await ctx.db.select({ id: articleCategories.id }).from(articleCategories).limit(1);
      const [article] = await ctx.db
        .insert(articles)
        .values({ supplierId: supplier!.id, categoryId: category!.id, name: 'Matrix Catalogue Article' })
        .returning({ id: articles.id });
      return { id: supplier!.id, articleId: article!.id };
    },
    async freshMember() {
      return (await createAccount(ctx.db, { venueId: ids.venue, role: 'ROLE_USER' })).id;
    },
    async freshAccessRequest() {
      const { id } = await createAccount(ctx.db);
      await ctx.db.insert(accessRequests).values({ venueId: ids.venue, userId: id });
      return id;
    },
    async freshInviteToken() {
      const token = randomBytes(32).toString('base64url');
      const venue = await createVenue(ctx.db);
      await ctx.db.insert(invites).values({
        venueId: venue.id,
        email: `invitee-${randomBytes(4).toString('hex')}@nabavka.test`,
        tokenHash: createHash('sha256').update(token).digest('hex'),
        expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
      });
      return token;
    },
    async freshSupplier() {
      const { id } = await asAdmin({
        method: 'POST',
        url: '/api/supplier/add',
        payload: { name: `Matrix Supplier ${randomBytes(4).toString('hex')}`, departmentId: ids.kuhinja },
      });
      return id;
    },
    freshContact,
    async freshLinkedContact() {
      const contact = await freshContact();
      await asAdmin({ method: 'POST', url: `/api/supplier/contact/${contact}/standingLink` });
      return contact;
    },
    async freshArticle() {
      const { id } = await asAdmin({
        method: 'POST',
        url: `/api/articles/${ids.kuhinja}/manualAdd`,
        payload: {
          supplierId: ids.mesara,
          articleName: `Matrix Article ${randomBytes(4).toString('hex')}`,
          categoryName: 'Meso',
        },
      });
      return id;
    },
    async freshInvoice() {
      const { payload, contentType } = multipartBody([
        { filename: 'faktura.xml', content: uniqueSefInvoice().xml },
      ]);
      const uploaded = await asAdmin({
        method: 'POST',
        url: '/api/invoices/upload',
        payload,
        headers: { 'content-type': contentType },
      });
      const id = uploaded.files[0].invoiceId as number;
      const detail = await asAdmin({ method: 'GET', url: `/api/invoices/${id}` });
      return { id, fileId: detail.files[0].id as number };
    },
    freshUnknownSellerInvoice: () =>
      uploadInvoice(unknownSellerInvoice(`Matrix Seller ${randomBytes(4).toString('hex')}`)),
    async freshMatchedInvoice() {
      const id = await uploadInvoice(uniqueSefInvoice().xml);
      await asAdmin({ method: 'POST', url: `/api/invoices/${id}/orders/${ids.completedOrder}` });
      return { id, orderId: ids.completedOrder };
    },
    async freshReceivedOrder() {
      return receivedOrder();
    },
    freshShortOrder: shortOrder,
    async freshCredit() {
      const orderId = await shortOrder();
      const credit = await asAdmin({ method: 'POST', url: `/api/credits/order/${orderId}`, payload: {} });
      return credit.id as number;
    },
    async freshPhoto() {
      const orderId = await receivedOrder();
      const { payload, contentType } = multipartBody([
        {
          field: 'photos',
          filename: 'otpremnica.jpg',
          content: await photoFixture({ width: 64, height: 48 }),
        },
      ]);
      const uploaded = await asAdmin({
        method: 'POST',
        url: `/api/orders/${orderId}/photos`,
        payload,
        headers: { 'content-type': contentType },
      });
      return { orderId, photoId: uploaded.photos[0].id as number };
    },
    async freshSefConnection() {
      await asAdmin({
        method: 'POST',
        url: '/api/invoices/sef-connection',
        payload: { environment: 'demo', apiKey: `matrix-key-${randomBytes(4).toString('hex')}` },
      });
    },
  };
}
