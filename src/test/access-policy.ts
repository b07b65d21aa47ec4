/**
 * Who may call what: one entry per operation of the OpenAPI document, keyed `METHOD /api/path/{param}`, with an
 * example request built from Bistro Demo's ids and the outcome each role must get (access-rules.ts). The
 * authorization matrix (src/server/access-matrix.test.ts) sends every example as every role and fails for an
 * operation without an entry here, so no route ships without a decision. To add one: pick the helper that says
 * who the route is for, write its example, and list only the roles that differ from the helper.
 */
import {
  type AccessEntry,
  adminRoute,
  publicRoute,
  ROLE_ACCOUNTS,
  ownerRoute,
  signedInRoute,
  superAdminRoute,
  venueAdminRoute,
  venueRoute,
} from './access-rules';
import { eq } from 'drizzle-orm';
import { venues } from '@/server/db/schema';
import { articleSheetBase64 } from './article-sheet';
import { uniqueSefInvoice } from './invoice-fixtures';
import { DEMO, type DemoContext } from './demo-context';
import { photoFixture } from './photo-fixtures';
import { randomPib } from './pib';

const NOBODY = 'nobody-here@nabavka.test';
const SUPER_ADMIN = ROLE_ACCOUNTS.superAdmin;

/**
 * The order routes exist twice (docs/PRODUCT.md#api-orders): regular orders of Kuhinja from Mesara Zlatibor under
 * /api/orders, and warehouse (custom) orders of Magacin from the market under /api/orders/custom. The viewer is not
 * linked to the warehouse, so there every station-bound request of theirs is not found.
 */
function orderEntries(custom: boolean): Record<string, AccessEntry> {
  const base = custom ? '/api/orders/custom' : '/api/orders';
  const station = ({ ids }: DemoContext) => (custom ? ids.magacin : ids.kuhinja);
  const supplier = ({ ids }: DemoContext) => (custom ? ids.pijaca : ids.mesara);
  const articles = ({ ids }: DemoContext) => (custom ? ids.pijacaArticles : ids.mesaraArticles);
  const contact = ({ ids }: DemoContext) => (custom ? ids.pijacaContact : ids.mesaraContact);
  const completed = ({ ids }: DemoContext) => (custom ? ids.completedCustomOrder : ids.completedOrder);
  const draft = async (demo: DemoContext) => (await demo.freshOrder({ custom, status: 'OPEN' })).id;
  const viewer = custom ? { viewer: 404 as const } : {};
  // Sending needs the send-orders permission the viewer lacks; repeating sends too (docs/PRODUCT.md#send-permission).
  const viewerSending = custom ? { viewer: 404 as const } : { viewer: 403 as const };

  const entries: Record<string, AccessEntry> = {
    [`POST ${base}/{departmentId}/create/{supplierId}`]: venueRoute(
      (demo) => ({
        params: { departmentId: station(demo), supplierId: supplier(demo) },
        body: { deadline: demo.tomorrow, products: [{ id: articles(demo)[0]!, amount: '1.5' }] },
      }),
      viewer,
    ),
    [`GET ${base}/order/{id}`]: venueRoute((demo) => ({ params: { id: completed(demo) } }), viewer),
    [`POST ${base}/{id}/updateOrderItems`]: venueRoute(
      async (demo) => ({
        params: { id: await draft(demo) },
        body: { deadline: demo.tomorrow, productsToUpdate: [{ id: articles(demo)[1]!, amount: '3' }] },
      }),
      viewer,
    ),
    [`POST ${base}/{id}/merge`]: venueRoute(
      async (demo) => ({
        params: { id: await draft(demo) },
        body: { products: [{ id: articles(demo)[0]!, amount: '1' }] },
      }),
      viewer,
    ),
    [`POST ${base}/{id}/undoMerge`]: venueRoute(async (demo) => {
      const merged = await demo.freshMergedOrder({ custom });
      return { params: { id: merged.id }, body: { version: merged.version } };
    }, viewer),
    [`POST ${base}/updateStatus/sendOrder`]: venueRoute(
      async (demo) => ({
        query: { orderId: await draft(demo) },
        body: { supplierContactId: contact(demo), channel: 'copy' },
      }),
      viewerSending,
    ),
    [`POST ${base}/updateStatus/complete`]: venueRoute(async (demo) => {
      const order = await demo.freshOrder({ custom, status: 'IN_PROGRESS' });
      return {
        query: { orderId: order.id },
        body: { products: order.itemIds.map((id) => ({ id, status: 'DELIVERED' })) },
      };
    }, viewer),
    [`DELETE ${base}/deleteOrder/{id}`]: venueRoute(
      async (demo) => ({ params: { id: await draft(demo) } }),
      viewer,
    ),
    [`GET ${base}/all/{departmentId}`]: venueRoute(
      (demo) => ({ params: { departmentId: station(demo) }, query: { status: 'IN_PROGRESS,INCOMPLETE' } }),
      viewer,
    ),
    [`GET ${base}/overdue/{departmentId}`]: venueRoute(
      (demo) => ({ params: { departmentId: station(demo) } }),
      viewer,
    ),
    [`POST ${base}/{id}/changeDate`]: venueRoute(
      async (demo) => ({ params: { id: await draft(demo) }, body: { deadline: demo.tomorrow } }),
      viewer,
    ),
    [`POST ${base}/{id}/repeat`]: venueRoute(
      (demo) => ({
        params: { id: completed(demo) },
        body: { deadline: demo.tomorrow, supplierContactId: contact(demo), channel: 'copy' },
      }),
      viewerSending,
    ),
  };
  if (custom) {
    entries[`DELETE ${base}/deleteProduct/{id}`] = venueRoute(
      async (demo) => ({ params: { id: (await demo.freshOrder({ custom, status: 'OPEN' })).itemIds[0]! } }),
      viewer,
    );
  }
  return entries;
}

