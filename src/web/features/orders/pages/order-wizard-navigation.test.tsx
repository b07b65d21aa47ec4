import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import ordersSer from '@/web/features/orders/locales/ser.json';
import { startSession } from '@/web/lib/session';
import { renderRoute } from '@/web/test-utils';
import { readDraft, writeDraft } from '../draft-storage';
import { markCameFromNewOrder } from '../return-to-order';
import { NewOrderPage } from './order-wizard-pages';
import { draftAt, fakeApi, STATION, user } from './wizard-fake-api';

const wizardSer = ordersSer.wizard;

const renderNew = (at = `/${STATION}/new-order`) =>
  renderRoute('/:stationId/new-order', <NewOrderPage />, { at, elsewhere: ['/', '/items'] });

const amount = (name: string) => screen.findByRole('textbox', { name: `Količina: ${name}` });
const orderText = () => screen.findByRole('region', { name: wizardSer.preview.text });
const leaveDialog = () => screen.findByRole('dialog', { name: wizardSer.leave.title });

describe('moving around the order wizard (docs/PRODUCT.md#wizard-navigation)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    startSession({ jwt: 'access', refreshToken: 'refresh', user });
  });

  it("puts every step in the address, so the browser's Back goes one step back", async () => {
    fakeApi();
    writeDraft(draftAt(1, '2'));
    const browser = userEvent.setup();
    const { router } = renderNew();
    await amount('Pileći file');
    // The restored draft's step is in the address too.
    await waitFor(() => expect(router.state.location.search).toBe('?step=1'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: wizardSer.actions.continue })).toBeEnabled(),
    );
    await browser.click(screen.getByRole('button', { name: wizardSer.actions.continue }));
    await orderText();
    expect(router.state.location.search).toBe('?step=2');

    await router.navigate(-1);
    expect(await amount('Pileći file')).toHaveValue('2');
    expect(router.state.location.pathname).toBe(`/${STATION}/new-order`);
    expect(router.state.location.search).toBe('?step=1');
  });

  it("the wizard's own Back goes one step back each time, down to the first step", async () => {
    fakeApi();
    writeDraft(draftAt(1, '2'));
    const browser = userEvent.setup();
    const { router } = renderNew();
    await amount('Pileći file');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: wizardSer.actions.continue })).toBeEnabled(),
    );
    await browser.click(screen.getByRole('button', { name: wizardSer.actions.continue }));
    await orderText();
    await browser.click(screen.getByRole('button', { name: wizardSer.nav.previousStep }));
    await amount('Pileći file');
    await waitFor(() => expect(router.state.location.search).toBe('?step=1'));
    await browser.click(screen.getByRole('button', { name: wizardSer.nav.previousStep }));
    expect(await screen.findByRole('combobox', { name: ordersSer.fields.supplier })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('a reload opens the same step with the typed amounts', async () => {
    fakeApi();
    writeDraft(draftAt(1, '2'));
    const browser = userEvent.setup();
    const first = renderNew();
    await browser.type(await amount('Juneći but'), '35');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: wizardSer.actions.continue })).toBeEnabled(),
    );
    await browser.click(screen.getByRole('button', { name: wizardSer.actions.continue }));
    await orderText();
    await waitFor(() => expect(readDraft()?.currentStep).toBe(2));
    const address = first.router.state.location;
    first.unmount();

    renderNew(`${address.pathname}${address.search}`);
    const text = await orderText();
    expect(text).toHaveTextContent('Juneći but – 35 KG');
  });

  it('leaving by a link asks, and a kept draft stays with its amounts', async () => {
    fakeApi();
    writeDraft(draftAt(1, '2'));
    const browser = userEvent.setup();
    const { router } = renderNew();
    await browser.type(await amount('Juneći but'), '35');
    await router.navigate('/items');
    const dialog = await leaveDialog();
    expect(router.state.location.pathname).toBe(`/${STATION}/new-order`);
    await browser.click(
      (await screen.findAllByRole('button', { name: wizardSer.leave.keep })).find((b) => dialog.contains(b))!,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/items'));
    expect(readDraft()?.orderObj.products.map((line) => line.amount)).toEqual(['2', '35']);
  });

  it('a dropped draft is gone; Stay keeps the wizard open', async () => {
    fakeApi();
    writeDraft(draftAt(1, '2'));
    const browser = userEvent.setup();
    const { router } = renderNew();
    await browser.type(await amount('Juneći but'), '35');
    await router.navigate('/');
    await leaveDialog();
    await browser.click(screen.getByRole('button', { name: wizardSer.leave.stay }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(`/${STATION}/new-order`);

    await router.navigate('/');
    await leaveDialog();
    await browser.click(screen.getByRole('button', { name: wizardSer.leave.drop }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(readDraft()).toBeNull();
  });

  it('Back on the first step with input asks too; without input it just leaves', async () => {
    fakeApi();
    writeDraft(draftAt(0, '2'));
    const browser = userEvent.setup();
    const { router } = renderNew();
    await browser.click(await screen.findByRole('button', { name: wizardSer.nav.leave }));
    await leaveDialog();
    await browser.click(screen.getByRole('button', { name: wizardSer.leave.drop }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(readDraft()).toBeNull();

    await router.navigate(`/${STATION}/new-order`);
    await browser.click(await screen.findByRole('button', { name: wizardSer.nav.leave }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog', { name: wizardSer.leave.title })).not.toBeInTheDocument();
  });

  it('picks a whole amount from 1 to 20 beside the typed one', async () => {
    fakeApi();
    writeDraft(draftAt(1, '2'));
    const browser = userEvent.setup();
    renderNew();
    await amount('Juneći but');
    await browser.click(screen.getByRole('button', { name: 'Brzi izbor količine: Juneći but' }));
    const chooser = await screen.findByRole('dialog', { name: 'Brzi izbor količine: Juneći but' });
    const choices = Array.from(chooser.querySelectorAll('button')).map((button) => button.textContent);
    expect(choices).toEqual(Array.from({ length: 20 }, (_, index) => String(index + 1)));
    await browser.click(screen.getByRole('button', { name: '7' }));
    expect(await amount('Juneći but')).toHaveValue('7');
    await waitFor(() => expect(readDraft()?.orderObj.products[1]?.amount).toBe('7'));
  });

  it("names each row's note button by its visible text first (axe label-content-name-mismatch)", async () => {
    fakeApi();
    writeDraft(draftAt(1, '2'));
    renderNew();
    expect(await screen.findByRole('button', { name: 'bez kože (Pileći file)' })).toHaveTextContent(
      'bez kože',
    );
    expect(
      screen.getByRole('button', { name: `${wizardSer.article.addNote} (Juneći but)` }),
    ).toHaveTextContent(wizardSer.article.addNote);
  });

  it('after stepping back to the first step, its Back leaves to the screen before and asks', async () => {
    fakeApi();
    writeDraft(draftAt(0, '2'));
    const browser = userEvent.setup();
    const { router } = renderRoute('/:stationId/new-order', <NewOrderPage />, {
      at: '/',
      elsewhere: ['/'],
    });
    await router.navigate(`/${STATION}/new-order`);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: wizardSer.actions.continue })).toBeEnabled(),
    );
    await browser.click(screen.getByRole('button', { name: wizardSer.actions.continue }));
    await amount('Pileći file');
    await browser.click(screen.getByRole('button', { name: wizardSer.nav.previousStep }));
    await browser.click(await screen.findByRole('button', { name: wizardSer.nav.leave }));
    await leaveDialog();
    await browser.click(screen.getByRole('button', { name: wizardSer.leave.keep }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(readDraft()?.currentStep).toBe(0);
  });

  it('goes to the Articles page and back without asking: the draft waits there (back to order)', async () => {
    fakeApi();
    writeDraft(draftAt(1, '2'));
    const browser = userEvent.setup();
    const { router } = renderNew();
    await browser.type(await amount('Juneći but'), '35');
    markCameFromNewOrder(STATION, 'regular');
    await router.navigate('/items');
    await waitFor(() => expect(router.state.location.pathname).toBe('/items'));
    expect(screen.queryByRole('dialog', { name: wizardSer.leave.title })).not.toBeInTheDocument();
    expect(readDraft()?.orderObj.products.map((line) => line.amount)).toEqual(['2', '35']);
  });
});
