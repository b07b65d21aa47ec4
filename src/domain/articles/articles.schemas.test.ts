import { describe, expect, it } from 'vitest';
import {
  ArticleListQuerySchema,
  ArticleSettingSchema,
  ManualAddArticleSchema,
  MarkFavoritesSchema,
  PriceSchema,
} from './articles.schemas';

describe('article schemas', () => {
  it('defaults the article list to page 1 of 10 without filters (docs/PRODUCT.md#page-sizes)', () => {
    expect(ArticleListQuerySchema.parse({})).toEqual({
      page: 1,
      pageSize: 10,
      category: null,
      searchQuery: '',
      onlyFavorite: false,
    });
    expect(
      ArticleListQuerySchema.parse({
        page: '',
        pageSize: '',
        category: '',
        searchQuery: '',
        onlyFavorite: '',
      }),
    ).toEqual(ArticleListQuerySchema.parse({}));
    expect(
      ArticleListQuerySchema.parse({
        page: '3',
        pageSize: '100',
        category: '7',
        searchQuery: ' sir ',
        onlyFavorite: 'true',
      }),
    ).toEqual({ page: 3, pageSize: 100, category: 7, searchQuery: 'sir', onlyFavorite: true });
  });

  it('refuses page sizes over 100 and values that are not numbers', () => {
    for (const query of [
      { pageSize: '101' },
      { pageSize: 'abc' },
      { page: '0' },
      { category: 'meso' },
      { onlyFavorite: '1' },
    ]) {
      expect(ArticleListQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });

  it('reads prices as decimal text with at most two decimals', () => {
    expect(PriceSchema.parse('12.5')).toBe('12.5');
    expect(PriceSchema.parse(310)).toBe('310');
    expect(PriceSchema.parse('')).toBeNull();
    expect(PriceSchema.parse(undefined)).toBeNull();
    expect(PriceSchema.safeParse('1,5').success).toBe(false);
    expect(PriceSchema.safeParse('1.234').success).toBe(false);
  });

  it('defaults a new article to the unit KOM and empty texts', () => {
    expect(
      ManualAddArticleSchema.parse({ supplierId: 1001, articleName: 'Sir', categoryName: 'Mlečni' }),
    ).toEqual({
      supplierId: 1001,
      articleName: 'Sir',
      storeName: '',
      note: '',
      categoryName: 'Mlečni',
      price: null,
      unit: 'KOM',
    });
  });

  it('clears a recommended quantity with "" or "0" and leaves out what is not sent', () => {
    expect(ArticleSettingSchema.parse({ departmentId: 1, articleId: 2, recommendedQuantity: '0' })).toEqual({
      departmentId: 1,
      articleId: 2,
      recommendedQuantity: null,
    });
    expect(ArticleSettingSchema.parse({ departmentId: 1, articleId: 2, comment: 'x' })).not.toHaveProperty(
      'recommendedQuantity',
    );
  });

  it('marks each favorite once, in id order', () => {
    expect(MarkFavoritesSchema.parse({ departmentId: 1, articleIds: [5, 3, 5] })).toEqual({
      departmentId: 1,
      articleIds: [3, 5],
    });
  });
});
