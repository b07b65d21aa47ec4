import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Article } from '@/domain/articles/articles.schemas';
import { initI18n } from '@/web/i18n/i18n';
import { jsonResponse, renderRoute } from '@/web/test-utils';
import { EditArticleModal } from './edit-article-modal';

const i18n = initI18n();
const t = i18n.getFixedT(null, 'articles', 'create');
const tQuick = i18n.getFixedT(null, 'articles', 'quick');
const tMain = i18n.t;

const article: Article = {
  id: 901,
  name: 'Mleko 1L',
  storeName: 'Mleko Imlek 1L',
  note: 'hladno',
  category: { id: 4, category: 'Mlečni proizvodi' },
  unit: 'KOM',
  defaultPrice: '120.00',
  isFavorite: false,
  recommendedQuantity: null,
  comment: '',
  supplier: { id: 7 },
  verified: false,
};

const startsWith = (label: string) => new RegExp(`^${label.replace(/[()]/g, '\\$&')}`);
const field = (label: string) => screen.getByRole('textbox', { name: startsWith(label) });
const save = () => screen.getByRole('button', { name: tMain('common.save') });

describe("edit the venue's article (docs/PRODUCT.md#articles-page, #input-rules)", () => {
  beforeAll(async () => {
    await i18n.loadNamespaces('articles');
  });

  it('starts from the article, refuses an empty name and saves the edited fields', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/articles/categories/7')
        return jsonResponse(200, [{ id: 4, category: 'Mlečni proizvodi' }]);
      if (path === '/api/articles/edit/901') return jsonResponse(200, { ...article, name: 'Mleko 2L' });
      return jsonResponse(404, { code: 'not_found', message: path });
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderRoute('/', <EditArticleModal article={article} stationId={1} onClose={onClose} />, { at: '/' });

    expect(field(t('name'))).toHaveValue('Mleko 1L');
    expect(field(t('storeName'))).toHaveValue('Mleko Imlek 1L');
    expect(field(tQuick('note'))).toHaveValue('hladno');
    expect(field(t('price'))).toHaveValue('120.00');
    expect(save()).toBeEnabled();

    await user.clear(field(t('name')));
    expect(save()).toBeDisabled();
    await user.type(field(t('name')), 'Mleko 2L');
    await user.click(save());

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = fetchMock.mock.calls.find(([input]) => String(input) === '/api/articles/edit/901');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      articleName: 'Mleko 2L',
      storeName: 'Mleko Imlek 1L',
      note: 'hladno',
      categoryName: 'Mlečni proizvodi',
      price: '120.00',
      unit: 'KOM',
    });
  });

  it('shows the server’s refusal under the article name and stays open', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input).includes('categories')
        ? jsonResponse(200, [])
        : jsonResponse(400, { code: 'duplicateArticle', message: 'exists' }),
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderRoute('/', <EditArticleModal article={article} stationId={1} onClose={onClose} />, { at: '/' });
    await user.click(save());
    await waitFor(() =>
      expect(field(t('name'))).toHaveAccessibleDescription(
        expect.stringContaining(tMain('errors.duplicateArticle')),
      ),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
