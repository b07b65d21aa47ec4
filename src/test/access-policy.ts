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
  signedInRoute,
  superAdminRoute,
  venueAdminRoute,
  venueRoute,
} from './access-rules';
import type { DemoContext } from './demo-context';

const NOBODY = 'nobody-here@nabavka.test';
const SUPER_ADMIN = ROLE_ACCOUNTS.superAdmin;

/**
 * The order routes exist twice (SPEC §7): regular orders of Kuhinja from Mesara Zlatibor under /api/orders, and
 * warehouse (custom) orders of Magacin from the market under /api/orders/custom. The viewer is not linked to the
 * warehouse, so there every station-bound request of theirs is not found.
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
  // SPEC §6: sending needs the send-orders permission the viewer lacks; repeating sends too.
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

  // ------------------------------------------------------------ accounts (SPEC §7 Auth/verify, Profile)
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

  // ------------------------------------------------------------ venue, stations, plan (SPEC §7 Venue, Subscription)
  // No id in the request: everybody with a venue gets their own stations.
  'GET /api/venue/getDepartments': venueRoute(() => ({}), { otherAdmin: 'ok' }),
  'GET /api/subscription/getSubscription/{venueId}': venueRoute(
    ({ ids }) => ({ params: { venueId: ids.venue } }),
    {
      superAdmin: 'ok',
    },
  ),
  'GET /api/admin/venues': superAdminRoute(() => ({})),
  // Issue 13: plans, inquiries, the venue page and its super-admin-only cards.
  'POST /api/subscription/setSubscription': superAdminRoute(({ ids }) => ({
    body: { venueId: ids.venue, plan: 'PRO' },
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
      name: 'Bistro Demo',
      bussiness_name: 'Bistro Demo DOO',
      address: 'Knez Mihailova 10, Beograd',
      pib: '100000001',
      phoneNumber: '+381111000001',
      email: 'bistro@nabavka.test',
    },
  })),
  'GET /api/admin/venue/{venueId}/audit': adminRoute(({ ids }) => ({ params: { venueId: ids.venue } })),
  'GET /api/admin/venue/{venueId}/planInquiries': superAdminRoute(({ ids }) => ({
    params: { venueId: ids.venue },
  })),
  'GET /api/admin/venue/{venueId}/suppliers': superAdminRoute(({ ids }) => ({
    params: { venueId: ids.venue },
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
  'POST /api/admin/venue/{venueId}/addDepartment': adminRoute(({ ids, unique }) => ({
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

  // ------------------------------------------------------------ suppliers (SPEC §7 Suppliers)
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
  // SPEC §2: the send step's "add supplier contact" is open to everyone who orders.
  'POST /api/supplier/{id}/addContact': venueRoute(({ ids }) => ({
    params: { id: ids.mesara },
    body: { name: 'Matrix Contact', phone: '+381641234567' },
  })),

  // ------------------------------------------------------------ articles (SPEC §7 Articles)
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

  // ------------------------------------------------------------ orders (SPEC §7 Orders)
  ...orderEntries(false),
  ...orderEntries(true),
  // No id in the request: everybody with a venue gets their own warnings.
  'GET /api/orders/dueSummary': venueRoute(() => ({}), { otherAdmin: 'ok' }),
  'GET /api/allVenueOrders/{venueId}': venueRoute(({ ids }) => ({ params: { venueId: ids.venue } })),
};
