/**
 * The archive's "Export to Excel" (docs/PRODUCT.md#archive): the delivered orders of the chosen delivery period, with
 * the archive's station and supplier filters, as an .xlsx the server writes in the user's language. The period is
 * needed and at most EXPORT_MAX_DAYS long; the button says so instead of sending a request the server would refuse.
 */
import { Button, Group, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportFileName, exportRangeRefusal } from '@/domain/orders/archive-export';
import { errorKey, useAppLanguage } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { notifyError } from '@/web/lib/notify';
import { fetchArchiveExport } from '../api';
import { saveFile } from '../save-file';

interface ArchiveExportButtonProps {
  venueId: number;
  from: string | null;
  to: string | null;
  stationId: number | null;
  supplierId: number | null;
}

export function ArchiveExportButton({ venueId, from, to, stationId, supplierId }: ArchiveExportButtonProps) {
  const { t } = useTranslation('orders', { keyPrefix: 'current.archive.export' });
  const language = useAppLanguage();
  const [busy, setBusy] = useState(false);
  const refusal = from && to ? exportRangeRefusal(from, to) : null;
  const ready = from !== null && to !== null && refusal === null;

  const run = async () => {
    if (!from || !to) return;
    setBusy(true);
    try {
      const file = await fetchArchiveExport(venueId, {
        from,
        to,
        language,
        departmentId: stationId ?? undefined,
        supplierId: supplierId ?? undefined,
      });
      saveFile(file, exportFileName(language, from, to));
    } catch (error) {
      notifyError(errorKey(errorCodeOf(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Group gap="sm" align="center">
      <Button
        variant="light"
        leftSection={<IconFileSpreadsheet size={18} />}
        disabled={!ready}
        loading={busy}
        onClick={() => void run()}
      >
        {t('action')}
      </Button>
      {ready ? null : (
        <Text size="sm" c="dimmed">
          {refusal === 'exportRangeTooLong' ? t('tooLong') : t('hint')}
        </Text>
      )}
    </Group>
  );
}
