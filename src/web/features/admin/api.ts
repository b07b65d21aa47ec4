/** Super-admin reads of SPEC §7 (admin area). */
import { useQuery } from '@tanstack/react-query';
import type { Plan } from '@/domain/shared/enums';
import { api } from '@/web/lib/api-client';

export interface AdminVenue {
  id: number;
  name: string;
  bussiness_name: string;
  address: string;
  pib: string;
  phoneNumber: string;
  email: string;
  disabled: boolean;
  plan: Plan | null;
  usersCount: number;
  stationsCount: number;
  numberOfOpenOrders: number;
  numberOfExpectedOrders: number;
}

export function useAdminVenues() {
  return useQuery({
    queryKey: ['admin', 'venues'],
    queryFn: ({ signal }) => api.get<AdminVenue[]>('/admin/venues', undefined, signal),
  });
}
