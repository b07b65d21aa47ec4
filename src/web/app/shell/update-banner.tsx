import { Alert, Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VERSION_POLL_MS } from '@/domain/shared/timing';
import { applyUpdate, fetchDeployedVersion, isUpdateAvailable, runningVersion } from '@/web/lib/app-version';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { storeAppVersion } from '@/web/lib/session';

/**
 * The version on the server, checked every VERSION_POLL_MS (docs/PRODUCT.md#update-banner); null until the first
 * answer.
 */
function useDeployedVersion(): string | null {
  const [deployed, setDeployed] = useState<string | null>(null);
  useEffect(() => {
    const timer = window.setInterval(() => {
      void fetchDeployedVersion().then((version) => {
        if (!version) return;
        // The start-up check failed (offline): adopt this version as the running one rather than nag.
        if (runningVersion() === null) storeAppVersion(version);
        setDeployed(version);
      });
    }, VERSION_POLL_MS);
    return () => window.clearInterval(timer);
  }, []);
  return deployed;
}

/** A new deployment shows a banner; its button takes the new version and reloads (docs/PRODUCT.md#update-banner). */
export function UpdateBanner() {
  const { t } = useTranslation();
  const deployed = useDeployedVersion();
  if (!deployed || !isUpdateAvailable(runningVersion(), deployed)) return null;
  return (
    <Alert color={SEMANTIC_COLORS.accent} variant="filled" role="status" mb="md" radius="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" fw={500}>
          {t('shell.update.available')}
        </Text>
        <Button
          size="sm"
          variant="white"
          leftSection={<IconDownload size={18} />}
          onClick={() => applyUpdate(deployed)}
        >
          {t('shell.update.reload')}
        </Button>
      </Group>
    </Alert>
  );
}
