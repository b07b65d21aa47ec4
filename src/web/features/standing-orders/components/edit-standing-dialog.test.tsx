/**
 * Editing a standing order's lines (docs/decisions/0030-standing-orders.md): amounts typed in the reader's way, a
 * line removed, an article of the supplier added; one change sends the whole line set in the wire form.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StandingOrder } from '@/domain/standing-orders/standing-orders.schemas';
import texts from '@/web/features/standing-orders/locales/ser.json';
import { startSession } from '@/web/lib/session';
import { jsonResponse, profileFixture, renderRoute } from '@/web/test-utils';
import { EditStandingDialog } from './edit-standing-dialog';

const standing: StandingOrder = {
  id: 12,
  station: { id: 4, name: 'Kuhinja' },
  supplier: { id: 1001, name: 'Mesara' },
  contact: { id: 7, name: 'Milan', email: 'milan@mesara.test' },
  weekdays: [0],
  time: '08:00',
  autoSendEmail: false,
  paused: false,
  skippedDates: [],
  lines: [
    { articleId: 1, name: 'Juneći but', unit: 'KG', amount: '2.000' },
    { articleId: 2, name: 'Pileći file', unit: 'KG', amount: '1.500' },
  ],
  nextOccurrence: null,
};
const contacts = [
  { id: 7, name: 'Milan', phone: '0641234567', email: 'milan@mesara.test', supplierId: 1001 },
];
const article = (id: number, name: string) => ({
  id,
  name,
  storeName: '',
  note: '',
  category: { id: 1, category: 'Meso' },
  unit: 'KG',
  defaultPrice: null,
  isFavorite: false,
  recommendedQuantity: null,
  comment: '',
  supplier: { id: 1001 },
  verified: true,
});

const amountName = (name: string) =>
  texts.lines.amount.replace('{{article}}', name).replace('{{unit}}', 'KG');
const findAmountOf = (name: string) =>
  screen.findByRole('textbox', { name: amountName(name) }, { timeout: 5_000 });
const amountOf = (name: string) =>
  screen.getByRole('textbox', {
    name: texts.lines.amount.replace('{{article}}', name).replace('{{unit}}', 'KG'),
  });

describe('the standing order edit dialog', () => {
  let sent: unknown[];

  beforeEach(() => {
    startSession({ jwt: 'access', refreshToken: 'refresh', user: profileFixture() });
    sent = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/standingOrders/12')) {
        sent.push(JSON.parse(String(init?.body)));
        return Promise.resolve(jsonResponse(200, standing));
      }
      if (url.includes('supplierContacts')) return Promise.resolve(jsonResponse(200, contacts));
      if (url.includes('/users/profile')) return Promise.resolve(jsonResponse(200, profileFixture()));
      // The station's articles of the supplier, as the search answers them.
      return Promise.resolve(
        jsonResponse(200, {
          articles: [article(1, 'Juneći but'), article(3, 'Pileći batak')],
          count: 2,
        }),
      );
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('changes an amount with a comma, removes a line, adds an article, and sends the whole set', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderRoute('/', <EditStandingDialog standing={standing} onClose={onClose} />, { at: '/' });
    // The stored amounts in the reader's format (once the area's texts are loaded).
    expect(await findAmountOf('Pileći file')).toHaveValue('1,5');
    await user.clear(amountOf('Juneći but'));
    await user.type(amountOf('Juneći but'), '2,5');
    await user.click(
      screen.getByRole('button', { name: texts.lines.remove.replace('{{article}}', 'Pileći file') }),
    );
    await user.type(screen.getByRole('searchbox', { name: texts.lines.add }), 'Pil');
    const offer = await screen.findByRole('button', { name: 'Dodaj: Pileći batak (KG)' });
    // An article already on the lines is not offered.
    expect(screen.queryByRole('button', { name: 'Dodaj: Juneći but (KG)' })).not.toBeInTheDocument();
    await user.click(offer);
    await user.clear(amountOf('Pileći batak'));
    await user.type(amountOf('Pileći batak'), '0,75');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sačuvaj' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Sačuvaj' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      supplierContactId: 7,
      weekdays: [0],
      time: '08:00',
      lines: [
        { articleId: 1, amount: '2.5' },
        { articleId: 3, amount: '0.75' },
      ],
    });
  });

  it('cannot save without lines or with an amount that is not one', async () => {
    const user = userEvent.setup();
    renderRoute('/', <EditStandingDialog standing={standing} onClose={() => undefined} />, { at: '/' });
    expect(await findAmountOf('Pileći file')).toHaveValue('1,5');
    await user.clear(amountOf('Juneći but'));
    await user.type(amountOf('Juneći but'), '0');
    expect(screen.getByRole('button', { name: 'Sačuvaj' })).toBeDisabled();
    for (const name of ['Juneći but', 'Pileći file']) {
      await user.click(screen.getByRole('button', { name: texts.lines.remove.replace('{{article}}', name) }));
    }
    expect(screen.getByText(texts.lines.empty)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sačuvaj' })).toBeDisabled();
    expect(sent).toEqual([]);
  });
});
