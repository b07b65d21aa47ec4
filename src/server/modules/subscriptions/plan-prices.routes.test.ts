import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@/test/app';
import { roleEmail } from '@/test/call';

describe('plan prices (docs/PRODUCT.md#plan-prices, decision 0034)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const read = () => ctx.app.inject({ method: 'GET', url: '/api/subscription/planPrices' });
  const set = async (as: string, payload: object) =>
    (await ctx.as(as))({ method: 'POST', url: '/api/subscription/setPlanPrice', payload });

  it('answers the demo prices to anyone, without login, in plan order', async () => {
    const response = await read();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { plan: 'FREE', monthlyPrice: '0.00' },
      { plan: 'BASIC', monthlyPrice: '2990.00' },
      { plan: 'PRO', monthlyPrice: '5990.00' },
    ]);
  });

  it('lets the super admin set a price, typed with a comma, and everyone reads it', async () => {
    const response = await set(roleEmail('superAdmin'), { plan: 'PRO', monthlyPrice: '6490,50' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toContainEqual({ plan: 'PRO', monthlyPrice: '6490.50' });
    expect((await read()).json()).toContainEqual({ plan: 'PRO', monthlyPrice: '6490.50' });
  });

  it.each(['admin', 'staff', 'otherAdmin'] as const)(
    'answers 403 to a venue %s, the price unchanged',
    async (role) => {
      const response = await set(roleEmail(role), { plan: 'BASIC', monthlyPrice: '1' });
      expect(response.statusCode).toBe(403);
      expect((await read()).json()).toContainEqual({ plan: 'BASIC', monthlyPrice: '2990.00' });
    },
  );

  it('answers 401 without login', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscription/setPlanPrice',
      payload: { plan: 'BASIC', monthlyPrice: '1' },
    });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    [{ plan: 'GOLD', monthlyPrice: '100' }, 'invalidInput'],
    [{ plan: 'BASIC', monthlyPrice: '-5' }, 'invalidPrice'],
    [{ plan: 'BASIC', monthlyPrice: '12.345' }, 'invalidPrice'],
    [{ plan: 'BASIC', monthlyPrice: 'abc' }, 'invalidPrice'],
    [{ plan: 'BASIC' }, 'invalidPrice'],
  ])('answers 400 for %j and keeps the price', async (payload, code) => {
    const response = await set(roleEmail('superAdmin'), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code });
    expect((await read()).json()).toContainEqual({ plan: 'BASIC', monthlyPrice: '2990.00' });
  });
});
