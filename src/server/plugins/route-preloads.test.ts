import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagesWithPreloads } from './route-preloads';
import { registerStaticWeb } from './static-web';

const INDEX =
  '<!doctype html><html><head><title>Nabavka</title></head><body><div id="root"></div></body></html>';
const PRELOADS = {
  '/': ['assets/dashboard-page-A1.js'],
  '/current-orders/:stationId/orders': ['assets/current-orders-page-B2.js', 'assets/Table-C3.css'],
  '/:stationId/new-order': ['assets/order-wizard-pages-D4.js'],
  '/admin/users': ['assets/users-page-E5.js'],
};

/** The build's files, as the server finds them beside index.html. */
function writeAssets(root: string, files: string[]): void {
  mkdirSync(join(root, 'assets'), { recursive: true });
  for (const name of files) writeFileSync(join(root, name), '');
}

describe('route preloads', () => {
  let dir: string;
  const file = () => join(dir, 'route-preloads.json');

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'nabavka-preloads-'));
    writeAssets(dir, [...Object.values(PRELOADS).flat(), 'assets/other-F6.js']);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("lists a page's scripts as module preloads and its sheets as style preloads, in the head", () => {
    writeFileSync(file(), JSON.stringify(PRELOADS));
    const html = pagesWithPreloads(INDEX, file())('/current-orders/7/orders');
    expect(html).toBe(
      INDEX.replace(
        '</head>',
        '<link rel="modulepreload" crossorigin href="/assets/current-orders-page-B2.js">' +
          '<link rel="preload" as="style" crossorigin href="/assets/Table-C3.css"></head>',
      ),
    );
  });

  it('matches pages as the router does: a static segment wins over a parameter', () => {
    writeFileSync(file(), JSON.stringify({ ...PRELOADS, '/:stationId/users': ['assets/other-F6.js'] }));
    const page = pagesWithPreloads(INDEX, file());
    expect(page('/admin/users')).toContain('users-page-E5.js');
    expect(page('/admin/users')).not.toContain('other-F6.js');
    expect(page('/12/new-order')).toContain('order-wizard-pages-D4.js');
    expect(page('/')).toContain('dashboard-page-A1.js');
  });

  it('answers index.html as it is for an unknown page, a missing file or a broken one', () => {
    writeFileSync(file(), JSON.stringify(PRELOADS));
    expect(pagesWithPreloads(INDEX, file())('/no/such/page/here')).toBe(INDEX);
    expect(pagesWithPreloads(INDEX, join(dir, 'missing.json'))('/admin/users')).toBe(INDEX);
    writeFileSync(file(), '{ not json');
    expect(pagesWithPreloads(INDEX, file())('/admin/users')).toBe(INDEX);
  });

  it('writes only built asset names that are there into the page', () => {
    writeFileSync(
      file(),
      JSON.stringify({
        '/admin/users': [
          'assets/users-page-E5.js',
          'assets/not-built-G7.js',
          '"><script>alert(1)</script>',
          '/etc/passwd',
        ],
      }),
    );
    const html = pagesWithPreloads(INDEX, file())('/admin/users');
    expect(html).toContain('users-page-E5.js');
    // A file the build named but did not write would come back as the app's HTML, refused as a script.
    expect(html).not.toContain('not-built-G7.js');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('passwd');
  });
});

describe('pages served with their preloads', () => {
  let webRoot: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'nabavka-web-'));
    writeAssets(webRoot, Object.values(PRELOADS).flat());
    writeFileSync(join(webRoot, 'index.html'), INDEX);
    writeFileSync(join(webRoot, 'route-preloads.json'), JSON.stringify(PRELOADS));
    app = Fastify();
    const sendIndex = await registerStaticWeb(app, webRoot, { supplierRenderFile: join(webRoot, 'none.js') });
    app.setNotFoundHandler((request, reply) => sendIndex!(reply, request.url));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it("a station's orders, with a query, come with that page's chunks; the home page with the dashboard's", async () => {
    const orders = await app.inject({ url: '/current-orders/3/orders?tab=expected' });
    expect(orders.statusCode).toBe(200);
    expect(orders.headers['content-type']).toMatch(/^text\/html/);
    expect(orders.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/current-orders-page-B2.js">',
    );
    expect(orders.body).not.toContain('dashboard-page-A1.js');
    const home = await app.inject({ url: '/' });
    expect(home.body).toContain('/assets/dashboard-page-A1.js');
  });
});
