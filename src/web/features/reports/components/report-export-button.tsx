import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/web/lib/dates';
import { notifyErrorText } from '@/web/lib/notify';
import { fetchAllRows } from '../api';
import { downloadFile, reportWorkbook } from '../export-xlsx';
import type { ReportFilterState } from '../report-query';

/** Exports every row of the current filters as .xlsx (not only the page on screen). */
export function ReportExportButton({ state, disabled }: { state: ReportFilterState; disabled: boolean }) {
  const { t } = useTranslation('reports');
  const [pending, setPending] = useState(false);

  async function exportReport() {
    setPending(true);
    try {
      const rows = await fetchAllRows(state);
      const period = `${formatDate(state.fromDate!)} – ${formatDate(state.toDate!)}`;
      const data = await reportWorkbook(
        rows,
        {
          sheet: t('export.sheet'),
          period: t('export.period'),
          name: t('table.name'),
          category: t('table.category'),
          supplier: t('table.supplier'),
          unit: t('export.unit'),
          ordered: t('table.ordered'),
          delivered: t('table.delivered'),
          value: t('table.value'),
        },
        period,
      );
      downloadFile(data, `${t('export.file')}-${state.fromDate}-${state.toDate}.xlsx`);
    } catch {
      notifyErrorText(t('export.failed'));
    } finally {
      setPending(false);
    }
  }

  return (
    <Button
      variant="light"
      leftSection={<IconFileSpreadsheet size={18} />}
      onClick={() => void exportReport()}
      loading={pending}
      disabled={disabled}
    >
      {t('export.button')}
    </Button>
  );
}
