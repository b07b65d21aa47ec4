/** The delivery-note photos' server calls: an order's list, one photo's bytes, and adding photos (decision 0023). */
import { useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/web/lib/deferred-query';
import { useCallback } from 'react';
import { photoOperations } from '@/domain/photos/photos.contract';
import { callApi, callFile, callUpload } from '@/web/lib/api-client';

const KEY = ['photos'] as const;

/** An order's photos (none while `orderId` is null). */
export function useOrderPhotos(orderId: number | null) {
  return useQuery({
    queryKey: [...KEY, 'order', orderId],
    enabled: orderId !== null,
    queryFn: ({ signal }) => callApi(photoOperations.list, { params: { id: orderId! } }, signal),
  });
}

/** One photo's bytes through the authorized route (never a public URL). */
export function fetchPhoto(orderId: number, photoId: number, signal?: AbortSignal): Promise<Blob> {
  return callFile(photoOperations.file, { params: { id: orderId, photoId } }, signal);
}

/** Sends one photo to an order; the order's list is read again afterwards. */
export function useAddOrderPhoto() {
  const queryClient = useQueryClient();
  return useCallback(
    async (orderId: number, file: File) => {
      const answer = await callUpload(photoOperations.upload, [file], undefined, undefined, { id: orderId });
      await queryClient.invalidateQueries({ queryKey: [...KEY, 'order', orderId] });
      return answer;
    },
    [queryClient],
  );
}
