/** Reads and writes of the invoices screen: the list, one invoice, its PDF, uploads, decisions, the SEF connection. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/web/lib/deferred-query';
import { invoiceOperations } from '@/domain/invoices/invoices.contract';
import {
  INVOICE_PAGE_MAX,
  type DecisionInput,
  type InvoiceDetail,
  type SefConnectionInput,
} from '@/domain/invoices/invoices.schemas';
import { callApi, callFile, callUpload } from '@/web/lib/api-client';

const KEY = ['invoices'] as const;

/** The venue's invoices (the newest hundred: the list sorts them by deadline on the screen). */
export function useInvoices(enabled = true) {
  return useQuery({
    queryKey: [...KEY, 'list'],
    enabled,
    queryFn: ({ signal }) =>
      callApi(invoiceOperations.list, { query: { page: 1, size: INVOICE_PAGE_MAX } }, signal),
  });
}

export function useInvoice(id: number) {
  return useQuery({
    queryKey: [...KEY, 'detail', id],
    queryFn: ({ signal }) => callApi(invoiceOperations.get, { params: { id } }, signal),
  });
}

/** A PDF of the invoice as an object URL for the viewer; the caller revokes it. */
export function fetchInvoicePdf(id: number, fileId: number, signal?: AbortSignal): Promise<Blob> {
  return callFile(invoiceOperations.file, { params: { id, fileId } }, signal);
}

export function useUploadInvoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: readonly File[]) => callUpload(invoiceOperations.upload, files),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDecideInvoice(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DecisionInput) => callApi(invoiceOperations.decide, { params: { id }, body }),
    onSuccess: (invoice) => {
      queryClient.setQueryData([...KEY, 'detail', id], invoice);
      return queryClient.invalidateQueries({ queryKey: [...KEY, 'list'] });
    },
  });
}

const CONNECTION_KEY = [...KEY, 'sef-connection'] as const;

export function useSefConnection() {
  return useQuery({
    queryKey: CONNECTION_KEY,
    queryFn: ({ signal }) => callApi(invoiceOperations.connection, {}, signal),
  });
}

export function useConnectSef() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SefConnectionInput) => callApi(invoiceOperations.connect, { body }),
    onSuccess: (status) => queryClient.setQueryData(CONNECTION_KEY, status),
  });
}

export function useDisconnectSef() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(invoiceOperations.disconnect, {}),
    onSuccess: (status) => queryClient.setQueryData(CONNECTION_KEY, status),
  });
}

export function usePollSef() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(invoiceOperations.poll, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** The invoice supplier's recent orders to match it to (only asked for when the admin opens the choice). */
export function useOrderChoices(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'order-choices', id],
    enabled,
    queryFn: ({ signal }) => callApi(invoiceOperations.orderChoices, { params: { id } }, signal),
  });
}

/** A change of the invoice's supplier or orders: the answer is the invoice as it is now. */
function useInvoiceChange<T>(id: number, change: (input: T) => Promise<InvoiceDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (invoice) => {
      queryClient.setQueryData([...KEY, 'detail', id], invoice);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...KEY, 'list'] }),
        queryClient.invalidateQueries({ queryKey: [...KEY, 'order-choices', id] }),
      ]);
    },
  });
}

export function useCreateSupplierFromInvoice(id: number) {
  return useInvoiceChange(id, () => callApi(invoiceOperations.createSupplier, { params: { id } }));
}

export function useAddInvoiceOrder(id: number) {
  return useInvoiceChange(id, (orderId: number) =>
    callApi(invoiceOperations.addOrder, { params: { id, orderId } }),
  );
}

export function useRemoveInvoiceOrder(id: number) {
  return useInvoiceChange(id, (orderId: number) =>
    callApi(invoiceOperations.removeOrder, { params: { id, orderId } }),
  );
}

/** The admin's match of an invoice line: an order line of the invoice's orders, or none (null). */
export function useMatchInvoiceLine(id: number) {
  return useInvoiceChange(id, ({ place, orderItemId }: { place: number; orderItemId: number | null }) =>
    callApi(invoiceOperations.matchLine, { params: { id, place }, body: { orderItemId } }),
  );
}

/** Per supplier, the share of invoices in the range that matched their orders and the value of the differences. */
export function useInvoiceAccuracy(range: { fromDate: string; toDate: string } | null, enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'accuracy', range],
    enabled: enabled && range !== null,
    queryFn: ({ signal }) => callApi(invoiceOperations.accuracy, { query: range! }, signal),
  });
}
