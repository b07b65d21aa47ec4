/**
 * The supplier's order page drawn by the server (decision 0039), over real HTTP: the order in the first response, its
 * hostile texts escaped in the markup and in the data beside it, the invalid link's neutral page with nothing of any
 * order, never cached. The render is src/web/supplier-ssr.tsx from source, as the build bundles it.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPLIER_PAGE_SEED_ID, type SupplierPageSeed } from '@/domain/supplier-portal/supplier-page-seed';
import type { SupplierOrderView } from '@/domain/supplier-portal/supplier-portal.schemas';
import { addPricedSceneArticle, createOrderScene, type OrderScene } from '@/test/app';
import { orderLinks } from '@/server/db/schema';
import type { RenderSupplierPage } from './supplier-page';

const HOSTILE = '</script><script>alert(1)</script>';
const LINK = /\/o\/([A-Za-z0-9_-]{24})$/;
// A path the server's type check does not follow into the web's sources (their JSX is the web project's).
const RENDER_MODULE = '../../web/supplier-ssr.tsx';

describe("the supplier's order page drawn by the server (decision 0039)", () => {
  let scene: OrderScene;
  let webRoot: string;
  let base: string;
  let token: string;
  let orderId: number;

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'nabavka-web-'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Nabavka</title><div id="root"></div>');
    // supplier.html as the build writes it: the entry script and its preloads with hashed names.
    const source = readFileSync(new URL('../../web/supplier.html', import.meta.url), 'utf8');
    writeFileSync(
      join(webRoot, 'supplier.html'),
      source.replace(
        '<script type="module" src="./supplier-main.tsx"></script>',
        '<script type="module" crossorigin src="/assets/supplier-AbC1.js"></script>\n' +
          '<link rel="modulepreload" crossorigin href="/assets/vendor-AbC2.js">',
      ),
    );
    const { renderSupplierPage } = (await import(/* @vite-ignore */ RENDER_MODULE)) as {
      renderSupplierPage: RenderSupplierPage;
    };
    scene = await createOrderScene(1, { webRoot, renderSupplierPage });
    const hostile = await addPricedSceneArticle(scene, HOSTILE, '100');
    const inject = await scene.ctx.as('staff');
    const created = await inject({
      method: 'POST',
      url: `/api/orders/${scene.kuhinja}/create/${scene.mesara}`,
      payload: {
        deadline: scene.tomorrow,
        products: [
          { id: scene.meat[0], amount: '2' },
          { id: hostile, amount: '1' },
        ],
        orderNote: `Zvati pre dolaska ${HOSTILE}`,
      },
    });
    expect(created.statusCode).toBe(201);
    orderId = created.json().id as number;
    const sent = await inject({
      method: 'POST',
      url: `/api/orders/updateStatus/sendOrder?orderId=${orderId}`,
      payload: { supplierContactId: scene.milan, channel: 'whatsapp' },
    });
    expect(sent.statusCode).toBe(200);
    token = LINK.exec(sent.json().supplierLink as string)![1]!;
    base = await scene.ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await scene?.ctx.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const seedOf = (html: string): SupplierPageSeed => {
    const match = new RegExp(
      `<script type="application/json" id="${SUPPLIER_PAGE_SEED_ID}">([^<]*)</script>`,
    ).exec(html);
    expect(match).not.toBeNull();
    return JSON.parse(match![1]!) as SupplierPageSeed;
  };
  const rootOf = (html: string) =>
    html.slice(html.indexOf('<div id="root"'), html.indexOf(`id="${SUPPLIER_PAGE_SEED_ID}"`));

  it("has the order's number and lines in the markup and its data beside it, escaped, never cached", async () => {
    const response = await fetch(`${base}/o/${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toContain('no-store');
    const html = await response.text();

    const seed = seedOf(html);
    expect('view' in seed).toBe(true);
    const view = (seed as { view: SupplierOrderView }).view;
    expect(seed.token).toBe(token);
    expect(view.lines.map((line) => line.name)).toContain(HOSTILE);

    const root = rootOf(html);
    expect(root).toContain(`Porudžbina ${view.orderNumber}`);
    for (const line of view.lines)
      expect(root).toContain(
        line.line === 2 ? '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;' : line.name,
      );
    expect(root).not.toContain('Učitavanje porudžbine');
    // `#root` holds the markup alone, which the browser hydrates.
    expect(html).toContain('<div id="root" inert><style');
    // The hostile name closes no element anywhere: the markup escapes it, the JSON has no `<` at all.
    expect(html).not.toContain('<script>alert(1)');
    expect(html.split('</script>').length - 1).toBe((html.match(/<script[ >]/g) ?? []).length);
    // The page's language; its scripts start once it has painted (supplier-start.js).
    expect(html).toContain('<html lang="sr" data-mantine-color-scheme="light">');
    expect(html).toContain(
      '<script src="/supplier-start.js" defer data-entry="/assets/supplier-AbC1.js" data-preload="/assets/vendor-AbC2.js">',
    );
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
  });

  it('gives the same order the public API gives, and leaves the opening to the page script', async () => {
    const [before] = await scene.ctx.db
      .select({ firstOpenedAt: orderLinks.firstOpenedAt })
      .from(orderLinks)
      .where(eq(orderLinks.orderId, orderId));
    expect(before?.firstOpenedAt).toBeNull();
    const api = await fetch(`${base}/api/supplier-link/order/${token}`);
    const html = await (await fetch(`${base}/o/${token}`)).text();
    expect((seedOf(html) as { view: SupplierOrderView }).view).toEqual(await api.json());
  });

  it('answers an invalid link with the neutral page and no data of any order', async () => {
    const wrong = `${token.slice(0, -4)}AAAA`;
    const response = await fetch(`${base}/o/${wrong}`);
    // A page like any other, as the script-drawn one was (a 404 would be an error in the browser's console).
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const html = await response.text();
    expect(seedOf(html)).toEqual({
      token: wrong,
      language: 'ser',
      error: { status: 404, code: 'not_found' },
    });
    expect(rootOf(html)).toContain('Link nije važeći');
    expect(html).not.toContain('alert(1)');
    expect(html).not.toContain('Porudžbina ');
    expect(html).not.toContain('Zvati pre dolaska');
  });
});
