/**
 * "Notifications on this phone" on the profile screen (docs/decisions/0035-web-push.md, docs/PRODUCT.md#web-push):
 * a switch that subscribes this device to Web Push or stops it. Where the browser cannot, or the person blocked
 * notifications, it says so, and that the in-app list still has every notification.
 */
import { Alert, Card, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentPushState, type PushState, turnPushOff, turnPushOn } from './push-device';

export function PushSwitch() {
  const { t } = useTranslation('notifications');
  const [state, setState] = useState<PushState | 'loading'>('loading');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    currentPushState().then(
      (found) => live && setState(found),
      () => live && setState('off'),
    );
    return () => {
      live = false;
    };
  }, []);

  const change = async (on: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      setState(await (on ? turnPushOn() : turnPushOff()));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const blocked = state === 'unsupported' || state === 'denied';
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Switch
          size="md"
          label={t('push.label')}
          description={t('push.description')}
          checked={state === 'on'}
          disabled={state === 'loading' || busy || blocked}
          onChange={(event) => void change(event.currentTarget.checked)}
          styles={{ body: { minHeight: 44, alignItems: 'center' } }}
        />
        {blocked && (
          <Text size="sm" c="dimmed" role="status">
            {t(state === 'denied' ? 'push.denied' : 'push.unsupported')}
          </Text>
        )}
        {failed && (
          <Alert color="red" variant="light" role="alert">
            {t('push.failed')}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
