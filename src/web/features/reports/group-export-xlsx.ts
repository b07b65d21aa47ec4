/**
 * The .xlsx export of a group report (docs/PRODUCT.md#report-export, decision 0037): one sheet per view (venues,
 * suppliers, categories), values as numbers with their currency beside them, headers in the user's language.
 */
import type { GroupReport } from '@/domain/groups/group-reports.schemas';

export interface GroupExportLabels {
  period: string;
  venues: string;
  suppliers: string;
  categories: string;
  name: string;
  value: string;
  currency: string;
  lines: string;
  venueCount: string;
  noSupplier: string;
}

export async function groupReportWorkbook(
  report: GroupReport,
  labels: GroupExportLabels,
  period: string,
): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheetOf = (title: string, header: string[], rows: (string | number)[][]) => {
    const sheet = workbook.addWorksheet(title);
    sheet.addRow([labels.period, period]);
    sheet.addRow([]);
    sheet.addRow(header).font = { bold: true };
    for (const row of rows) sheet.addRow(row);
    sheet.columns.forEach((column, index) => {
      column.width = index === 0 ? 36 : 16;
    });
    sheet.getColumn(2).numFmt = '#,##0.00';
  };
  sheetOf(
    labels.venues,
    [labels.name, labels.value, labels.currency, labels.lines],
    report.venues.map((row) => [row.name, Number(row.value), row.currency, row.lines]),
  );
  for (const [title, rows] of [
    [labels.suppliers, report.suppliers],
    [labels.categories, report.categories],
  ] as const) {
    sheetOf(
      title,
      [labels.name, labels.value, labels.currency, labels.lines, labels.venueCount],
      rows.map((row) => [
        row.name ?? labels.noSupplier,
        Number(row.value),
        row.currency,
        row.lines,
        row.venues,
      ]),
    );
  }
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}
