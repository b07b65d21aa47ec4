import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Article } from '@/domain/articles/articles.schemas';
import { initI18n } from '@/web/i18n/i18n';
import { jsonResponse, renderRoute } from '@/web/test-utils';
import { CreateArticleModal } from './create-article-modal';

const i18n = initI18n();
const t = i18n.getFixedT(null, 'articles', 'create');
const tMain = i18n.t;

const created: Article = {
  id: 901,
  name: 'Mleko 1L',
  storeName: 'Mleko Imlek 1L',
  note: '',
  category: { id: 4, category: 'Mlečni proizvodi' },
  unit: 'KOM',
  defaultPrice: null,
  isFavorite: false,
  recommendedQuantity: null,
  comment: '',
  supplier: { id: 7 },
  verified: false,
};

function mockServer() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/articles/categories/7')
      return jsonResponse(200, [{ id: 4, category: 'Mlečni proizvodi' }]);
    if (path === '/api/articles/2/manualAdd') return jsonResponse(201, created);
    return jsonResponse(404, { code: 'not_found', message: path });
  });
}

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
const submit = () => screen.getByRole('button', { name: t('submit') });

describe('create article dialog (docs/PRODUCT.md#articles-page, #input-rules)', () => {
  beforeAll(async () => {
    await i18n.loadNamespaces('articles');
  });

  it('needs the store name and an amount besides the schema’s fields, then selects the new article', async () => {
    const fetchMock = mockServer();
    const onCreated = vi.fn();
    const user = userEvent.setup();
    renderRoute(
      '/',
      <CreateArticleModal opened stationId={2} supplierId={7} onClose={vi.fn()} onCreated={onCreated} />,
      { at: '/' },
    );
    expect(submit()).toBeDisabled();

    await user.type(field(t('name')), 'Mleko 1L');
    await user.type(
      screen.getByRole('combobox', { name: new RegExp(`^${t('category')}`) }),
      'Mlečni proizvodi',
    );
    await user.type(field(t('amount')), '2.5');
    expect(submit()).toBeDisabled();
    await user.click(field(t('storeName')));
    await user.tab();
    expect(field(t('storeName'))).toHaveAccessibleDescription(tMain('errors.common.requiredField'));

    await user.type(field(t('storeName')), 'Mleko Imlek 1L');
    expect(submit()).toBeEnabled();
    await user.click(submit());

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created, '2.5'));
    const post = fetchMock.mock.calls.find(([input]) => String(input) === '/api/articles/2/manualAdd');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      supplierId: 7,
      articleName: 'Mleko 1L',
      storeName: 'Mleko Imlek 1L',
      note: '',
      categoryName: 'Mlečni proizvodi',
      price: null,
      unit: 'KOM',
    });
  });

  it('shows the server’s refusal under the article name', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input).includes('categories')
        ? jsonResponse(200, [])
        : jsonResponse(409, { code: 'duplicateArticle', message: 'exists' }),
    );
    const user = userEvent.setup();
    renderRoute(
      '/',
      <CreateArticleModal opened stationId={2} supplierId={7} onClose={vi.fn()} onCreated={vi.fn()} />,
      { at: '/' },
    );
    await user.type(field(t('name')), 'Mleko 1L');
    await user.type(field(t('storeName')), 'Mleko Imlek 1L');
    await user.type(screen.getByRole('combobox', { name: new RegExp(`^${t('category')}`) }), 'Mleko');
    await user.type(field(t('amount')), '1');
    await user.click(submit());
    await waitFor(() =>
      expect(field(t('name'))).toHaveAccessibleDescription(
        expect.stringContaining(tMain('errors.duplicateArticle')),
      ),
    );
  });

  it("starts with the supplier's usual unit and says a taken name 500 ms after typing stops", async () => {
    const butchers: Article[] = ['Svinjski vrat', 'Juneći but', 'Pileće belo'].map((name, index) => ({
      ...created,
      id: 950 + index,
      name,
      unit: index === 2 ? 'KOM' : 'KG',
      supplier: { id: 8 },
    }));
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/articles/categories/8') return jsonResponse(200, []);
      if (url.pathname === '/api/articles/products/8/2') {
        const search = (url.searchParams.get('searchQuery') ?? '').toLowerCase();
        const found = butchers.filter((article) => article.name.toLowerCase().includes(search));
        return jsonResponse(200, { articles: found, count: found.length });
      }
      return jsonResponse(404, { code: 'not_found', message: url.pathname });
    });
    const user = userEvent.setup();
    renderRoute(
      '/',
      <CreateArticleModal opened stationId={2} supplierId={8} onClose={vi.fn()} onCreated={vi.fn()} />,
      { at: '/' },
    );
    const unit = screen.getByRole('combobox', { name: new RegExp(`^${t('unit')}`) });
    await waitFor(() => expect(unit).toHaveValue('KG'));

    await user.type(field(t('name')), 'svinjski VRAT');
    await waitFor(() =>
      expect(field(t('name'))).toHaveAccessibleDescription(
        expect.stringContaining(tMain('errors.sameArticle')),
      ),
    );
    expect(submit()).toBeDisabled();
  });
});
