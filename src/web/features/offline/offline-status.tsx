/**
 * The shell's word on the network and the outbox (decision 0024): "Offline, data from HH:MM" while the browser has
 * no network, how many changes wait to be sent, and each change the server refused, with what happened and what to
 * do, until the user dismisses it. Both notices are live regions (`role=status`, always in the page; the alerts inside
 * are plain boxes), so screen readers announce them as they change.
 */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudOff, IconCloudUpload } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentOrdersPath } from '@/web/lib/order-paths';
import { errorKey } from '@/web/i18n/i18n';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { formatDateTime } from '@/web/lib/dates';
import { useSession } from '@/web/lib/session';
import { removeFromOutbox, useOutbox } from './outbox-store';
import { isPending, type OutboxEntry } from './outbox-types';
import { useOfflineSince } from './use-offline-since';
import { useOnline } from './use-online';
import { useOutboxReplay } from './use-outbox-replay';

export function OfflineStatus() {
  const { t, ready } = useTranslation('offline');
  const online = useOnline();
  const userId = useSession()?.user.id ?? null;
  const entries = useOutbox(userId);
  const since = useOfflineSince();
  const replay = useOutboxReplay(userId, online);
  const pending = entries.filter(isPending);
  const refused = entries.filter((entry) => !isPending(entry));

  const sinceText =
    since === null
      ? t('status.offline')
      : dayjs(since).isSame(dayjs(), 'day')
        ? t('status.offlineSince', { time: dayjs(since).format('HH:mm') })
        : t('status.offlineSinceDay', { date: formatDateTime(since) });

  // Nothing to say takes no room: the stack's gap between its two empty live regions was 10 px that pushed every
  // page down when this lazy part arrived (a layout shift: Lighthouse of the current orders, decision 0011).
  const shown = ready && (!online || entries.length > 0);

  return (
    <Stack gap={shown ? 'xs' : 0} mb={shown ? 'md' : 0}>
      <div role="status">
        {ready && !online ? (
          <Alert color={SEMANTIC_COLORS.warning} icon={<IconCloudOff />} radius="md" py="xs" role="none">
            <Text size="sm" fw={500}>
              {sinceText}
            </Text>
          </Alert>
        ) : null}
      </div>
      <div role="status">
        {ready && pending.length > 0 ? (
          <Alert color={SEMANTIC_COLORS.accent} icon={<IconCloudUpload />} radius="md" py="xs" role="none">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <div>
                <Text size="sm" fw={500}>
                  {t('outbox.waiting', { count: pending.length })}
                </Text>
                <Text size="xs">{t('outbox.waitingHint')}</Text>
              </div>
              {online ? (
                <Button size="sm" variant="light" onClick={replay}>
                  {t('outbox.sendNow')}
                </Button>
              ) : null}
            </Group>
          </Alert>
        ) : null}
      </div>
      {ready && userId !== null
        ? refused.map((entry) => <RefusedChange key={entry.idempotencyKey} entry={entry} userId={userId} />)
        : null}
    </Stack>
  );
}

function RefusedChange({ entry, userId }: { entry: OutboxEntry; userId: number }) {
  const { t } = useTranslation('offline');
  const { t: tMain } = useTranslation();
  const navigate = useNavigate();
  const { change, refusal } = entry;
  const missing = refusal?.status === 404;
  const changed = refusal?.status === 409;
  // The receipt went through and a photo of it was refused: the title says so, not "the receipt was not applied".
  const photosOnly = change.receiptApplied === true;
  const photosLeft = change.photos?.length ?? 0;
  const text = missing
    ? t('outbox.missing')
    : changed && !photosOnly
      ? t('outbox.changed')
      : t(photosOnly ? 'outbox.photosRefused' : 'outbox.refusedOther', {
          reason: tMain(errorKey(refusal?.code ?? 'internal_error')),
        });
  return (
    <Alert
      color={SEMANTIC_COLORS.negative}
      icon={<IconAlertTriangle />}
      radius="md"
      role="alert"
      title={t(photosOnly ? 'outbox.photosRefusedTitle' : 'outbox.refusedTitle', {
        number: change.orderNumber,
      })}
    >
      <Stack gap="xs">
        <Text size="sm">{text}</Text>
        {photosLeft > 0 && !photosOnly ? (
          <Text size="sm">{t('outbox.photosNotSent', { count: photosLeft })}</Text>
        ) : null}
        <Group gap="xs">
          {missing ? null : (
            <Button
              size="sm"
              variant="light"
              onClick={() =>
                void navigate(
                  currentOrdersPath(change.stationId, change.orderKind, 'expected', change.orderId),
                )
              }
            >
              {t('outbox.openOrder')}
            </Button>
          )}
          <Button
            size="sm"
            variant="default"
            onClick={() => void removeFromOutbox(userId, entry.idempotencyKey)}
          >
            {t('outbox.dismiss')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
