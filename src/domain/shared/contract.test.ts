import { describe, expect, it } from 'vitest';
import { operationPath } from './contract';

describe('operationPath', () => {
  it('puts each parameter into its place, encoded', () => {
    expect(
      operationPath('/orders/:departmentId/create/:supplierId', { departmentId: 4, supplierId: 1002 }),
    ).toBe('/orders/4/create/1002');
    expect(operationPath('/venue/exists/:pib', { pib: '10 20/30' })).toBe('/venue/exists/10%2020%2F30');
  });

  it('refuses to build a path with a parameter missing', () => {
    expect(() => operationPath('/orders/order/:id', {})).toThrow(/Missing path parameter id/);
    expect(() => operationPath('/orders/order/:id', { id: '' })).toThrow(/Missing path parameter id/);
  });
});
