import { describe, expect, it } from 'vitest';
import { orderRowMenu, type RowMenuOrder } from './row-menu';

const order = (overrides: Partial<RowMenuOrder>): RowMenuOrder => ({
  status: 'OPEN',
  supplierDeleted: false,
  supplierContactNumber: '0641234567',
  hasShortfall: false,
  ...overrides,
});

describe('row menu rules (docs/PRODUCT.md#row-menu)', () => {
  it('a draft can be edited ("edit and continue" on the Draft tab) and deleted, not received, repeated or copied', () => {
    const menu = orderRowMenu(order({ status: 'OPEN' }), 'ROLE_USER', 'draft');
    expect(menu.edit).toEqual({ enabled: true, label: 'editAndContinue' });
    expect(menu.delete).toBe(true);
    expect(menu.receive).toBe(false);
    expect(menu.repeat).toBe(false);
    expect(menu.copyAsSms).toBe(false);
    expect(menu.view).toBe(true);
  });

  it('an expected order can be received, repeated and copied but never deleted', () => {
    const menu = orderRowMenu(order({ status: 'IN_PROGRESS' }), 'ROLE_USER', 'expected');
    expect(menu.receive).toBe(true);
    expect(menu.repeat).toBe(true);
    expect(menu.copyAsSms).toBe(true);
    expect(menu.delete).toBe(false);
    expect(menu.edit).toEqual({ enabled: false, label: 'edit' });
  });

  it('only an admin may edit an expected order', () => {
    expect(orderRowMenu(order({ status: 'IN_PROGRESS' }), 'ROLE_ADMIN', 'expected').edit.enabled).toBe(true);
  });

  it('an incomplete order can be received again and shows the alert', () => {
    const menu = orderRowMenu(order({ status: 'INCOMPLETE', hasShortfall: true }), 'ROLE_ADMIN', 'expected');
    expect(menu.receive).toBe(true);
    expect(menu.alert).toBe(true);
    expect(menu.edit.enabled).toBe(false);
    expect(menu.delete).toBe(false);
  });

  it('a delivered order cannot be edited, deleted or received; it can be repeated unless its supplier is deleted', () => {
    const menu = orderRowMenu(order({ status: 'COMPLETED' }), 'ROLE_ADMIN', 'delivered');
    expect(menu.edit.enabled).toBe(false);
    expect(menu.delete).toBe(false);
    expect(menu.receive).toBe(false);
    expect(menu.repeat).toBe(true);
    expect(
      orderRowMenu(order({ status: 'COMPLETED', supplierDeleted: true }), 'ROLE_ADMIN', 'delivered').repeat,
    ).toBe(false);
  });

  it('calling the supplier needs a contact number', () => {
    expect(
      orderRowMenu(order({ status: 'IN_PROGRESS', supplierContactNumber: null }), 'ROLE_USER', 'expected')
        .callSupplier,
    ).toBe(false);
    expect(
      orderRowMenu(order({ status: 'IN_PROGRESS', supplierContactNumber: ' ' }), 'ROLE_USER', 'expected')
        .callSupplier,
    ).toBe(false);
  });
});