export const ACCESS_POLICY: Record<string, AccessEntry> = {
  'GET /api/health': publicRoute(() => ({})),
  'GET /api/health/ready': publicRoute(() => ({})),
  // The embedded database's backup for `npm run backup`: only with the server's local token, so nobody here.
  'POST /api/operations/backup': publicRoute(() => ({}), 404),

  // ------------------------------------------------------------ accounts (Auth/verify, Profile:
  // docs/PRODUCT.md#api-accounts)
  'POST /api/login': publicRoute(({ actor, password }) => ({
    body: { username: actor?.email ?? SUPER_ADMIN, password },
  })),
  'POST /api/refresh_token': publicRoute(async ({ actor, freshRefreshToken }) => ({
    body: { refresh_token: await freshRefreshToken(actor?.email ?? SUPER_ADMIN) },
  })),
  'POST /api/register': publicRoute(({ unique, password }) => ({
    body: {
      email: `${unique('matrix').replace(' ', '-')}@nabavka.test`,
      username: 'Matrix Account',
      password,
      passwordRepeat: password,
      phone: '+381641234567',
      selectedLanguage: 'ser',
    },
  })),
  'POST /api/checkEmail': publicRoute(({ actor }) => ({ body: { email: actor?.email ?? NOBODY } })),
  'GET /api/verify/email': publicRoute(() => ({ query: { activationToken: 'not-a-mailed-token' } }), 400),
  'POST /api/verify/resendVerifyEmail': publicRoute(() => ({ body: { email: NOBODY } })),
  'POST /api/verify/requestResetPassword': publicRoute(() => ({ query: { email: NOBODY } })),
  'POST /api/verify/resetPassword': publicRoute(
    ({ password }) => ({ body: { userId: 1, token: 'not-a-mailed-token', password } }),
    400,
  ),
  'GET /api/users/profile': signedInRoute(() => ({})),
  // ------------------------------------------------------------ groups (docs/decisions/0037-venue-memberships.md):
  // the caller's venues; switching to Bistro Demo works for its members (Kafana Druga's admin who is also staff of
  // Bistro Demo among them) and answers 404 to everyone else.
  'GET /api/me/venues': signedInRoute(() => ({})),
  'POST /api/me/venue': venueRoute(({ ids }) => ({ body: { venueId: ids.venue } }), {
    superAdmin: 404,
    twoVenueOtherAdmin: 'ok',
  }),
  'POST /api/users/profile/edit': signedInRoute(({ actor }) => ({
    body: {
      name: actor?.name ?? 'Nobody',
      phone: actor?.phone ?? '+381600000000',
      language: 'ser',
      theme: 'light',
    },
  })),
  'POST /api/users/profile/changePassword': signedInRoute(({ password }) => ({
    body: { oldPassword: password, newPassword: password, confirmPassword: password },
  })),
  // The demo mailbox shows mailed links, which are credentials: the super admin's only.
  'GET /api/dev/mailbox': superAdminRoute(() => ({})),

  // ------------------------------------------------------------ venue, stations, plan (Venue, Subscription:
  // docs/PRODUCT.md#api-venues) No id in the request: everybody with a venue gets their own stations.
  'GET /api/venue/getDepartments': venueRoute(() => ({}), { otherAdmin: 'ok' }),
  'GET /api/subscription/getSubscription/{venueId}': venueRoute(
    ({ ids }) => ({ params: { venueId: ids.venue } }),
    {
      superAdmin: 'ok',
    },
  ),
  'GET /api/admin/venues': superAdminRoute(() => ({})),
  'GET /api/admin/venues/page': superAdminRoute(() => ({ query: { page: '1', search: 'bistro' } })),
  // Plans, inquiries, the venue page and its super-admin-only cards (docs/PRODUCT.md#plan-inquiries).
  'POST /api/subscription/setSubscription': superAdminRoute(({ ids }) => ({
    body: { venueId: ids.venue, plan: 'PRO' },
  })),
  // Plan prices: /pricing reads them without login; the super admin sets them (docs/PRODUCT.md#plan-prices).
  'GET /api/subscription/planPrices': publicRoute(() => ({})),
  'POST /api/subscription/setPlanPrice': superAdminRoute(() => ({
    body: { plan: 'BASIC', monthlyPrice: '2990' },
  })),
  'POST /api/subscription/sendPlanInquiry': venueRoute(async ({ ids, actor, userId }) => ({
    body: {
      venueId: ids.venue,
      userId: actor ? await userId(actor.email) : ids.viewerUser,
      selectedPlan: 'PRO',
      checkedStations: [],
    },
  })),
  'GET /api/admin/venue/{venueId}': adminRoute(({ ids }) => ({ params: { venueId: ids.venue } })),
  'POST /api/admin/venue/{venueId}': adminRoute(({ ids }) => ({
    params: { venueId: ids.venue },
    // Bistro Demo's own data (demo seed), so the matrix changes nothing other requests look up.
    body: {
      name: DEMO.venues.bistro,
      bussiness_name: `${DEMO.venues.bistro} DOO`,
      address: 'Knez Mihailova 10, Beograd',
      pib: '100000016',
      phoneNumber: '+381111000001',
      email: DEMO.venueEmails.bistro,
    },
  })),
  'GET /api/admin/venue/{venueId}/audit': adminRoute(({ ids }) => ({ params: { venueId: ids.venue } })),
  'GET /api/admin/venue/{venueId}/planInquiries': superAdminRoute(({ ids }) => ({
    params: { venueId: ids.venue },
  })),
  'GET /api/admin/venue/{venueId}/suppliers': superAdminRoute(({ ids }) => ({
    params: { venueId: ids.venue },
  })),
  'GET /api/admin/venue/{venueId}/users': superAdminRoute(({ ids }) => ({ params: { venueId: ids.venue } })),
  'GET /api/admin/departments/{venueId}': superAdminRoute(({ ids }) => ({ params: { venueId: ids.venue } })),
  'POST /api/verify/verifySuperAdmin/{venueId}/{userId}': superAdminRoute(async ({ ids, freshMember }) => ({
    params: { venueId: ids.venue, userId: await freshMember() },
  })),
  // A fresh venue: switching Bistro Demo off or taking its suppliers would disturb every later request.
  'POST /api/admin/venue/{venueId}/toggle': superAdminRoute(async ({ freshVenue }) => ({
    params: { venueId: await freshVenue() },
  })),
  'POST /api/admin/linkVenueAndSupplier/{venueId}/{supplierId}': superAdminRoute(
    async ({ ids, freshVenue }) => ({
      params: { venueId: await freshVenue(), supplierId: ids.mesara },
    }),
  ),
  'POST /api/admin/unlinkVenueAnSupplier/{venueId}/{supplierId}': superAdminRoute(
    async ({ ids, freshVenue }) => ({
      params: { venueId: await freshVenue(), supplierId: ids.mesara },
    }),
  ),

  // The shared supplier catalogue; changes go to fresh catalogue suppliers no venue uses
  // (docs/PRODUCT.md#shared-catalogue).
  'GET /api/admin/suppliers': superAdminRoute(() => ({})),
  'POST /api/admin/supplier': superAdminRoute(({ unique }) => ({
    body: { name: unique('Matrix Catalogue') },
  })),
  'POST /api/admin/supplier/{id}': superAdminRoute(async ({ freshCatalogueSupplier, unique }) => ({
    params: { id: (await freshCatalogueSupplier()).id },
    body: { name: unique('Matrix Catalogue') },
  })),
  'DELETE /api/admin/supplier/{id}': superAdminRoute(async ({ freshCatalogueSupplier }) => ({
    params: { id: (await freshCatalogueSupplier()).id },
  })),
  'POST /api/supplier/uploadSupplierData/{id}': superAdminRoute(
    async ({ freshCatalogueSupplier, unique }) => ({
      params: { id: (await freshCatalogueSupplier()).id },
      body: {
        fileName: 'artikli.xlsx',
        content: await articleSheetBase64([[unique('Matrix Upload'), '', 'Meso', 'KG', '100', '']]),
      },
    }),
  ),
  'GET /api/admin/articles/{supplierId}': superAdminRoute(({ ids }) => ({
    params: { supplierId: ids.mesara },
  })),
  'POST /api/admin/article/createOrUpdate/{supplierId}': superAdminRoute(
    async ({ freshCatalogueSupplier, unique }) => ({
      params: { supplierId: (await freshCatalogueSupplier()).id },
      body: { articleName: unique('Matrix Article'), categoryName: 'Meso' },
    }),
  ),
  'DELETE /api/admin/article/delete/{id}': superAdminRoute(async ({ freshCatalogueSupplier }) => ({
    params: { id: (await freshCatalogueSupplier()).articleId },
  })),
  'GET /api/admin/categories': superAdminRoute(() => ({})),
  'GET /api/admin/supplier/{id}/contacts': superAdminRoute(({ ids }) => ({ params: { id: ids.mesara } })),
  'POST /api/admin/supplier/{id}/contact': superAdminRoute(async ({ freshCatalogueSupplier }) => ({
    params: { id: (await freshCatalogueSupplier()).id },
    body: { name: 'Matrica Kontakt', phone: '+381641112233' },
  })),

  // ------------------------------------------------------------ venue registration and onboarding
  // (docs/PRODUCT.md#venue-registration)
  'GET /api/venue/categories': signedInRoute(() => ({})),
  'GET /api/venue/exists/{pib}': signedInRoute(() => ({ params: { pib: '123456788' } })),
  // A member opens one more venue (a new tax id each time; docs/decisions/0038-copy-venue-setup.md); the super admin
  // is refused (403).
  'POST /api/venue/add': {
    ...venueRoute(
      ({ unique }) => ({
        body: {
          bussiness_name: unique('Matrix DOO'),
          pib: randomPib(),
          name: unique('Matrix Venue'),
          address: 'Ulica 1',
          phoneNumber: '+381641234567',
          email: 'matrix-venue@nabavka.test',
          venueCategories: [1],
        },
      }),
      { otherAdmin: 'ok' },
    ),
    // The registered venue goes, so the caller is no owner for the group routes that follow.
    undo: async ({ db }, body) => {
      const { id } = body as { id: number };
      await db.delete(venues).where(eq(venues.id, id));
    },
  },
  'POST /api/venue/requestAccess/{venueId}': venueRoute(({ ids }) => ({ params: { venueId: ids.venue } }), {
    staff: 409,
    viewer: 409,
    admin: 409,
    otherAdmin: 409,
  }),
  'POST /api/users/finishOnboarding': venueAdminRoute(() => ({}), { otherAdmin: 'ok' }),
  'POST /api/venue/unverified/supplier/add': venueAdminRoute(
    ({ unique }) => ({ body: { name: unique('Matrix Own') } }),
    {
      otherAdmin: 'ok',
    },
  ),
  'GET /api/venue/unverified/supplier/list': venueAdminRoute(() => ({}), { otherAdmin: 'ok' }),
  'GET /api/venue/unverified/supplier/departments': venueAdminRoute(() => ({}), { otherAdmin: 'ok' }),
  'GET /api/venue/unverified/supplier/categories': venueAdminRoute(() => ({}), { otherAdmin: 'ok' }),
  'POST /api/venue/unverified/supplier/link': venueAdminRoute(async ({ ids, freshOwnSupplier }) => ({
    body: { supplierId: (await freshOwnSupplier()).id, departmentId: ids.kuhinja },
  })),
  'POST /api/venue/unverified/supplier/unlink': venueAdminRoute(async ({ ids, freshOwnSupplier }) => ({
    body: { supplierId: (await freshOwnSupplier()).id, departmentId: ids.kuhinja },
  })),
  'POST /api/venue/unverified/supplier/article/create': venueAdminRoute(
    async ({ freshOwnSupplier, unique }) => ({
      body: {
        supplierId: (await freshOwnSupplier()).id,
        articleName: unique('Matrix Article'),
        articleCategory: 1,
      },
    }),
  ),
  'POST /api/venue/unverified/supplier/article/update': venueAdminRoute(
    async ({ freshOwnSupplier, unique }) => {
      const supplier = await freshOwnSupplier();
      return {
        body: {
          supplierId: supplier.id,
          articleId: supplier.articleId,
          name: unique('Matrix Renamed'),
          category: 1,
        },
      };
    },
  ),
  'POST /api/venue/unverified/supplier/article/delete': venueAdminRoute(async ({ freshOwnSupplier }) => {
    const supplier = await freshOwnSupplier();
    return { body: { supplierId: supplier.id, articleId: supplier.articleId } };
  }),
  'POST /api/venue/unverified/supplier/update': venueAdminRoute(async ({ freshOwnSupplier, unique }) => ({
    body: { id: (await freshOwnSupplier()).id, name: unique('Matrix Edited'), pib: '', address: 'Adresa 2' },
  })),
  'POST /api/venue/unverified/supplier/delete': venueAdminRoute(async ({ freshOwnSupplier }) => ({
    body: { id: (await freshOwnSupplier()).id },
  })),
  // The body names Bistro Demo and its admin: staff are refused by role, anyone else finds neither.
  // The body names Bistro Demo's admin: any other caller, a second admin of the venue too, is not found.
  'POST /api/subscription/sendNewStationInquiry': venueAdminRoute(
    ({ ids }) => ({ body: { venueId: ids.venue, userId: ids.adminUser } }),
    // The body names Bistro Demo's admin by id: a copy of that admin is another user.
    { twoVenueAdmin: 404, twoVenueOwner: 404 },
  ),
  'POST /api/admin/venue/{venueId}/addStation': adminRoute(({ ids, unique }) => ({
    params: { venueId: ids.venue },
    body: { name: unique('Matrix Station') },
  })),
  'POST /api/venue/department/{id}': adminRoute(async ({ freshStation, unique }) => ({
    params: { id: await freshStation() },
    body: { name: unique('Matrix Renamed') },
  })),
  'DELETE /api/venue/department/{id}': adminRoute(async ({ freshStation }) => ({
    params: { id: await freshStation() },
  })),
  'POST /api/admin/linkDepartment/{userId}/{departmentId}': adminRoute(async ({ ids, freshStation }) => ({
    params: { userId: ids.viewerUser, departmentId: await freshStation() },
  })),
  'POST /api/admin/unlinkDepartment/{userId}/{departmentId}': adminRoute(async ({ ids, freshStation }) => ({
    params: { userId: ids.viewerUser, departmentId: await freshStation() },
  })),
  'POST /api/admin/linkDepartmentAndSupplier/{departmentId}/{supplierId}': adminRoute(
    async ({ ids, freshStation }) => ({
      params: { departmentId: await freshStation(), supplierId: ids.mesara },
    }),
  ),
  'POST /api/admin/unlinkDepartmentAndSupplier/{departmentId}/{supplierId}': adminRoute(
    async ({ ids, freshStation }) => ({
      params: { departmentId: await freshStation(), supplierId: ids.mesara },
    }),
  ),

  // ------------------------------------------------------------ team and invitations (Admin users, invite:
  // docs/PRODUCT.md#api-admin) Each admin gets their own venue's team; no id is sent.
  'GET /api/admin/users': adminRoute(() => ({}), { otherAdmin: 'ok' }),
  'GET /api/admin/unnaprovedUsers': superAdminRoute(() => ({})),
  'GET /api/admin/users/{id}': adminRoute(({ ids }) => ({ params: { id: ids.viewerUser } })),
  'POST /api/admin/users/{id}/disable': adminRoute(async ({ freshMember }) => ({
    params: { id: await freshMember() },
  })),
  'POST /api/admin/users/{id}/disableNotifications': adminRoute(async ({ freshMember }) => ({
    params: { id: await freshMember() },
  })),
  'POST /api/admin/users/{id}/removeAdmin': adminRoute(async ({ freshMember }) => ({
    params: { id: await freshMember() },
  })),
  'POST /api/admin/users/{id}/verify': adminRoute(async ({ freshMember }) => ({
    params: { id: await freshMember() },
  })),
  'POST /api/admin/users/{id}/toggleCanSendOrder': adminRoute(async ({ freshMember }) => ({
    params: { id: await freshMember() },
  })),
  'POST /api/venue/approve/{userId}': adminRoute(async ({ freshAccessRequest }) => ({
    params: { userId: await freshAccessRequest() },
  })),
  'POST /api/venue/makeAdmin/{userId}': adminRoute(async ({ freshMember }) => ({
    params: { userId: await freshMember() },
  })),
  'POST /api/admin/venue/{venueId}/users/{userId}/remove': adminRoute(async ({ ids, freshMember }) => ({
    params: { venueId: ids.venue, userId: await freshMember() },
  })),
  // Leaving a venue one is not a member of (a venue of nobody): not found for everybody signed in; the real leaving
  // is in src/server/modules/users/venue-members.routes.test.ts.
  'POST /api/users/profile/venues/{venueId}/leave': {
    example: async ({ freshVenue }) => ({ params: { venueId: await freshVenue() } }),
    expect: {
      anonymous: 401,
      staff: 404,
      viewer: 404,
      admin: 404,
      otherAdmin: 404,
      superAdmin: 404,
      twoVenueAdmin: 404,
      twoVenueStaff: 404,
      twoVenueOtherAdmin: 404,
      twoVenueOwner: 404,
      twoVenueCook: 404,
    },
  },
  'POST /api/invite/invite-user': adminRoute(({ ids, unique }) => ({
    body: {
      email: `${unique('invitee').replace(' ', '-')}@nabavka.test`,
      restaurantId: ids.venue,
      userId: ids.viewerUser,
    },
  })),
  'POST /api/invite/acceptInvite': publicRoute(async ({ freshInviteToken }) => ({
    body: { token: await freshInviteToken() },
  })),
  // The invitation is for a new address: nobody signed in is its account (invite_for_another_account).
  'POST /api/invite/join': {
    example: async ({ freshInviteToken }) => ({ body: { token: await freshInviteToken() } }),
    expect: {
      anonymous: 401,
      staff: 409,
      viewer: 409,
      admin: 409,
      otherAdmin: 409,
      superAdmin: 409,
      twoVenueAdmin: 409,
      twoVenueStaff: 409,
      twoVenueOtherAdmin: 409,
      twoVenueOwner: 409,
      twoVenueCook: 409,
    },
  },
  'POST /api/register-invite': publicRoute(async ({ freshInviteToken }) => ({
    body: {
      token: await freshInviteToken(),
      name: 'Nova',
      surname: 'Osoba',
      password: 'Lozinka123',
      passwordRepeat: 'Lozinka123',
      phone: '+381641234567',
    },
  })),

  // ------------------------------------------------------------ suppliers (Suppliers: docs/PRODUCT.md#api-suppliers)
  'GET /api/venue/department/getSuppliers/{departmentId}': venueRoute(({ ids }) => ({
    params: { departmentId: ids.kuhinja },
  })),
  'POST /api/supplier/add': venueAdminRoute(({ ids, unique }) => ({
    body: { name: unique('Matrix Supplier'), departmentId: ids.kuhinja },
  })),
  // Mlekara Subotica supplies both venues: each must see only its own contacts there.
  'GET /api/supplier/supplierContacts/{supplierId}/{venueId}': venueRoute(({ ids }) => ({
    params: { supplierId: ids.mlekara, venueId: ids.venue },
  })),
  // The send step's "add supplier contact" is open to everyone who orders (docs/PRODUCT.md#contacts).
  'POST /api/supplier/{id}/addContact': venueRoute(({ ids }) => ({
    params: { id: ids.mesara },
    body: { name: 'Matrix Contact', phone: '+381641234567' },
  })),

  'GET /api/venue/getSuppliers/{venueId}': venueRoute(({ ids }) => ({
    params: { venueId: ids.venue },
    query: { departmentId: ids.kuhinja },
  })),
  'POST /api/supplier/{id}/edit': venueAdminRoute(async ({ freshSupplier, unique }) => ({
    params: { id: await freshSupplier() },
    body: { name: unique('Matrix Edited'), registrationNumber: '12345678', city: 'Beograd' },
  })),
  'DELETE /api/supplier/{id}': venueAdminRoute(async ({ freshSupplier }) => ({
    params: { id: await freshSupplier() },
  })),
  'POST /api/supplier/editContact/{id}': venueAdminRoute(async ({ freshContact }) => ({
    params: { id: await freshContact() },
    body: { name: 'Matrix Contact', email: 'matrix@example.com' },
  })),
  'DELETE /api/supplier/deleteContact/{id}': venueAdminRoute(async ({ freshContact }) => ({
    params: { id: await freshContact() },
  })),
  'POST /api/supplier/{id}/addSupplierNotes': venueAdminRoute(({ ids }) => ({
    params: { id: ids.mesara },
    body: { timeToOrder: '14:00', timeToDeliver: '08:00', daysInWeek: [0, 3], note: 'Matrix' },
  })),
  'GET /api/supplier/supplierNote/{supplierId}/{venueId}': venueRoute(({ ids }) => ({
    params: { supplierId: ids.mesara, venueId: ids.venue },
  })),
  // No id in the request: any venue may ask; the super admin has no venue to ask for.
  'POST /api/supplier/requestSupplier': venueRoute(
    ({ unique }) => ({ body: { name: unique('Matrix Request'), contact: '+381641234567' } }),
    { otherAdmin: 'ok' },
  ),

  // ------------------------------------------------------------ articles (Articles: docs/PRODUCT.md#api-articles)
  'GET /api/articles/products/{supplierId}/{departmentId}': venueRoute(({ ids }) => ({
    params: { supplierId: ids.mlekara, departmentId: ids.kuhinja },
  })),
  'GET /api/articles/categories/{supplierId}': venueRoute(({ ids }) => ({
    params: { supplierId: ids.mesara },
  })),
  'POST /api/articles/toggleFavorite': venueRoute(({ ids }) => ({
    body: { departmentId: ids.kuhinja, articleId: ids.mesaraArticles[0]! },
  })),
  'POST /api/articles/custom/toggleFavorite': venueRoute(
    ({ ids }) => ({ body: { departmentId: ids.magacin, articleId: ids.pijacaArticles[0]! } }),
    { viewer: 404 },
  ),
  'POST /api/articles/favorites': venueRoute(({ ids }) => ({
    body: { departmentId: ids.kuhinja, articleIds: ids.mesaraArticles },
  })),
  'POST /api/articles/articleSetting': venueAdminRoute(({ ids }) => ({
    body: {
      departmentId: ids.kuhinja,
      articleId: ids.mesaraArticles[0]!,
      recommendedQuantity: '2',
      comment: 'x',
    },
  })),
  'POST /api/articles/custom/articleSetting': venueAdminRoute(({ ids }) => ({
    body: { departmentId: ids.magacin, articleId: ids.pijacaArticles[0]!, recommendedQuantity: '1' },
  })),
  'POST /api/articles/{departmentId}/manualAdd': venueRoute(({ ids, unique }) => ({
    params: { departmentId: ids.kuhinja },
    body: { supplierId: ids.mesara, articleName: unique('Matrix Article'), categoryName: 'Meso' },
  })),
  'POST /api/articles/{departmentId}/product/edit': venueAdminRoute(({ ids }) => ({
    params: { departmentId: ids.kuhinja },
    body: { productId: ids.mesaraArticles[2]!, enabled: true, defaultPrice: '990.00' },
  })),
  'POST /api/articles/edit/{id}': venueAdminRoute(async ({ freshArticle, unique }) => ({
    params: { id: await freshArticle() },
    body: { articleName: unique('Matrix Edited Article'), categoryName: 'Meso', unit: 'KG', price: '10' },
  })),
  'DELETE /api/articles/delete/{id}': venueAdminRoute(async ({ freshArticle }) => ({
    params: { id: await freshArticle() },
  })),
  'POST /api/articles/requestNewArticle': venueRoute(({ ids, unique }) => ({
    body: { supplierId: ids.mesara, name: unique('Matrix Wish') },
  })),
  // No id in the request: any venue's admin gets the template.
  'GET /api/articles/importTemplate': venueAdminRoute(() => ({ query: { language: 'en' } }), {
    otherAdmin: 'ok',
  }),
  'POST /api/articles/import/{supplierId}': venueAdminRoute(async ({ ids, unique }) => ({
    params: { supplierId: ids.mesara },
    body: {
      fileName: 'artikli.xlsx',
      content: await articleSheetBase64([[unique('Matrix Import'), '', 'Meso', 'KG', '100', '']]),
    },
  })),

  // ------------------------------------------------------------ orders (Orders: docs/PRODUCT.md#api-orders)
  ...orderEntries(false),
  ...orderEntries(true),
  // No id in the request: everybody with a venue gets their own warnings.
  'GET /api/orders/dueSummary': venueRoute(() => ({}), { otherAdmin: 'ok' }),
  'GET /api/allVenueOrders/{venueId}': venueRoute(({ ids }) => ({ params: { venueId: ids.venue } })),
  'GET /api/allVenueOrders/{venueId}/export': venueRoute(({ ids, tomorrow }) => ({
    params: { venueId: ids.venue },
    query: { from: tomorrow, to: tomorrow },
  })),
  // A delivered order of Kuhinja, which every venue member of the demo sees.
  'GET /api/orders/print/{id}': venueRoute(({ ids }) => ({ params: { id: ids.completedOrder } })),

  // ------------------------------------------------------------ help (help: docs/PRODUCT.md#help)
  'GET /api/help/categories': publicRoute(() => ({ query: { language: 'en' } })),

  // ------------------------------------------------------------ reports (Analytics: docs/PRODUCT.md#api-reports,
  // #reports)
  'GET /api/analytics/orders': adminRoute(({ ids, tomorrow }) => ({
    query: { departmentId: ids.kuhinja, fromDate: tomorrow, toDate: tomorrow },
  })),
  'GET /api/analytics/venue/orders': adminRoute(({ ids, tomorrow }) => ({
    query: { venueId: ids.venue, fromDate: tomorrow, toDate: tomorrow },
  })),
  'GET /api/analytics/venue/ordersPerCategory': adminRoute(({ ids, tomorrow }) => ({
    query: { departmentId: ids.kuhinja, categoryId: 1, fromDate: tomorrow, toDate: tomorrow },
  })),
  'GET /api/analytics/charts': adminRoute(({ ids, tomorrow }) => ({
    query: { venueId: ids.venue, departmentId: ids.kuhinja, fromDate: tomorrow, toDate: tomorrow },
  })),
  'GET /api/analytics/filters': adminRoute(({ ids }) => ({ query: { venueId: ids.venue } })),
  // An owner administers two venues or more (docs/decisions/0037-venue-memberships.md); none of the roles does.
  'GET /api/analytics/group': ownerRoute(({ tomorrow }) => ({
    query: { fromDate: tomorrow, toDate: tomorrow },
  })),
  'GET /api/group/overview': ownerRoute(() => ({})),
  'GET /api/analytics/suppliers/reliability': adminRoute(({ ids, tomorrow }) => ({
    query: { venueId: ids.venue, fromDate: tomorrow, toDate: tomorrow },
  })),
  // ------------------------------------------------------------ suggestions (order guards: decision 0025)
  'POST /api/station/{stationId}/orderChecks': venueRoute(({ ids }) => ({
    params: { stationId: ids.kuhinja },
    body: { supplierId: ids.mesara, lines: [{ articleId: ids.mesaraArticles[0]!, amount: '2' }] },
  })),
  'GET /api/station/{stationId}/stockCount/{supplierId}': venueRoute(({ ids }) => ({
    params: { stationId: ids.kuhinja, supplierId: ids.mesara },
  })),
  'POST /api/station/{stationId}/stockCount/{supplierId}': venueRoute(({ ids }) => ({
    params: { stationId: ids.kuhinja, supplierId: ids.mesara },
    body: { lines: [{ articleId: ids.mesaraArticles[0]!, amount: '0' }] },
  })),
  // ------------------------------------------------------------ standing orders and notifications (decision 0030)
  // Another venue's admin lists their own (none); saving and changing need the send permission the viewer lacks.
  'GET /api/standingOrders': venueRoute(() => ({}), { otherAdmin: 'ok' }),
  'POST /api/standingOrders': venueRoute(
    ({ ids }) => ({
      body: {
        orderId: ids.completedOrder,
        supplierContactId: ids.mesaraContact,
        weekdays: [0, 3],
        time: '08:00',
        autoSendEmail: false,
      },
    }),
    { viewer: 403 },
  ),
  'POST /api/standingOrders/{id}': venueRoute(
    async (demo) => {
      const standing = await demo.freshStandingOrder();
      // A change in the manner of PATCH: the lines replaced as a whole, the rest as it was.
      return {
        params: { id: standing.id },
        body: {
          supplierContactId: demo.ids.mesaraContact,
          time: '09:00',
          paused: true,
          lines: [{ articleId: standing.articleId, amount: '2,5' }],
        },
      };
    },
    { viewer: 403 },
  ),
  'DELETE /api/standingOrders/{id}': venueRoute(
    async (demo) => ({ params: { id: (await demo.freshStandingOrder()).id } }),
    { viewer: 403 },
  ),
  // Everyone reads and marks their own; marking all read finds nothing to refuse.
  'GET /api/notifications': signedInRoute(() => ({})),
  'POST /api/notifications/read': signedInRoute(() => ({ body: { all: true } })),
  'GET /api/notifications/push/key': signedInRoute(() => ({})),
  // A real https endpoint form with keys of the right lengths; each role's call makes the device theirs.
  'POST /api/notifications/push/subscriptions': signedInRoute(() => ({
    body: {
      endpoint: 'https://push.example.test/access-matrix',
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    },
  })),
  'DELETE /api/notifications/push/subscriptions': signedInRoute(() => ({
    body: { endpoint: 'https://push.example.test/access-matrix-gone' },
  })),
  // ------------------------------------------------------------ supplier portal (docs/PRODUCT.md#supplier-side)
  // Reached by a link token, not by a login: a token nobody was given is not found, whoever asks.
  'GET /api/supplier-link/order/{token}': publicRoute(() => ({ params: { token: 'not-a-sent-link' } }), 404),
  'POST /api/supplier-link/order/{token}/answer': publicRoute(
    () => ({
      params: { token: 'not-a-sent-link' },
      body: { decision: 'reject', reason: 'Nemamo robu', version: 0 },
    }),
    404,
  ),
  'POST /api/orders/{id}/supplierLink': venueRoute(async (demo) => ({
    params: { id: (await demo.freshOrder({ status: 'OPEN' })).id },
    body: { supplierContactId: demo.ids.mesaraContact },
  })),
  'GET /api/orders/{id}/supplierAnswer': venueRoute(({ ids }) => ({ params: { id: ids.completedOrder } })),
  // Preparing a repeat is part of sending, which needs the send-orders permission the viewer lacks
  // (docs/PRODUCT.md#send-permission).
  'POST /api/orders/{id}/repeat/prepare': venueRoute(
    ({ ids, tomorrow }) => ({
      params: { id: ids.completedOrder },
      body: { deadline: tomorrow, supplierContactId: ids.mesaraContact },
    }),
    { viewer: 403 },
  ),
  'GET /api/orders/recentSupplierAnswers': venueRoute(() => ({}), { otherAdmin: 'ok' }),
  'GET /api/supplier-link/standing/{token}': publicRoute(
    () => ({ params: { token: 'not-a-standing-link' } }),
    404,
  ),
  // Another venue's admin has no standing links of Bistro's contacts: an empty list of their own.
  'GET /api/supplier/standingLinks': venueAdminRoute(() => ({}), { otherAdmin: 'ok' }),
  'POST /api/supplier/contact/{id}/standingLink': venueAdminRoute(async ({ freshContact }) => ({
    params: { id: await freshContact() },
  })),
  'DELETE /api/supplier/contact/{id}/standingLink': venueAdminRoute(async ({ freshLinkedContact }) => ({
    params: { id: await freshLinkedContact() },
  })),

  // ------------------------------------------------------------ delivery-note photos (decision 0023): whoever sees
  // the order's station; another venue's admin finds no such order.
  'POST /api/orders/{id}/photos': venueRoute(async ({ freshReceivedOrder }) => ({
    params: { id: await freshReceivedOrder() },
    files: [
      {
        field: 'photos',
        filename: 'otpremnica.jpg',
        contentType: 'image/jpeg',
        content: await photoFixture({ width: 64, height: 48 }),
      },
    ],
  })),
  'GET /api/orders/{id}/photos': venueRoute(async ({ freshPhoto }) => ({
    params: { id: (await freshPhoto()).orderId },
  })),
  'GET /api/orders/{id}/photos/{photoId}': venueRoute(async ({ freshPhoto }) => {
    const { orderId, photoId } = await freshPhoto();
    return { params: { id: orderId, photoId } };
  }),

  // ------------------------------------------------------------ credit requests: whoever sees the order's station;
  // another venue's admin finds no such order or request. The lists carry no id: each venue its own. Sending needs
  // the send-orders permission the viewer lacks. The supplier's link routes are public: a made-up token is not found.
  'GET /api/credits/order/{orderId}': venueRoute(async ({ freshShortOrder }) => ({
    params: { orderId: await freshShortOrder() },
  })),
  'POST /api/credits/order/{orderId}': venueRoute(async ({ freshShortOrder }) => ({
    params: { orderId: await freshShortOrder() },
    body: {},
  })),
  'GET /api/credits': venueRoute(() => ({}), { otherAdmin: 'ok' }),
  'GET /api/credits/bySupplier': venueRoute(() => ({}), { otherAdmin: 'ok' }),
  'GET /api/credits/{id}': venueRoute(async ({ freshCredit }) => ({ params: { id: await freshCredit() } })),
  'POST /api/credits/{id}/send': venueRoute(
    async ({ freshCredit, ids }) => ({
      params: { id: await freshCredit() },
      body: { supplierContactId: ids.mesaraContact, channel: 'copy' },
    }),
    { viewer: 403 },
  ),
  'POST /api/credits/{id}/settle': venueRoute(async ({ freshCredit }) => ({
    params: { id: await freshCredit() },
    body: { creditedAmount: '100' },
  })),
  // Only a settled or refused request closes: a fresh one is still waiting for its answer.
  'POST /api/credits/{id}/close': venueRoute(
    async ({ freshCredit }) => ({ params: { id: await freshCredit() } }),
    { staff: 409, viewer: 409, admin: 409 },
  ),
  'GET /api/supplier-link/credit/{token}': publicRoute(
    () => ({ params: { token: 'not-a-credit-link' } }),
    404,
  ),
  'POST /api/supplier-link/credit/{token}/answer': publicRoute(
    () => ({ params: { token: 'not-a-credit-link' }, body: { decision: 'ACCEPTED_ALL' } }),
    404,
  ),

  // ------------------------------------------------------------ spending limits and approval (src/domain/orders/order-limit.ts)
  // A fresh draft has no prices, so it needs no approval (409); deciding is for the admin (staff 403). The lists
  // carry no id: each venue its own. Limits are set by the venue's admin only.
  'GET /api/approvals/waiting': venueRoute(() => ({}), { otherAdmin: 'ok' }),
  'GET /api/approvals/orders/{id}': venueRoute(async ({ freshOrder }) => ({
    params: { id: (await freshOrder({ status: 'OPEN' })).id },
  })),
  'POST /api/approvals/orders/{id}/request': venueRoute(
    async ({ freshOrder }) => ({ params: { id: (await freshOrder({ status: 'OPEN' })).id } }),
    { staff: 409, viewer: 409, admin: 409 },
  ),
  'POST /api/approvals/orders/{id}/approve': venueRoute(
    async ({ freshOrder }) => ({ params: { id: (await freshOrder({ status: 'OPEN' })).id } }),
    { staff: 403, viewer: 403, admin: 409 },
  ),
  'POST /api/approvals/orders/{id}/return': venueRoute(
    async ({ freshOrder }) => ({
      params: { id: (await freshOrder({ status: 'OPEN' })).id },
      body: { note: 'Previše za ovu nedelju' },
    }),
    { staff: 403, viewer: 403, admin: 409 },
  ),
  // Like every /api/admin/users route, also the super admin's (docs/PRODUCT.md#admin-users).
  'POST /api/admin/users/{id}/orderLimit': adminRoute(({ ids }) => ({
    params: { id: ids.viewerUser },
    body: { orderLimit: '25000,50' },
  })),
  // ------------------------------------------------------------ paid-price history (a venue admin's, PRO)
  // Another venue's admin is refused by its plan first: Kafana Druga is not on PRO.
  'GET /api/prices/article/{articleId}/history': venueAdminRoute(
    ({ ids }) => ({ params: { articleId: ids.mesaraArticles[0]! } }),
    { otherAdmin: 403 },
  ),
  'GET /api/prices/last': venueAdminRoute(
    ({ ids }) => ({ query: { articleIds: ids.mesaraArticles.join(',') } }),
    { otherAdmin: 403 },
  ),
  'GET /api/prices/risen': venueAdminRoute(() => ({}), { otherAdmin: 403 }),
  // ------------------------------------------------------------ suggested amounts (decision 0032)
  'GET /api/station/{stationId}/suggestions/{supplierId}': venueRoute(({ ids, tomorrow }) => ({
    params: { stationId: ids.kuhinja, supplierId: ids.mesara },
    query: { deadline: tomorrow },
  })),
  // ------------------------------------------------------------ e-invoices (a venue admin's)
  // An upload and the lists carry no id: each admin works in their own venue.
  'POST /api/invoices/upload': venueAdminRoute(
    () => ({ files: [{ filename: 'faktura.xml', content: uniqueSefInvoice().xml }] }),
    { otherAdmin: 'ok' },
  ),
  'GET /api/invoices': venueAdminRoute(() => ({ query: { page: '1', size: '20' } }), { otherAdmin: 'ok' }),
  'GET /api/invoices/{id}': venueAdminRoute(async ({ freshInvoice }) => ({
    params: { id: (await freshInvoice()).id },
  })),
  'GET /api/invoices/{id}/files/{fileId}': venueAdminRoute(async ({ freshInvoice }) => {
    const invoice = await freshInvoice();
    return { params: { id: invoice.id, fileId: invoice.fileId } };
  }),
  'POST /api/invoices/{id}/decision': venueAdminRoute(async ({ freshInvoice }) => ({
    params: { id: (await freshInvoice()).id },
    body: { accepted: false, comment: 'Fakturisano 10,5 kg, isporučeno 9 kg' },
  })),
  'POST /api/invoices/{id}/supplier': venueAdminRoute(async ({ freshUnknownSellerInvoice }) => ({
    params: { id: await freshUnknownSellerInvoice() },
  })),
  'GET /api/invoices/{id}/orders': venueAdminRoute(async ({ freshInvoice }) => ({
    params: { id: (await freshInvoice()).id },
  })),
  'POST /api/invoices/{id}/orders/{orderId}': venueAdminRoute(async ({ freshInvoice, ids }) => ({
    params: { id: (await freshInvoice()).id, orderId: ids.completedOrder },
  })),
  'DELETE /api/invoices/{id}/orders/{orderId}': venueAdminRoute(async ({ freshMatchedInvoice }) => ({
    params: await freshMatchedInvoice(),
  })),
  // "No order line" for the invoice's first line (decision 0029).
  'POST /api/invoices/{id}/lines/{place}': venueAdminRoute(async ({ freshInvoice }) => ({
    params: { id: (await freshInvoice()).id, place: 1 },
    body: { orderItemId: null },
  })),
  'GET /api/invoices/accuracy': venueAdminRoute(
    () => ({ query: { fromDate: '2026-01-01', toDate: '2026-12-31' } }),
    { otherAdmin: 'ok' },
  ),
  'GET /api/invoices/sef-connection': venueAdminRoute(() => ({}), { otherAdmin: 'ok' }),
  'POST /api/invoices/sef-connection': venueAdminRoute(
    ({ unique }) => ({ body: { environment: 'demo', apiKey: unique('matrix-key').replace(' ', '-') } }),
    { otherAdmin: 'ok' },
  ),
  'DELETE /api/invoices/sef-connection': venueAdminRoute(() => ({}), { otherAdmin: 'ok' }),
  // Bistro Demo is connected for the example; Kafana Druga is not (409 sef_not_connected).
  'POST /api/invoices/sef-connection/poll': venueAdminRoute(
    async ({ freshSefConnection }) => {
      await freshSefConnection();
      return {};
    },
    { otherAdmin: 409 },
  ),
};
