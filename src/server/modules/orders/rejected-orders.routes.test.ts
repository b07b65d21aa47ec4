import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regularOrderOperations } from '@/domain/orders/orders.contract';
import { supplierPortalOperations } from '@/domain/supplier-portal/supplier-portal.contract';
import { createOrderScene, type OrderScene } from '@/test/app';

const LINK = /\/o\/([A-Za-z0-9_-]{24})$/;
const ops = regularOrderOperations;

interface Listed {
  id: number;
  status: string;
  supplierState: string | null;
}

/** docs/PRODUCT.md#rejected-orders: a rejected order leaves the Expected tab and can still be received. */
describe('orders the supplier rejected', () => {
  let scene: OrderScene;

  beforeAll(async () => {
    scene = await createOrderScene(2);
  });
  afterAll(() => scene.ctx.close());

  /** An order of Kuhinja sent to Milan and answered from the supplier's link. */
  async function answered(answer: object): Promise<number> {
    const { ctx } = scene;
    const created = await ctx.call('staff', ops.create, {
      params: { departmentId: scene.kuhinja, supplierId: scene.mesara },
      body: { deadline: scene.tomorrow, products: scene.meat.map((id) => ({ id, amount: '2' })) },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    const sent = await ctx.call('staff', ops.send, {
      query: { orderId: id },
      body: { supplierContactId: scene.milan, channel: 'copy' },
    });
    const token = LINK.exec(sent.json<{ supplierLink: string }>().supplierLink)![1]!;
    const view = await ctx.call('anonymous', supplierPortalOperations.view, { params: { token } });
    const response = await ctx.call('anonymous', supplierPortalOperations.answer, {
      params: { token },
      body: { ...answer, version: view.json<{ version: number }>().version },
    });
    expect(response.statusCode, response.body).toBe(200);
    return id;
  }

  async function expected(rejected?: 'true' | 'false') {
    const response = await scene.ctx.call('staff', ops.list, {
      params: { departmentId: scene.kuhinja },
      query: { status: 'IN_PROGRESS,INCOMPLETE', pageSize: 30, ...(rejected ? { rejected } : {}) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ orders: Listed[]; count: number }>();
  }

  it('lists a rejected order apart from the expected ones, with its count', async () => {
    const rejected = await answered({ decision: 'reject', reason: 'Nemamo robe' });
    const confirmed = await answered({
      decision: 'confirm',
      declinedLines: [],
      deliveryDate: scene.tomorrow,
    });

    const withoutRejected = await expected('false');
    const ids = withoutRejected.orders.map((order) => order.id);
    expect(ids).toContain(confirmed);
    expect(ids).not.toContain(rejected);
    expect(withoutRejected.count).toBe(ids.length);

    const onlyRejected = await expected('true');
    expect(onlyRejected.orders.map((order) => order.id)).toEqual([rejected]);
    expect(onlyRejected.orders[0]).toMatchObject({ status: 'IN_PROGRESS', supplierState: 'rejected' });
    expect(onlyRejected.count).toBe(1);

    // Without the filter the list is as before: every expected order.
    const all = (await expected()).orders.map((order) => order.id);
    expect(all).toEqual(expect.arrayContaining([rejected, confirmed]));
  });

  it('a rejected order can still be received when part of it came anyway, and is then an ordinary order', async () => {
    const id = await answered({ decision: 'reject', reason: 'Samo deo' });
    const order = await scene.ctx.call('staff', ops.get, { params: { id } });
    const [first, second] = order.json<{ products: Array<{ id: number }> }>().products;
    const received = await scene.ctx.call('staff', ops.receive, {
      query: { orderId: id },
      body: {
        products: [
          { id: first!.id, status: 'DELIVERED', deliveredAmount: '1' },
          { id: second!.id, status: 'NOT_DELIVERED', notDeliveredReason: 'NOT_AVAILABLE' },
        ],
      },
    });
    expect(received.statusCode, received.body).toBe(200);
    expect((await expected('true')).orders.map((listed) => listed.id)).not.toContain(id);
    const delivered = await scene.ctx.call('staff', ops.list, {
      params: { departmentId: scene.kuhinja },
      query: { status: 'COMPLETED', rejected: 'false' },
    });
    expect(delivered.json<{ orders: Listed[] }>().orders.map((listed) => listed.id)).toContain(id);
  });

  it('refuses a filter value it does not know, and another venue sees none of it', async () => {
    const bad = await scene.ctx.call('staff', ops.list, {
      params: { departmentId: scene.kuhinja },
      query: { status: 'IN_PROGRESS', rejected: 'maybe' as 'true' },
    });
    expect(bad.statusCode).toBe(400);
    const other = await scene.ctx.call('otherAdmin', ops.list, {
      params: { departmentId: scene.kuhinja },
      query: { status: 'IN_PROGRESS', rejected: 'true' },
    });
    expect(other.statusCode).toBe(404);
  });
});
