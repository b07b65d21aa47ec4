/**
 * Spreadsheet import (docs/PRODUCT.md#article-import): the template download (headers in the user's language), an
 * .xlsx upload that imports all rows or none, a progress bar (the share of the file sent, then the server's
 * processing) and the table of row -> problem when rows are wrong. It names the supplier the rows go to, and the
 * file input is emptied after each try, so the same file, fixed, can be chosen again.
 */
import { Button, FileButton, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_MAX_BYTES } from '@/domain/articles/article-admin.schemas';
import { IMPORT_COLUMNS, IMPORT_HEADERS, type ImportColumn } from '@/domain/articles/article-import';
import type { ErrorCode } from '@/domain/errors';
import type { Language } from '@/domain/shared/enums';
import { errorKey, languageOfLocale } from '@/web/i18n/i18n';
import { errorCodeOf, isApiError } from '@/web/lib/api-client';
import { notifyErrorText, notifySuccessText } from '@/web/lib/notify';
import { downloadImportTemplate, useImportArticles } from '../api';

interface RowProblem {
  row: number;
  column: ImportColumn;
  code: ErrorCode;
}

/** The error body's fields ("7.price" -> code) as table rows in sheet order. */
function problemsOf(error: unknown): RowProblem[] {
  if (!isApiError(error) || !error.fields) return [];
  return Object.entries(error.fields)
    .map(([key, code]) => {
      const [row, column] = key.split('.');
      return { row: Number(row), column: column as ImportColumn, code: code ?? 'invalidInput' };
    })
    .filter((problem) => Number.isInteger(problem.row) && IMPORT_COLUMNS.includes(problem.column))
    .sort((a, b) => a.row - b.row || IMPORT_COLUMNS.indexOf(a.column) - IMPORT_COLUMNS.indexOf(b.column));
}

function toBase64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let text = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(text);
}

/** Upload progress as a whole percent; 100 while the server reads, checks and imports the file. */
function percentOf(fraction: number): number {
  return Math.min(100, Math.max(0, Math.round(fraction * 100)));
}

/** `mutation` swaps the venue import for another with the same rule (the super admin's catalogue upload). */
export function ArticleImport({
  supplierId,
  supplierName,
  onImported,
  mutation,
}: {
  supplierId: number;
  /** Said above the buttons: which supplier's articles the rows become. */
  supplierName: string;
  onImported?: () => void;
  mutation?: ReturnType<typeof useImportArticles>;
}) {
  const { t, i18n } = useTranslation('articles', { keyPrefix: 'import' });
  const { t: tMain } = useTranslation();
  const venueImport = useImportArticles();
  const importArticles = mutation ?? venueImport;
  const [fileError, setFileError] = useState(false);
  const [sentPercent, setSentPercent] = useState(0);
  const language: Language = languageOfLocale(i18n.language);
  // A file input keeps its file: without a reset, choosing the same (fixed) file again fires no change.
  const resetFile = useRef<() => void>(null);

  const download = async () => {
    try {
      const blob = await downloadImportTemplate(language);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = language === 'en' ? 'articles-template.xlsx' : 'artikli-sablon.xlsx';
      link.click();
      URL.revokeObjectURL(link.href);
    } catch {
      notifyErrorText(tMain('errors.importArticleError'));
    }
  };

  const upload = async (file: File | null) => {
    resetFile.current?.();
    if (!file) return;
    importArticles.reset();
    const wrong = !file.name.toLowerCase().endsWith('.xlsx') || file.size > IMPORT_MAX_BYTES;
    setFileError(wrong);
    if (wrong) return;
    const content = toBase64(await file.arrayBuffer());
    setSentPercent(0);
    const onUploadProgress = (fraction: number) => setSentPercent(percentOf(fraction));
    await importArticles
      .mutateAsync({ supplierId, body: { fileName: file.name, content }, onUploadProgress })
      .then(
        ({ imported }) => {
          notifySuccessText(t('done', { count: imported }));
          onImported?.();
        },
        () => undefined,
      );
  };

  const problems = problemsOf(importArticles.error);
  return (
    <Stack gap="sm">
      <Stack gap={2}>
        <Text fw={600}>{t('title')}</Text>
        <Text size="sm" c="dimmed">
          {t('target', { supplier: supplierName })}
        </Text>
      </Stack>
      <Group gap="xs">
        <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => void download()}>
          {t('template')}
        </Button>
        <FileButton resetRef={resetFile} onChange={(file) => void upload(file)} accept=".xlsx">
          {(props) => (
            <Button {...props} leftSection={<IconUpload size={16} />} loading={importArticles.isPending}>
              {t('upload')}
            </Button>
          )}
        </FileButton>
      </Group>
      {importArticles.isPending ? (
        <Stack gap={4}>
          <Progress
            value={sentPercent}
            striped={sentPercent === 100}
            animated={sentPercent === 100}
            aria-label={t('progress')}
          />
          <Text size="xs" c="dimmed" aria-live="polite">
            {sentPercent === 100 ? t('processing') : t('uploading', { percent: sentPercent })}
          </Text>
        </Stack>
      ) : null}
      {fileError || (importArticles.error && problems.length === 0) ? (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {tMain(errorKey(fileError ? 'importArticleError' : errorCodeOf(importArticles.error)))}
        </Text>
      ) : null}
      {problems.length > 0 ? (
        <Stack gap={4} role="alert">
          <Text size="sm" c="var(--mantine-color-error)">
            {t('rowsWrong')}
          </Text>
          <Table striped withTableBorder fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('row')}</Table.Th>
                <Table.Th>{t('column')}</Table.Th>
                <Table.Th>{t('problem')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {problems.map((problem) => (
                <Table.Tr key={`${problem.row}.${problem.column}`}>
                  <Table.Td>{problem.row}</Table.Td>
                  <Table.Td>{IMPORT_HEADERS[language][problem.column]}</Table.Td>
                  <Table.Td>{tMain(errorKey(problem.code))}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ) : null}
    </Stack>
  );
}
