import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CatalogueSupplier } from '@/domain/catalogue/catalogue.schemas';
import { initI18n } from '@/web/i18n/i18n';
import { jsonResponse, renderRoute } from '@/web/test-utils';
import { SupplierFormModal } from './supplier-form-modal';

const i18n = initI18n();
const t = i18n.getFixedT(null, 'catalogue', 'suppliers');

const supplier: CatalogueSupplier = {
  id: 31,
  name: 'Mlekara Subotica',
  pib: '101234567',
  registrationNumber: '08012345',
  address: 'Tolminska 10',
  postNumber: '24000',
  city: 'Subotica',
  email: 'prodaja@mlekara.test',
  phone: '0241234567',
  bankAccountNumber: '160-0000000012345-67',
  isRestaurant: true,
  isForeign: false,
  // Stored before the PIB rule: its check digit is wrong, and an edit that keeps it still saves (decision 0019).
  pibValid: false,
  hasData: true,
  venues: 2,
};

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

describe('edit a catalogue supplier (/admin/suppliers: docs/PRODUCT.md#suppliers-page)', () => {
  beforeAll(async () => {
    await i18n.loadNamespaces('catalogue');
  });

  it('shows every stored field and saves the edited one without blanking the others', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => jsonResponse(200, { ...supplier, city: 'Novi Sad' }));
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderRoute('/', <SupplierFormModal supplier={supplier} onClose={onClose} />, { at: '/' });

    expect(field(t('registrationNumber'))).toHaveValue('08012345');
    expect(field(t('postNumber'))).toHaveValue('24000');
    expect(field(t('bankAccountNumber'))).toHaveValue('160-0000000012345-67');
    await user.clear(field(t('city')));
    await user.type(field(t('city')), 'Novi Sad');
    await user.click(screen.getByRole('button', { name: i18n.t('common.save') }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls.at(-1)!;
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Mlekara Subotica',
      pib: '101234567',
      registrationNumber: '08012345',
      address: 'Tolminska 10',
      postNumber: '24000',
      city: 'Novi Sad',
      email: 'prodaja@mlekara.test',
      phone: '0241234567',
      bankAccountNumber: '160-0000000012345-67',
      isRestaurant: true,
    });
  });
});
