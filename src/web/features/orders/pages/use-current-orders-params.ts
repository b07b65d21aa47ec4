/**
 * Where the current-orders screen stands, kept in the query string so Back and reload return to the same place:
 * `tab` (docs/PRODUCT.md#current-orders: 1 draft, 2 expected, 3 delivered), `page`, `pageSize` and `supplier`.
 * Defaults are left out of the URL; anything unreadable falls back to its default.
 */
import { useSearchParams } from 'react-router';
import { DEFAULT_ORDERS_PAGE_SIZE } from '@/domain/orders/orders.schemas';
import type { OrdersTab } from '@/domain/orders/row-menu';
import { TABLE_PAGE_SIZES } from '@/domain/shared/limits';
import { RECEIVE_QUERY, TAB_NUMBERS, tabOfQuery, VIEW_QUERY } from '../components/order-paths';

/**
 * Without a `tab` query the screen opens on Expected, where receiving happens; it is also the only tab whose rows
 * differ in status (expected or incomplete), so the status column is shown there alone
 * (docs/PRODUCT.md#current-orders).
 */
export const DEFAULT_TAB: OrdersTab = 'expected';

const positive = (value: string | null): number | null =>
  value !== null && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null;

interface CurrentOrdersParams {
  tab: OrdersTab;
  page: number;
  pageSize: number;
  /** A supplier id, or null for all suppliers. */
  supplierId: number | null;
  /** Only sent orders whose supplier has not opened the link (Expected tab) (docs/PRODUCT.md#not-opened-filter). */
  notOpened: boolean;
  /** An order whose receive dialog opens on arrival (a dashboard warning links to it); dropped on any change. */
  receiveOrderId: number | null;
  /** An order whose preview opens on arrival (a "call the supplier" reminder links to it); dropped on any change. */
  viewOrderId: number | null;
}

export function useCurrentOrdersParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const pageSize = positive(searchParams.get('pageSize'));
  const params: CurrentOrdersParams = {
    tab: tabOfQuery(searchParams.get('tab')) ?? DEFAULT_TAB,
    page: positive(searchParams.get('page')) ?? 1,
    pageSize:
      pageSize !== null && (TABLE_PAGE_SIZES as readonly number[]).includes(pageSize)
        ? pageSize
        : DEFAULT_ORDERS_PAGE_SIZE,
    supplierId: positive(searchParams.get('supplier')),
    notOpened: searchParams.get('notOpened') === '1',
    receiveOrderId: positive(searchParams.get(RECEIVE_QUERY)),
    viewOrderId: positive(searchParams.get(VIEW_QUERY)),
  };

  /** Replaces the current entry: paging through a list should not fill the history with every page. */
  const update = (change: Partial<CurrentOrdersParams>) => {
    const next = { ...params, ...change };
    const query = new URLSearchParams({ tab: String(TAB_NUMBERS[next.tab]) });
    if (next.page !== 1) query.set('page', String(next.page));
    if (next.pageSize !== DEFAULT_ORDERS_PAGE_SIZE) query.set('pageSize', String(next.pageSize));
    if (next.supplierId !== null) query.set('supplier', String(next.supplierId));
    if (next.notOpened && next.tab === 'expected') query.set('notOpened', '1');
    setSearchParams(query, { replace: true });
  };

  return {
    ...params,
    setTab: (tab: OrdersTab) => update({ tab, page: 1 }),
    setPage: (page: number) => update({ page }),
    setPageSize: (size: number) => update({ pageSize: size, page: 1 }),
    setSupplier: (supplierId: number | null) => update({ supplierId, page: 1 }),
    setNotOpened: (notOpened: boolean) => update({ notOpened, page: 1 }),
  };
}
