import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Suggestion } from '@/domain/suggestions/suggestions.schemas';
import ordersSer from '@/web/features/orders/locales/ser.json';
import { jsonResponse, renderRoute } from '@/web/test-utils';
import { ArticleRow } from './article-row';
import { SuggestActions, useFilledSuggestions } from './suggest-actions';
import { initialWizardState, type WizardState, wizardReducer } from './wizard-state';

const texts = ordersSer.wizard.suggest;
const STATION = 3;
const SUPPLIER = 1001;
// A Tuesday.
const DELIVERY = '2099-01-06';

const article = (id: number, name: string, unit: 'KG' | 'KOM') => ({
  id,
  name,
  unit,
  isFavorite: true,
  recommendedQuantity: null,
  defaultPrice: null,
});
const suggestions: Suggestion[] = [
  { article: article(1, 'Junetina', 'KG'), amount: '6.5', source: 'count', par: '10', counted: '3.5' },
  { article: article(2, 'Kobasice', 'KOM'), amount: '4', source: 'history', weeks: 3 },
  { article: article(3, 'Slanina', 'KG'), amount: '0', source: 'count', par: '2', counted: '5' },
];

/** The step's Suggest with the rows it fills, on the wizard's real reducer. */
function Harness({ initial }: { initial: WizardState }) {
  const [state, dispatch] = useReducer(wizardReducer, initial);
  const [suggested, onFilled] = useFilledSuggestions();
  return (
    <>
      <SuggestActions state={state} dispatch={dispatch} onFilled={onFilled} />
      <ul>
        {suggestions.map(({ article: row }) => (
          <ArticleRow
            key={row.id}
            article={{
              ...row,
              storeName: row.name,
              note: '',
              comment: '',
              category: { id: 1, category: 'Meso' },
              supplier: { id: SUPPLIER },
              verified: true,
            }}
            line={state.lines.find((line) => line.articleId === row.id)}
            merged={false}
            suggestion={suggested.get(row.id)}
            deadline={state.deadline}
            noteOpen={false}
            dispatch={dispatch}
            onToggleNote={() => {}}
            onToggleFavorite={() => {}}
            favoritePending={false}
          />
        ))}
      </ul>
    </>
  );
}

function renderSuggest(typed: Record<number, string> = {}) {
  const fetch = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(() => Promise.resolve(jsonResponse(200, { suggestions })));
  const start: WizardState = {
    ...initialWizardState(STATION, 'regular', DELIVERY),
    step: 1,
    supplierId: SUPPLIER,
    supplierName: 'Mesara',
    lines: Object.entries(typed).map(([id, amount]) => ({
      articleId: Number(id),
      name: suggestions.find((item) => item.article.id === Number(id))!.article.name,
      unit: 'KOM',
      amount,
      note: '',
      isFavorite: true,
      recommendedQuantity: null,
    })),
  };
  renderRoute('/', <Harness initial={start} />, { at: '/' });
  return fetch;
}

const amountOf = (name: string) => screen.getByRole('textbox', { name: `Količina: ${name}` });

describe('Suggest on the article step', () => {
  afterEach(() => vi.restoreAllMocks());

  it('fills the suggested amounts with their source, skips enough stock, and asks the date and supplier', async () => {
    const fetch = renderSuggest();
    await userEvent.setup().click(await screen.findByRole('button', { name: texts.action }));

    expect(
      await screen.findByText('Upisane predložene količine: 2. Dovoljno na stanju: Slanina.'),
    ).toBeVisible();
    expect(amountOf('Junetina')).toHaveValue('6,5');
    expect(amountOf('Kobasice')).toHaveValue('4');
    expect(amountOf('Slanina')).toHaveValue('');
    expect(screen.getByText('Preporučeno 10 − na stanju 3,5 KG')).toBeVisible();
    expect(screen.getByText('Prosek utorkom (3 od 6 nedelja)')).toBeVisible();

    const url = new URL(String(fetch.mock.calls[0]![0]), 'http://localhost');
    expect(url.pathname).toBe(`/api/station/${STATION}/suggestions/${SUPPLIER}`);
    expect(url.searchParams.get('deadline')).toBe(DELIVERY);
  });

  it('keeps a typed amount unless the user confirms, and drops the source once the amount is edited', async () => {
    renderSuggest({ 2: '9' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: texts.action }));

    const dialog = await screen.findByRole('dialog', { name: texts.replaceTitle });
    expect(within(dialog).getByText('Kobasice: 9 → predlog 4 KOM')).toBeVisible();
    expect(amountOf('Junetina')).toHaveValue('6,5');
    expect(amountOf('Kobasice')).toHaveValue('9');
    await user.click(within(dialog).getByRole('button', { name: texts.keepMine }));
    expect(amountOf('Kobasice')).toHaveValue('9');

    await user.click(screen.getByRole('button', { name: texts.action }));
    await user.click(
      within(await screen.findByRole('dialog', { name: texts.replaceTitle })).getByRole('button', {
        name: texts.replace,
      }),
    );
    expect(amountOf('Kobasice')).toHaveValue('4');
    expect(screen.getByText('Prosek utorkom (3 od 6 nedelja)')).toBeVisible();

    // Every amount stays editable; a changed one is the user's, no longer the suggestion.
    await user.clear(amountOf('Junetina'));
    await user.type(amountOf('Junetina'), '65');
    expect(amountOf('Junetina')).toHaveValue('65');
    expect(screen.queryByText('Preporučeno 10 − na stanju 3,5 KG')).toBeNull();
  });
});
