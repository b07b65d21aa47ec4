import { describe, expect, it } from 'vitest';
import { AppError } from '@/domain/errors';
import type { InvoiceSeller } from './parsed-invoice';
import { supplierFieldsOfSeller } from './seller-supplier';

const seller: InvoiceSeller = {
  name: '  Mesara Primer ',
  taxId: '104512378',
  taxIdIsPib: true,
  registrationNumber: '20145873',
  address: {
    street: 'Tržnica bb',
    additionalStreet: 'Lokal 3',
    city: 'Zlatibor',
    postalCode: '31315',
    country: 'RS',
  },
  bankAccount: '160000000021458733',
  email: 'Prodaja@Mesara.test',
};

describe('supplierFieldsOfSeller', () => {
  it("takes the seller's fields through the supplier form's rules", () => {
    expect(supplierFieldsOfSeller(seller)).toMatchObject({
      name: 'Mesara Primer',
      pib: '104512378',
      isForeign: false,
      registrationNumber: '20145873',
      address: 'Tržnica bb, Lokal 3',
      postNumber: '31315',
      city: 'Zlatibor',
      email: 'prodaja@mesara.test',
      bankAccountNumber: '160000000021458733',
      phone: '',
    });
  });

  it('leaves out what the form would refuse instead of refusing the supplier', () => {
    const fields = supplierFieldsOfSeller({
      ...seller,
      registrationNumber: 'HRB 12345',
      email: 'not an e-mail',
      address: { street: null, additionalStreet: null, city: null, postalCode: null, country: null },
      bankAccount: null,
    });
    expect(fields).toMatchObject({
      registrationNumber: null,
      email: '',
      address: '',
      city: '',
      postNumber: '',
      bankAccountNumber: '',
    });
  });

  it('makes a seller whose tax id is not a PIB a foreign supplier', () => {
    expect(supplierFieldsOfSeller({ ...seller, taxId: 'DE123456789', taxIdIsPib: false })).toMatchObject({
      pib: 'DE123456789',
      isForeign: true,
    });
  });

  it('refuses a tax id no supplier may have, with the form code', () => {
    const refusal = (() => {
      try {
        supplierFieldsOfSeller({ ...seller, taxId: '104512379', taxIdIsPib: true });
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'common.pibConstraint', status: 400 });
  });
});
