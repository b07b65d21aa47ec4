/**
 * The venue's SEF connection: its environment and API key, which is only ever written (the server never answers it:
 * the card says "a key is stored" and offers to replace or remove it), and the fetch the poller does every 15 minutes,
 * on demand.
 */
import { Button, Group, Paper, PasswordInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SefConnectionStatus } from '@/domain/invoices/invoices.schemas';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { ErrorState } from '@/web/components/error-state';
import { RequestError } from '@/web/components/request-error';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { formatDateTime } from '@/web/lib/dates';
import { useConnectSef, useDisconnectSef, usePollSef, useSefConnection } from '../api';

type Environment = 'demo' | 'production';

export function SefConnectionCard() {
  const { t } = useTranslation('invoices');
  const connection = useSefConnection();
  const [editing, setEditing] = useState(false);
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Text fw={600} component="h2" m={0}>
          {t('sef.title')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('sef.intro')}
        </Text>
        {connection.isError && (
          <ErrorState error={connection.error} onRetry={() => void connection.refetch()} />
        )}
        {connection.data &&
          (connection.data.connected && !editing ? (
            <ConnectedSef status={connection.data} onReplace={() => setEditing(true)} />
          ) : (
            <SefKeyForm
              initialEnvironment={connection.data.environment ?? 'demo'}
              replacing={connection.data.connected}
              onDone={() => setEditing(false)}
            />
          ))}
      </Stack>
    </Paper>
  );
}

function ConnectedSef({ status, onReplace }: { status: SefConnectionStatus; onReplace: () => void }) {
  const { t } = useTranslation('invoices');
  const { t: tShell } = useTranslation();
  const poll = usePollSef();
  const disconnect = useDisconnectSef();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const environment = t(status.environment === 'production' ? 'sef.production' : 'sef.demo');
  const result = poll.data;
  return (
    <Stack gap="xs">
      <Text size="sm">{t('sef.keyStored', { environment })}</Text>
      <Text size="sm">
        {status.lastPolledAt
          ? t('sef.lastFetch', { when: formatDateTime(status.lastPolledAt) })
          : t('sef.neverFetched')}
      </Text>
      {status.lastError && <Text size="sm">{t('sef.lastError', { error: status.lastError })}</Text>}
      {status.backoffUntil && (
        <Text size="sm">{t('sef.backoff', { when: formatDateTime(status.backoffUntil) })}</Text>
      )}
      <Group gap="xs">
        <Button mih={44} onClick={() => poll.mutate()} loading={poll.isPending}>
          {t('sef.fetchNow')}
        </Button>
        <Button mih={44} variant="default" onClick={onReplace}>
          {t('sef.replace')}
        </Button>
        <Button mih={44} variant="default" onClick={() => setConfirmRemove(true)}>
          {t('sef.remove')}
        </Button>
      </Group>
      {result && (
        <Text size="sm" aria-live="polite">
          {result.polled ? t('sef.fetched', result) : t('sef.busy')}
        </Text>
      )}
      <RequestError error={poll.error} />
      <ConfirmDialog
        opened={confirmRemove}
        title={t('sef.remove')}
        confirmLabel={t('sef.remove')}
        danger
        pending={disconnect.isPending}
        error={disconnect.error ? tShell(errorKey(errorCodeOf(disconnect.error))) : null}
        onClose={() => setConfirmRemove(false)}
        onConfirm={() => disconnect.mutate(undefined, { onSuccess: () => setConfirmRemove(false) })}
      >
        {t('sef.removeConfirm')}
      </ConfirmDialog>
    </Stack>
  );
}

interface SefKeyFormProps {
  initialEnvironment: Environment;
  replacing: boolean;
  onDone: () => void;
}

function SefKeyForm({ initialEnvironment, replacing, onDone }: SefKeyFormProps) {
  const { t } = useTranslation('invoices');
  const { t: tShell } = useTranslation();
  const connect = useConnectSef();
  const [environment, setEnvironment] = useState<Environment>(initialEnvironment);
  const [apiKey, setApiKey] = useState('');
  const fieldError = connect.error ? tShell(errorKey(errorCodeOf(connect.error))) : undefined;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        connect.mutate({ environment, apiKey }, { onSuccess: onDone });
      }}
    >
      <Stack gap="xs">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="sef-environment">
            {t('sef.environment')}
          </Text>
          <SegmentedControl
            aria-labelledby="sef-environment"
            value={environment}
            onChange={(value) => setEnvironment(value as Environment)}
            data={[
              { value: 'demo', label: t('sef.demo') },
              { value: 'production', label: t('sef.production') },
            ]}
          />
        </Stack>
        <PasswordInput
          label={replacing ? t('sef.newApiKey') : t('sef.apiKey')}
          value={apiKey}
          onChange={(event) => setApiKey(event.currentTarget.value)}
          autoComplete="off"
          required
          error={fieldError}
        />
        {!replacing && <Text size="sm">{t('sef.notConnected')}</Text>}
        <Group gap="xs">
          <Button type="submit" mih={44} loading={connect.isPending} disabled={apiKey.trim() === ''}>
            {t('sef.connect')}
          </Button>
          {replacing && (
            <Button mih={44} variant="default" onClick={onDone}>
              {t('sef.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
