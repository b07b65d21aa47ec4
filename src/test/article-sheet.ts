/** Builds .xlsx files for import tests with the library the server reads them with (ExcelJS). */
import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS, IMPORT_HEADERS } from '@/domain/articles/article-import';

/** A workbook with the template's Serbian header row and these data rows, as base64. */
export async function articleSheetBase64(rows: (string | number)[][]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Artikli');
  sheet.addRow(IMPORT_COLUMNS.map((column) => IMPORT_HEADERS.ser[column]));
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}
