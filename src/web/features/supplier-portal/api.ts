/**
 * The supplier's side (docs/PRODUCT.md#supplier-answer): the order a link opens and the supplier's answer (public, by
 * token), and the venue's reading of that answer for one order.
 */
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/web/lib/deferred-query';
import type { PaymentMethod } from '@/domain/shared/enums';
import type { SupplierAnswerInput } from '@/domain/supplier-portal/answer';
import { standingLinkOperations } from '@/domain/supplier-portal/standing-link.contract';
import type { SupplierPageSeed } from '@/domain/supplier-portal/supplier-page-seed';
import { supplierPortalOperations } from '@/domain/supplier-portal/supplier-portal.contract';
import { ApiError, callApi } from '@/web/lib/api-client';

const supplierPortalKeys = {
  link: (token: string) => ['supplier-link', token] as const,
  orderAnswer: (orderId: number) => ['orders', 'supplierAnswer', orderId] as const,
};

export function useSupplierOrder(token: string) {
  return useQuery({
    queryKey: supplierPortalKeys.link(token),
    queryFn: ({ signal }) => callApi(supplierPortalOperations.view, { params: { token } }, signal),
    // A wrong link stays wrong: no retries that would only spend the rate limit, nor another try when the page
    // mounts on a refusal already known (the prefetch's, or the server-rendered page's).
    retry: false,
    retryOnMount: false,
    refetchOnWindowFocus: false,
  });
}

/**
 * The server-rendered page's order or refusal (decision 0039) put where the page's query reads it, so the first render
 * draws what the server drew. The order counts as read long ago: the page asks for it again once it shows, in the
 * background, and that request records that the supplier opened the link (the HTML alone does not: link previewers
 * fetch it too).
 */
export function seedSupplierOrder(queryClient: QueryClient, seed: SupplierPageSeed): void {
  const queryKey = supplierPortalKeys.link(seed.token);
  if ('view' in seed) {
    queryClient.setQueryData(queryKey, seed.view, { updatedAt: 0 });
    return;
  }
  const { status, code } = seed.error;
  queryClient
    .getQueryCache()
    .build(queryClient, { queryKey, retry: false })
    .setState({ status: 'error', error: new ApiError(status, code, code), errorUpdatedAt: Date.now() });
}

/**
 * The supplier's entry asks for the order while the page's code and texts load, not after the first render
 * (docs/decisions/0021-supplier-page-entry.md): on a slow phone that is one round trip less before the order shows.
 */
export function prefetchSupplierOrder(queryClient: QueryClient, token: string): void {
  void queryClient.prefetchQuery({
    queryKey: supplierPortalKeys.link(token),
    queryFn: ({ signal }) => callApi(supplierPortalOperations.view, { params: { token } }, signal),
    retry: false,
  });
}

export function useAnswerSupplierOrder(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupplierAnswerInput) =>
      callApi(supplierPortalOperations.answer, { params: { token }, body }),
    onSuccess: (view) => queryClient.setQueryData(supplierPortalKeys.link(token), view),
  });
}

/** Under the 'orders' key: every order change invalidates it with the rest of the order's data. */
export function useOrderSupplierAnswer(orderId: number | null) {
  return useQuery({
    queryKey: supplierPortalKeys.orderAnswer(orderId ?? 0),
    queryFn: ({ signal }) =>
      callApi(supplierPortalOperations.orderAnswer, { params: { id: orderId! } }, signal),
    enabled: orderId !== null,
    // Extra information: when it cannot be read, screens go on without it rather than wait for retries.
    retry: false,
  });
}

/** The link the wizard's text ends with, made before the tap that opens the channel (docs/PRODUCT.md#supplier-link). */
export function prepareSupplierLink(orderId: number, supplierContactId: number): Promise<string> {
  return callApi(supplierPortalOperations.prepareLink, {
    params: { id: orderId },
    body: { supplierContactId },
  }).then((answer) => answer.supplierLink);
}

const standingLinkKeys = {
  page: (token: string) => ['supplier-standing-link', token] as const,
  contacts: ['suppliers', 'standingLinks'] as const,
};

/** The orders a contact's standing link lists (public, by token) (docs/PRODUCT.md#standing-links). */
export function useStandingLinkPage(token: string) {
  return useQuery({
    queryKey: standingLinkKeys.page(token),
    queryFn: ({ signal }) => callApi(standingLinkOperations.view, { params: { token } }, signal),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** The venue's live standing links, for the admin's contact rows. */
export function useContactStandingLinks(enabled: boolean) {
  return useQuery({
    queryKey: standingLinkKeys.contacts,
    queryFn: ({ signal }) => callApi(standingLinkOperations.list, {}, signal),
    enabled,
  });
}

export function useCreateStandingLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contactId: number) => callApi(standingLinkOperations.create, { params: { id: contactId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: standingLinkKeys.contacts }),
  });
}

export function useRevokeStandingLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contactId: number) => callApi(standingLinkOperations.revoke, { params: { id: contactId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: standingLinkKeys.contacts }),
  });
}

/**
 * The dashboard's "Supplier answers" card; asked for only once the dashboard has painted its stations
 * (docs/PRODUCT.md#supplier-answers-card).
 */
export function useRecentSupplierAnswers(enabled: boolean) {
  return useQuery({
    queryKey: ['orders', 'recentSupplierAnswers'] as const,
    queryFn: ({ signal }) => callApi(supplierPortalOperations.recentAnswers, {}, signal),
    enabled,
    retry: false,
  });
}

/**
 * A regular order's repeat made ready before the tap (the new draft and its supplier link for the contact),
 * so the repeat dialog's text ends with the link like the wizard's (docs/PRODUCT.md#repeat).
 */
export function prepareRepeat(
  orderId: number,
  body: {
    deadline: string;
    supplierContactId: number;
    paymentMethod: PaymentMethod | null;
    orderNote: string;
  },
): Promise<{ id: number; supplierLink: string }> {
  return callApi(supplierPortalOperations.prepareRepeat, { params: { id: orderId }, body });
}
