/**
 * The .xlsx export of the current report (docs/PRODUCT.md#report-export): every row of the current filters, numbers
 * as numbers (so the sheet can sum them), headers in the user's language. exceljs is loaded only when someone
 * exports.
 */
import type { ReportRow } from '@/domain/reports/reports.schemas';

export interface ExportLabels {
  sheet: string;
  period: string;
  name: string;
  category: string;
  supplier: string;
  unit: string;
  ordered: string;
  delivered: string;
  value: string;
}

export async function reportWorkbook(
  rows: readonly ReportRow[],
  labels: ExportLabels,
  period: string,
): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(labels.sheet);
  sheet.addRow([labels.period, period]);
  sheet.addRow([]);
  const header = sheet.addRow([
    labels.name,
    labels.category,
    labels.supplier,
    labels.unit,
    labels.ordered,
    labels.delivered,
    labels.value,
  ]);
  header.font = { bold: true };
  for (const row of rows) {
    sheet.addRow([
      row.name,
      row.category,
      row.supplier ?? '',
      row.unit,
      Number(row.ordered),
      Number(row.delivered),
      row.value === null ? null : Number(row.value),
    ]);
  }
  sheet.columns.forEach((column, index) => {
    column.width = index === 0 ? 36 : 16;
  });
  sheet.getColumn(7).numFmt = '#,##0.00';
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

/** Hands the file to the browser's download. */
export function downloadFile(data: ArrayBuffer, fileName: string): void {
  const blob = new Blob([data], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
