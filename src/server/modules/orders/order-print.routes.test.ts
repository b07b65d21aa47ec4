/**
 * The printed order (GET /orders/print/{id}): the order with the venue's legal data, the contact it was sent to and
 * the receipt's author and time; the order visibility of the order view (another venue's or an unseen station's
 * order is 404).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderPrintSchema } from '@/domain/orders/order-print.schemas';
import { venueOrderOperations } from '@/domain/orders/orders.contract';
import { venues } from '@/server/db/schema';
import { createTestContext, type TestContext } from '@/test/app';
import { demoIds, DEMO, type DemoIds } from '@/test/demo-context';

describe('print read (GET /orders/print/{id})', () => {
  let ctx: TestContext;
  let ids: DemoIds;

  beforeAll(async () => {
    ctx = await createTestContext();
    ids = await demoIds(ctx);
  });
  afterAll(() => ctx.close());

  const print = (role: 'admin' | 'staff' | 'viewer' | 'otherAdmin', id: number) =>
    ctx.call(role, venueOrderOperations.print, { params: { id } });

  it("names the venue's legal data, the contact and who received the order when", async () => {
    const response = await print('staff', ids.completedOrder);
    expect(response.statusCode).toBe(200);
    const paper = OrderPrintSchema.parse(response.json());
    const [venue] = await ctx.db.select().from(venues).where(eq(venues.id, ids.venue));
    expect(paper.venue).toEqual({
      name: DEMO.venues.bistro,
      businessName: venue!.businessName,
      address: venue!.address,
      pib: venue!.pib,
    });
    expect(paper.order.id).toBe(ids.completedOrder);
    expect(paper.order.status).toBe('COMPLETED');
    expect(paper.contact?.name).toBeTruthy();
    expect(paper.receivedBy?.name).toBeTruthy();
    expect(paper.receivedAt).not.toBeNull();
  });

  it('prints a warehouse order too, for the staff who see its station', async () => {
    const response = await print('staff', ids.completedCustomOrder);
    expect(response.statusCode).toBe(200);
    expect(OrderPrintSchema.parse(response.json()).order.isCustomOrder).toBe(true);
  });

  it("answers 404 for an order of a station the caller does not see and for another venue's order", async () => {
    // The viewer is not linked to the warehouse (the demo).
    expect((await print('viewer', ids.completedCustomOrder)).statusCode).toBe(404);
    expect((await print('otherAdmin', ids.completedOrder)).statusCode).toBe(404);
  });
});
