/**
 * Worker thread of the spreadsheet import (docs/PRODUCT.md#article-import): decodes the upload, reads the .xlsx with
 * ExcelJS and checks every row, so a 5 000-row file never holds the event loop that answers other requests. Posts one
 * message: the row check, or the import error (the file is no readable .xlsx, has no sheet or too many rows).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { checkImportRows } from '@/domain/articles/article-import';
import { AppError } from '@/domain/errors';
import { readArticleSheet } from './article-sheet';
import type { SheetWorkerInput, SheetWorkerResult } from './article-sheet-parse';

const { content } = workerData as SheetWorkerInput;

async function run(): Promise<SheetWorkerResult> {
  try {
    const rows = await readArticleSheet(Buffer.from(content, 'base64'));
    return { ok: true, check: checkImportRows(rows) };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, code: error.code, message: error.message };
    throw error;
  }
}

parentPort!.postMessage(await run());
