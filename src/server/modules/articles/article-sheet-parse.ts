/**
 * Runs the import's file reading and row check (article-sheet.worker) on a worker thread and hands the result back
 * to the service, which does the database checks and the one-transaction insert. From the sources (tsx in
 * development, vitest) the worker is the .ts file loaded through tsx; the built server bundles it next to main.js
 * (scripts/build-server.mjs).
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ImportCheck } from '@/domain/articles/article-import';
import { AppError, type ErrorCode } from '@/domain/errors';

export interface SheetWorkerInput {
  /** The upload as sent (base64): decoding a few megabytes is the worker's too. */
  content: string;
}

export type SheetWorkerResult =
  { ok: true; check: ImportCheck } | { ok: false; code: ErrorCode; message: string };

const FROM_SOURCES = import.meta.url.endsWith('.ts');

/** tsx's ESM API module as a file URL, resolved from here (an eval'd worker would resolve from the cwd). */
function tsxEsmApi(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('tsx/package.json');
  const { exports } = require(manifest) as { exports: Record<string, { import: { default: string } }> };
  return new URL(exports['./esm/api']!.import.default, pathToFileURL(manifest)).href;
}

/**
 * The built worker file, or from the sources a small module that registers tsx's loader in the worker (tsx does
 * not do that for worker threads) and then imports the .ts worker.
 */
function workerScript(): { script: string | URL; evaluate: boolean } {
  if (!FROM_SOURCES)
    return { script: new URL('./article-sheet.worker.js', import.meta.url), evaluate: false };
  const worker = new URL('./article-sheet.worker.ts', import.meta.url).href;
  const script = `import(${JSON.stringify(tsxEsmApi())})
    .then((tsx) => tsx.register())
    .then(() => import(${JSON.stringify(worker)}));`;
  return { script, evaluate: true };
}

/** The uploaded sheet's rows checked by the import's row rule, or the import error; read off the event loop. */
export function checkSheetOffThread(content: string): Promise<ImportCheck> {
  return new Promise((resolve, reject) => {
    const input: SheetWorkerInput = { content };
    const { script, evaluate } = workerScript();
    const worker = new Worker(script, { eval: evaluate, workerData: input });
    let settled = false;
    worker.once('message', (result: SheetWorkerResult) => {
      settled = true;
      if (result.ok) resolve(result.check);
      else reject(new AppError(result.code, result.message));
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`The spreadsheet worker stopped (exit code ${code}) without a result`));
    });
  });
}
