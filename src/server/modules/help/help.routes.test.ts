import { eq } from 'drizzle-orm';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUIRED_HELP_ARTICLES } from '@/domain/help/help-content';
import { createTestContext, type TestContext } from '@/test/app';
import { helpArticles, helpCategories } from '@/server/db/schema';
import { loadHelpContent } from './help.service';

interface Category {
  id: number;
  slug: string;
  name: string;
  articles: { id: number; slug: string; title: string; html: string }[];
}

describe('help centre (docs/PRODUCT.md#help, #data-help)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    await loadHelpContent(ctx.db);
  });
  afterAll(() => ctx.close());

  const help = async (query: string) =>
    (await ctx.as('staff'))({ method: 'GET', url: `/api/help/categories${query}` });

  it('serves every help topic in Serbian by default and in English on request', async () => {
    const ser = (await help('')).json() as Category[];
    const en = (await help('?language=en')).json() as Category[];
    for (const categories of [ser, en]) {
      const slugs = categories.flatMap((category) => category.articles.map((article) => article.slug));
      expect(slugs).toEqual(expect.arrayContaining([...REQUIRED_HELP_ARTICLES]));
    }
    const receiving = (categories: Category[]) =>
      categories.flatMap((category) => category.articles).find((article) => article.slug === 'receiving')!;
    expect(receiving(ser).title).toBe('Prijem porudžbine');
    expect(receiving(en).title).toBe('Receiving an order');
    expect(receiving(en).html).toContain('<ol>');
  });

  it('loads idempotently: a second load keeps ids and adds nothing', async () => {
    const before = await ctx.db.select().from(helpArticles);
    await loadHelpContent(ctx.db);
    const after = await ctx.db.select().from(helpArticles);
    expect(after.map((row) => row.id).sort()).toEqual(before.map((row) => row.id).sort());
  });

  it('follows a corrected file: changed text updated, removed articles gone', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'help-'));
    await writeFile(join(folder, 'ser.md'), '# start: Početak\n## registration: Nalog\nIspravljen tekst.\n');
    await writeFile(
      join(folder, 'en.md'),
      '# start: Start\n## registration: Account\nCorrected <b>text</b>.\n',
    );
    await loadHelpContent(ctx.db, folder);
    const en = (await help('?language=en')).json() as Category[];
    expect(en).toEqual([
      {
        id: expect.any(Number),
        slug: 'start',
        name: 'Start',
        articles: [
          {
            id: expect.any(Number),
            slug: 'registration',
            title: 'Account',
            html: '<p>Corrected &lt;b&gt;text&lt;/b&gt;.</p>',
          },
        ],
      },
    ]);
    expect(await ctx.db.select().from(helpCategories).where(eq(helpCategories.language, 'ser'))).toHaveLength(
      1,
    );
    await loadHelpContent(ctx.db);
  });

  it('refuses an unknown language with 400, and answers without a token (a "?" opens help in a new tab)', async () => {
    expect((await help('?language=de')).statusCode).toBe(400);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/help/categories?language=en' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual((await help('?language=en')).json());
  });
});
