/**
 * An order's delivery-note photos in the order view and the archive (decision 0023): thumbnails fetched through the
 * authorized route as blobs (object URLs, freed when they leave the screen); a tap opens the photo full size.
 */
import { Alert, Image, Loader, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@/web/lib/deferred-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReceiptPhoto } from '@/domain/photos/photos.schemas';
import { AppModal } from '@/web/components/app-modal';
import { fetchPhoto, useOrderPhotos } from '../api';

export function OrderPhotos({ orderId }: { orderId: number }) {
  const { t } = useTranslation('photos');
  const photos = useOrderPhotos(orderId);
  const [opened, setOpened] = useState<number | null>(null);
  const list = photos.data?.photos ?? [];
  if (list.length === 0) return null;
  const openedPhoto = opened === null ? undefined : list[opened];

  return (
    <Stack gap="xs">
      <Text fw={700}>{t('title')}</Text>
      <SimpleGrid cols={{ base: 3, xs: 5 }} spacing="xs">
        {list.map((photo, index) => (
          <UnstyledButton
            key={photo.id}
            onClick={() => setOpened(index)}
            aria-label={t('open', { number: index + 1 })}
            mih={44}
          >
            <PhotoImage photo={photo} alt={t('photoAlt', { number: index + 1 })} height={88} />
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <AppModal
        opened={openedPhoto !== undefined}
        onClose={() => setOpened(null)}
        title={opened === null ? '' : t('full', { number: opened + 1 })}
        size="xl"
      >
        {openedPhoto ? (
          <PhotoImage photo={openedPhoto} alt={t('full', { number: (opened ?? 0) + 1 })} />
        ) : null}
      </AppModal>
    </Stack>
  );
}

function PhotoImage({ photo, alt, height }: { photo: ReceiptPhoto; alt: string; height?: number }) {
  const { t } = useTranslation('photos');
  const blob = useQuery({
    queryKey: ['photos', 'file', photo.orderId, photo.id],
    queryFn: ({ signal }) => fetchPhoto(photo.orderId, photo.id, signal),
    staleTime: Infinity,
  });
  const url = useMemo(() => (blob.data ? URL.createObjectURL(blob.data) : null), [blob.data]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );

  if (blob.isError) {
    return (
      <Alert color="red" p="xs">
        {t('loadFailed')}
      </Alert>
    );
  }
  if (!url) return <Loader size="sm" />;
  return height ? (
    <Image src={url} alt={alt} radius="sm" h={height} fit="cover" />
  ) : (
    <Image src={url} alt={alt} radius="sm" fit="contain" mah="80vh" />
  );
}
