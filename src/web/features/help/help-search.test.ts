import { describe, expect, it } from 'vitest';
import type { HelpCategory } from '@/domain/help/help.contract';
import { foldText, searchHelp } from './help-search';

const categories: HelpCategory[] = [
  {
    id: 1,
    slug: 'orders',
    name: 'Porudžbine',
    articles: [
      {
        id: 1,
        slug: 'merging',
        title: 'Spajanje porudžbina',
        html: '<p>Količine se <strong>sabiraju</strong>.</p>',
      },
      { id: 2, slug: 'order-editing', title: 'Izmena porudžbine', html: '<p>Datum &amp; artikli.</p>' },
    ],
  },
  {
    id: 2,
    slug: 'warehouse',
    name: 'Magacin',
    articles: [{ id: 3, slug: 'warehouse', title: 'Magacin', html: '<p>Pijaca.</p>' }],
  },
];

describe('help search', () => {
  it('ignores case and accents', () => {
    expect(foldText('Količine ĐAK')).toBe('kolicine djak');
  });

  it('keeps only matching articles and drops empty categories', () => {
    expect(searchHelp(categories, 'KOLICINE sabiraju').map((c) => c.articles.map((a) => a.slug))).toEqual([
      ['merging'],
    ]);
    expect(searchHelp(categories, 'datum & artikli')[0]?.articles.map((a) => a.slug)).toEqual([
      'order-editing',
    ]);
    expect(searchHelp(categories, '')).toHaveLength(2);
    expect(searchHelp(categories, 'nema toga')).toEqual([]);
  });

  it('does not match the markup itself', () => {
    expect(searchHelp(categories, 'strong')).toEqual([]);
  });
});
