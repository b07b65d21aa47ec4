import { describe, expect, it } from 'vitest';
import type { Suggestion } from '@/domain/suggestions/suggestions.schemas';
import { planSuggestions } from './suggestion-fill';
import type { WizardLine } from './wizard-state';

const article = (id: number) => ({
  id,
  name: `A${id}`,
  unit: 'KOM' as const,
  isFavorite: false,
  recommendedQuantity: null,
  defaultPrice: null,
});
const suggested = (id: number, amount: string): Suggestion => ({
  article: article(id),
  amount,
  source: 'history',
  weeks: 2,
});
const line = (articleId: number, amount: string): WizardLine => ({
  articleId,
  name: `A${articleId}`,
  unit: 'KOM',
  amount,
  note: '',
  isFavorite: false,
  recommendedQuantity: null,
});

describe('planSuggestions', () => {
  it('fills empty amounts, asks before replacing a typed one and skips enough stock', () => {
    const plan = planSuggestions(
      [line(2, '5'), line(3, '1,5'), line(4, '')],
      [suggested(1, '3'), suggested(2, '4'), suggested(3, '1.5'), suggested(4, '2'), suggested(5, '0')],
    );
    expect(plan.fill.map((s) => s.article.id)).toEqual([1, 3, 4]);
    expect(plan.conflicts.map((s) => s.article.id)).toEqual([2]);
    expect(plan.enough.map((s) => s.article.id)).toEqual([5]);
  });
});
