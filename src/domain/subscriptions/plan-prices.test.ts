import { describe, expect, it } from 'vitest';
import { planOffers, SetPlanPriceSchema } from './plan-prices';

describe('plan offers (docs/PRODUCT.md#plan-prices)', () => {
  it('follows the plan allowance: FREE and PRO everything, BASIC two fixed stations and no PRO features', () => {
    const [free, basic, pro] = planOffers();
    expect(free).toMatchObject({ plan: 'FREE', trialOnly: true, moreStationsOnRequest: true });
    expect(Object.values(free!.features).every(Boolean)).toBe(true);
    expect(basic).toMatchObject({
      plan: 'BASIC',
      stations: 2,
      moreStationsOnRequest: false,
      trialOnly: false,
    });
    expect(basic!.features).toMatchObject({ ordering: true, messengers: false, priceHistory: false });
    expect(pro).toMatchObject({ plan: 'PRO', moreStationsOnRequest: true });
    expect(Object.values(pro!.features).every(Boolean)).toBe(true);
  });

  it('reads a price with a comma or a dot into two decimals, and refuses a negative one', () => {
    expect(SetPlanPriceSchema.parse({ plan: 'BASIC', monthlyPrice: '2990,5' })).toEqual({
      plan: 'BASIC',
      monthlyPrice: '2990.50',
    });
    expect(SetPlanPriceSchema.safeParse({ plan: 'BASIC', monthlyPrice: '-1' }).success).toBe(false);
  });
});
