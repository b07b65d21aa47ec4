/** Supplier server state the ordering screens need (SPEC §7 suppliers): a station's suppliers and their contacts. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddContactInput, CreateSupplierInput } from '@/domain/suppliers/supplier-schemas';
import { supplierOperations } from '@/domain/suppliers/suppliers.contract';
import { callApi } from '@/web/lib/api-client';

export const supplierKeys = {
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['suppliers', 'contacts'] }),
  });
}

/** SPEC §2: an admin may create a supplier from the order wizard's dropdown; it is linked to the station. */
export function useCreateSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSupplierInput) => callApi(supplierOperations.create, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['suppliers'] }),
        queryClient.invalidateQueries({ queryKey: ['venue', 'departments'] }),
      ]),
  });
}
