/**
 * "Photo of the delivery note" in the receive dialog (decision 0023): the phone's camera or a file, each photo
 * downscaled on the device at once and shown as a thumbnail that can be removed before the receipt is confirmed;
 * at most RECEIPT_PHOTOS_MAX. The photos are sent after the receipt succeeded (`useSendReceiptPhotos`).
 */
import { ActionIcon, Box, Button, FileButton, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCamera, IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECEIPT_PHOTOS_MAX } from '@/domain/photos/photos.schemas';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { notifyErrorText } from '@/web/lib/notify';
import { useAddOrderPhoto } from '../api';
import { downscaleOnDevice } from '../device-photo';

export interface PendingPhoto {
  key: string;
  file: File;
  /** Object URL of the thumbnail; revoked when the photo is removed or the picker goes away. */
  url: string;
}

interface DeliveryNotePhotosProps {
  value: readonly PendingPhoto[];
  onChange: (photos: PendingPhoto[]) => void;
  disabled?: boolean;
}

export function DeliveryNotePhotos({ value, onChange, disabled = false }: DeliveryNotePhotosProps) {
  const { t } = useTranslation('photos');
  const [preparing, setPreparing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The list as it is now, for adding after the async downscaling and for freeing the URLs at the end.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  // Thumbnails are object URLs: freed when the dialog closes.
  useEffect(() => () => latest.current.forEach((photo) => URL.revokeObjectURL(photo.url)), []);

  const full = value.length >= RECEIPT_PHOTOS_MAX;
  const add = async (files: File[]) => {
    setProblem(null);
    setPreparing(true);
    const added: PendingPhoto[] = [];
    for (const file of files.slice(0, RECEIPT_PHOTOS_MAX - latest.current.length)) {
      try {
        const small = await downscaleOnDevice(file);
        added.push({ key: crypto.randomUUID(), file: small, url: URL.createObjectURL(small) });
      } catch {
        setProblem(t('notImage', { name: file.name }));
      }
    }
    setPreparing(false);
    onChange([...latest.current, ...added]);
  };
  const remove = (photo: PendingPhoto) => {
    URL.revokeObjectURL(photo.url);
    onChange(latest.current.filter((other) => other.key !== photo.key));
  };
  const picker = (capture: boolean) => (
    <FileButton
      onChange={(files) => void add(files)}
      accept="image/*"
      multiple
      {...(capture ? { capture: 'environment' as const } : {})}
      disabled={disabled || full || preparing}
    >
      {(props) => (
        <Button
          {...props}
          variant="default"
          mih={44}
          leftSection={capture ? <IconCamera size={18} /> : <IconPhotoPlus size={18} />}
          disabled={disabled || full || preparing}
        >
          {capture ? t('take') : t('choose')}
        </Button>
      )}
    </FileButton>
  );

  return (
    <Stack gap="xs" role="group" aria-labelledby="delivery-note-photos-title">
      <Text fw={600} id="delivery-note-photos-title">
        {t('title')}
      </Text>
      <Text size="sm" c="dimmed">
        {value.length > 0
          ? t('count', { count: value.length, max: RECEIPT_PHOTOS_MAX })
          : t('hint', { max: RECEIPT_PHOTOS_MAX })}
      </Text>
      <Group gap="sm">
        {picker(true)}
        {picker(false)}
      </Group>
      {preparing ? (
        <Text size="sm" aria-live="polite">
          {t('preparing')}
        </Text>
      ) : null}
      {problem ? (
        <Text size="sm" c="red.8" role="alert">
          {problem}
        </Text>
      ) : null}
      {value.length > 0 ? (
        <SimpleGrid cols={{ base: 3, xs: 5 }} spacing="xs">
          {value.map((photo, index) => (
            <Box key={photo.key} pos="relative">
              <Image
                src={photo.url}
                alt={t('photoAlt', { number: index + 1 })}
                radius="sm"
                h={88}
                fit="cover"
              />
              <ActionIcon
                pos="absolute"
                top={2}
                right={2}
                size={44}
                variant="filled"
                color="dark"
                aria-label={t('remove', { number: index + 1 })}
                onClick={() => remove(photo)}
                disabled={disabled}
              >
                <IconX size={18} />
              </ActionIcon>
            </Box>
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}

/**
 * Sends the photos of a receipt that succeeded, one request each so every photo's refusal is told on its own
 * (a notification naming the photo and why). A photo that did not reach the server for want of a network is not a
 * refusal: it is answered back as `unsent`, for the outbox to send later (decision 0024).
 */
export function useSendReceiptPhotos() {
  const { t } = useTranslation('photos');
  const { t: tMain } = useTranslation();
  const addPhoto = useAddOrderPhoto();
  return async (
    orderId: number,
    photos: readonly PendingPhoto[],
  ): Promise<{ saved: number; unsent: PendingPhoto[] }> => {
    let saved = 0;
    const unsent: PendingPhoto[] = [];
    for (const [index, photo] of photos.entries()) {
      try {
        await addPhoto(orderId, photo.file);
        saved += 1;
      } catch (error) {
        const code = errorCodeOf(error);
        if (code === 'network_error') {
          unsent.push(photo);
          continue;
        }
        notifyErrorText(t('uploadFailed', { number: index + 1, reason: tMain(errorKey(code)) }), 10_000);
      }
    }
    return { saved, unsent };
  };
}
