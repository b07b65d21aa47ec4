/**
 * Supplier server state (suppliers: docs/PRODUCT.md#api-suppliers): the ordering screens' station suppliers and
 * contacts, the Suppliers page.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/web/lib/deferred-query';
import type { AddContactInput, CreateSupplierInput } from '@/domain/suppliers/suppliers.schemas';
import { supplierOperations } from '@/domain/suppliers/suppliers.contract';
import type { SupplierNoteInput } from '@/domain/suppliers/ordering-schedule';
import type { EditSupplierInput, RequestSupplierInput } from '@/domain/suppliers/supplier-admin.schemas';
import { stationOperations } from '@/domain/stations/stations.contract';
import { callApi } from '@/web/lib/api-client';
import { useCurrentUser } from '@/web/lib/current-user';

const supplierKeys = {
  ofStation: (stationId: number) => ['suppliers', 'station', stationId] as const,
  contacts: (supplierId: number, venueId: number) => ['suppliers', 'contacts', supplierId, venueId] as const,
};

export function useStationSuppliers(stationId: number | null) {
  return useQuery({
    queryKey: supplierKeys.ofStation(stationId ?? 0),
    queryFn: ({ signal }) =>
      callApi(supplierOperations.ofStation, { params: { departmentId: stationId! } }, signal),
    enabled: stationId !== null,
  });
}

export function useSupplierContacts(supplierId: number | null, venueId: number | null) {
  return useQuery({
    queryKey: supplierKeys.contacts(supplierId ?? 0, venueId ?? 0),
    queryFn: ({ signal }) =>
      callApi(
        supplierOperations.contacts,
        { params: { supplierId: supplierId!, venueId: venueId! } },
        signal,
      ),
    enabled: supplierId !== null && venueId !== null,
  });
}

export function useAddContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { supplierId: number; body: AddContactInput }) =>
      callApi(supplierOperations.addContact, { params: { id: variables.supplierId }, body: variables.body }),
    // The Suppliers page's list carries the contacts too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['suppliers'] }),
  });
}

/**
 * An admin may create a supplier from the order wizard's dropdown; it is linked to the station
 * (docs/PRODUCT.md#order-wizard).
 */
export function useCreateSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSupplierInput) => callApi(supplierOperations.create, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['suppliers'] }),
        queryClient.invalidateQueries({ queryKey: ['venue', 'stations'] }),
      ]),
  });
}

/**
 * The Suppliers page's list (docs/PRODUCT.md#suppliers-page): the venue's non-market suppliers, optionally of one
 * station.
 */
export function useVenueSuppliers(venueId: number | null, stationId: number | null) {
  return useQuery({
    queryKey: ['suppliers', 'venue', venueId ?? 0, stationId ?? 0] as const,
    queryFn: ({ signal }) =>
      callApi(
        supplierOperations.venueList,
        { params: { venueId: venueId! }, query: { departmentId: stationId ?? undefined } },
        signal,
      ),
    enabled: venueId !== null,
  });
}

/** The venue's supplier names: the supplier dialogs' live duplicate-name check (docs/PRODUCT.md#debounces). */
export function useSupplierNames(): string[] {
  const { user } = useCurrentUser();
  const suppliers = useVenueSuppliers(user?.venue?.id ?? null, null);
  return (suppliers.data ?? []).map((supplier) => supplier.name);
}

/** Every supplier mutation changes what the lists show: refetch them (and the dashboard's station cards). */
function useSupplierMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['suppliers'] }),
        queryClient.invalidateQueries({ queryKey: ['venue', 'stations'] }),
      ]),
  });
}

export function useEditSupplier() {
  return useSupplierMutation((variables: { id: number; body: EditSupplierInput }) =>
    callApi(supplierOperations.edit, { params: { id: variables.id }, body: variables.body }),
  );
}

export function useDeleteSupplier() {
  return useSupplierMutation((id: number) => callApi(supplierOperations.remove, { params: { id } }));
}

export function useEditContact() {
  return useSupplierMutation((variables: { id: number; body: AddContactInput }) =>
    callApi(supplierOperations.editContact, { params: { id: variables.id }, body: variables.body }),
  );
}

export function useDeleteContact() {
  return useSupplierMutation((id: number) => callApi(supplierOperations.deleteContact, { params: { id } }));
}

export function useSupplierNote(supplierId: number | null, venueId: number | null) {
  return useQuery({
    queryKey: ['suppliers', 'note', supplierId ?? 0, venueId ?? 0] as const,
    queryFn: ({ signal }) =>
      callApi(supplierOperations.note, { params: { supplierId: supplierId!, venueId: venueId! } }, signal),
    enabled: supplierId !== null && venueId !== null,
  });
}

export function useSaveSupplierNote() {
  return useSupplierMutation((variables: { supplierId: number; body: SupplierNoteInput }) =>
    callApi(supplierOperations.saveNote, { params: { id: variables.supplierId }, body: variables.body }),
  );
}

export function useRequestSupplier() {
  return useMutation({
    mutationFn: (body: RequestSupplierInput) => callApi(supplierOperations.request, { body }),
  });
}

export function useStationSupplierLink() {
  return useSupplierMutation((variables: { stationId: number; supplierId: number; linked: boolean }) =>
    callApi(variables.linked ? stationOperations.linkSupplier : stationOperations.unlinkSupplier, {
      params: { departmentId: variables.stationId, supplierId: variables.supplierId },
    }),
  );
}
