/**
 * What tapping Suggest does to the selection (docs/decisions/0032-suggested-amounts.md): a suggested article without
 * an amount gets the suggestion; one whose typed amount differs is only replaced once the user confirms; a
 * suggestion of zero (enough in stock) fills nothing. Pure, so the wizard and its tests share one rule.
 */
import { normalizeAmount, toThousandths } from '@/domain/orders/amount';
import type { Suggestion } from '@/domain/suggestions/suggestions.schemas';
import type { WizardLine } from './wizard-state';

export interface SuggestionPlan {
  /** Articles to fill now: no amount yet, or already the suggested one. */
  fill: Suggestion[];
  /** Articles whose typed amount differs from the suggestion: replaced only when the user says so. */
  conflicts: Suggestion[];
  /** Articles with enough in stock (par reached): nothing to order. */
  enough: Suggestion[];
}

export function planSuggestions(
  lines: readonly WizardLine[],
  suggestions: readonly Suggestion[],
): SuggestionPlan {
  const typed = new Map(lines.map((line) => [line.articleId, line.amount.trim()]));
  const plan: SuggestionPlan = { fill: [], conflicts: [], enough: [] };
  for (const suggestion of suggestions) {
    if (toThousandths(suggestion.amount) === 0) {
      plan.enough.push(suggestion);
      continue;
    }
    const amount = typed.get(suggestion.article.id) ?? '';
    if (amount === '' || normalizeAmount(amount) === normalizeAmount(suggestion.amount))
      plan.fill.push(suggestion);
    else plan.conflicts.push(suggestion);
  }
  return plan;
}
