/** Super-admin reads of SPEC §7 (admin area). */
import { useQuery } from '@tanstack/react-query';
import { adminOperations } from '@/domain/admin/admin.contract';
import { callApi } from '@/web/lib/api-client';

export function useAdminVenues() {
  return useQuery({
    queryKey: ['admin', 'venues'],
    queryFn: ({ signal }) => callApi(adminOperations.venues, {}, signal),
  });
}
