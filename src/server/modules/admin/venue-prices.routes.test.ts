/**
 * docs/PRODUCT.md#prices: the venue admin sets the venue's currency, whether the supplier's message names prices
 * and the tolerance for the price paid on the venue page; bad values are 400 and change nothing; another venue is
 * 404; defaults are RSD, off and 2 %.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOperations } from '@/domain/admin/admin.contract';
import { createTestContext, type TestContext } from '@/test/app';
import { venueId } from '@/test/demo-lookup';
import { DEMO } from '@/test/demo-context';

describe("the venue's price settings", () => {
  let ctx: TestContext;
  let kafana: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    kafana = await venueId(ctx.db, DEMO.venues.kafana);
  });
  afterAll(() => ctx.close());

  const read = async () =>
    (await ctx.call('otherAdmin', adminOperations.venue, { params: { venueId: kafana } })).json();
  const edit = async (who: 'otherAdmin' | 'admin', extra: object) => {
    const venue = await read();
    return ctx.call(who, adminOperations.updateVenue, {
      params: { venueId: kafana },
      body: {
        name: venue.name,
        bussiness_name: venue.bussiness_name,
        address: venue.address,
        pib: venue.pib,
        phoneNumber: venue.phoneNumber,
        email: venue.email,
        ...extra,
      },
    });
  };

  it('starts at RSD, no prices in the message and 2 %, and keeps them when an edit leaves them out', async () => {
    expect(await read()).toMatchObject({ currency: 'RSD', pricesInMessage: false, priceTolerance: '2.00' });
    expect((await edit('otherAdmin', {})).statusCode).toBe(200);
    expect(await read()).toMatchObject({ currency: 'RSD', pricesInMessage: false, priceTolerance: '2.00' });
  });

  it('the venue admin changes them; a tolerance typed with a comma is read', async () => {
    const response = await edit('otherAdmin', {
      currency: 'eur',
      pricesInMessage: true,
      priceTolerance: '3,5',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ currency: 'EUR', pricesInMessage: true, priceTolerance: '3.50' });
  });

  it.each([
    [{ currency: 'EURO' }],
    [{ priceTolerance: '-1' }],
    [{ priceTolerance: '101' }],
    [{ priceTolerance: 'dva' }],
    [{ pricesInMessage: 'yes' }],
  ])('refuses %j with 400 and changes nothing', async (bad) => {
    const before = await read();
    const response = await edit('otherAdmin', bad);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalidInput');
    expect(await read()).toMatchObject({
      currency: before.currency,
      pricesInMessage: before.pricesInMessage,
      priceTolerance: before.priceTolerance,
    });
  });

  it("another venue's admin gets 404", async () => {
    expect((await edit('admin', { priceTolerance: '10' })).statusCode).toBe(404);
  });
});
