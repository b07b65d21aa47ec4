import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Article } from '@/domain/articles/articles.schemas';
import { setAppLanguage } from '@/web/i18n/i18n';
import { clearSession, startSession } from '@/web/lib/session';
import { jsonResponse, profileFixture, renderRoute } from '@/web/test-utils';
import { ArticleRow } from './article-row';
import { CartDrawer } from './cart-drawer';
import { initialWizardState, type WizardState, wizardReducer } from './wizard-state';

const article = (id: number, name: string, defaultPrice: string | null): Article => ({
  id,
  name,
  storeName: name,
  note: '',
  category: { id: 1, category: 'Meso' },
  unit: 'KG',
  defaultPrice,
  isFavorite: false,
  recommendedQuantity: null,
  comment: '',
  supplier: { id: 1001 },
  verified: true,
});

const ARTICLES = [article(5, 'Pileći file', '1234.50'), article(6, 'So', null)];

const start: WizardState = {
  ...initialWizardState(3, 'regular', '2026-11-23'),
  step: 1,
  finished: [true, false, false],
  supplierId: 1001,
  supplierName: 'Mesara Zlatibor',
};

function Harness({ cart }: { cart: boolean }) {
  const { ready } = useTranslation('orders');
  const [state, dispatch] = useReducer(wizardReducer, start);
  if (!ready) return null;
  return (
    <>
      <ul>
        {ARTICLES.map((item) => (
          <ArticleRow
            key={item.id}
            article={item}
            line={state.lines.find((line) => line.articleId === item.id)}
            merged={false}
            noteOpen={false}
            dispatch={dispatch}
            onToggleNote={() => {}}
            onToggleFavorite={() => {}}
            favoritePending={false}
          />
        ))}
      </ul>
      <CartDrawer opened={cart} onClose={() => {}} state={state} dispatch={dispatch} mergedIds={new Set()} />
    </>
  );
}

const row = (name: string) => screen.getByRole('listitem', { name });

describe('money in the wizard rows and the cart (docs/PRODUCT.md#prices)', () => {
  afterEach(async () => {
    clearSession();
    vi.restoreAllMocks();
    await act(() => setAppLanguage('ser'));
  });

  it('shows the unit price, then the line value once an amount is typed; nothing without a price', async () => {
    const user = userEvent.setup();
    renderRoute('/', <Harness cart={false} />, { at: '/' });
    const file = await screen.findByRole('listitem', { name: 'Pileći file' });
    expect(within(file).getByText('1.234,50 RSD po jedinici')).toBeInTheDocument();
    expect(within(row('So')).queryByText(/RSD/)).toBeNull();

    await user.type(within(file).getByRole('textbox', { name: /Pileći file/ }), '2,5');
    expect(within(file).getByText('1.234,50 RSD po jedinici · 3.086,25 RSD')).toBeInTheDocument();
  });

  it("gives each cart line its value and the order total in the reader's format and the venue's currency", async () => {
    const user = userEvent.setup();
    const profile = profileFixture({
      language: 'en',
      venue: { id: 3, name: 'Bistro Demo', currency: 'EUR', pricesInMessage: false },
    });
    startSession({ jwt: 'access', refreshToken: 'refresh', user: profile });
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse(200, profile));
    renderRoute('/', <Harness cart />, { at: '/' });
    await act(() => setAppLanguage('en'));
    const file = await screen.findByRole('listitem', { name: 'Pileći file' });
    await user.type(within(file).getByRole('textbox', { name: /Pileći file/ }), '2');
    await user.type(within(row('So')).getByRole('textbox', { name: /So/ }), '1');
    const cart = await screen.findByRole('list', { name: 'Selected articles' });
    expect(within(cart).getByText('1,234.50 EUR per unit · 2,469.00 EUR')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Order total: 2,469.00 EUR (without items that have no price: 1)',
    );
  });
});
