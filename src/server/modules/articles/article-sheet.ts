/**
 * The .xlsx side of the article import (docs/PRODUCT.md#article-import), with ExcelJS: the template (headers in the
 * user's language and one example row) and reading an uploaded sheet into text cells for the row rule
 * (domain/articles/article-import). A file that is no readable .xlsx, or has more rows than allowed, is the import
 * error.
 */
import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS, IMPORT_EXAMPLE, IMPORT_HEADERS } from '@/domain/articles/article-import';
import { IMPORT_MAX_ROWS } from '@/domain/articles/article-admin.schemas';
import { AppError } from '@/domain/errors';
import type { Language } from '@/domain/shared/enums';

const SHEET_NAME: Record<Language, string> = { ser: 'Artikli', cyr: 'Артикли', en: 'Articles' };

export async function articleTemplate(language: Language): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(SHEET_NAME[language]);
  sheet.columns = IMPORT_COLUMNS.map((column) => ({
    header: IMPORT_HEADERS[language][column],
    key: column,
    width: column === 'name' || column === 'note' ? 32 : 18,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(IMPORT_EXAMPLE[language]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function importError(message: string): AppError {
  return new AppError('importArticleError', message);
}

/** The first sheet's data rows (after the header) as trimmed text cells in template column order. */
export async function readArticleSheet(file: Buffer): Promise<{ row: number; cells: string[] }[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw importError('Not an .xlsx file');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw importError('The file has no sheet');
  if (sheet.rowCount - 1 > IMPORT_MAX_ROWS) throw importError(`More than ${IMPORT_MAX_ROWS} rows`);
  const rows: { row: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    // cell.text is what the cell shows: numbers, dates and formula results as text, rich text joined.
    rows.push({
      row: rowNumber,
      cells: IMPORT_COLUMNS.map((_, index) => row.getCell(index + 1).text.trim()),
    });
  });
  return rows;
}
