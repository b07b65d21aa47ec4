import { Button, FileButton, List, Paper, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UPLOAD_MAX_FILES, type UploadOutcome } from '@/domain/invoices/invoices.schemas';
import { RequestError } from '@/web/components/request-error';
import { errorKey } from '@/web/i18n/i18n';
import { buildPath } from '@/web/lib/paths';
import { useUploadInvoices } from '../api';

/** Upload of e-invoice XML files: what became of each file, with the reason of each refused one. */
export function InvoiceUpload() {
  const { t } = useTranslation('invoices');
  const upload = useUploadInvoices();
  const send = (files: File[]) => {
    if (files.length > 0) upload.mutate(files);
  };
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Text fw={600} component="h2" m={0}>
          {t('upload.title')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('upload.hint', { count: UPLOAD_MAX_FILES })}
        </Text>
        <FileButton onChange={send} accept=".xml,application/xml,text/xml" multiple>
          {(props) => (
            <Button {...props} leftSection={<IconUpload size={18} />} loading={upload.isPending} mih={44}>
              {t('upload.button')}
            </Button>
          )}
        </FileButton>
        <RequestError error={upload.error} />
        {upload.data && <UploadOutcomes outcomes={upload.data.files} />}
      </Stack>
    </Paper>
  );
}

export function UploadOutcomes({ outcomes }: { outcomes: readonly UploadOutcome[] }) {
  const { t } = useTranslation('invoices');
  const { t: tShell } = useTranslation();
  return (
    <List spacing={4} listStyleType="none" aria-live="polite">
      {outcomes.map((file, index) => (
        <List.Item key={`${index}-${file.filename}`}>
          <Text size="sm" fw={600} span>
            {file.filename}:{' '}
          </Text>
          {file.outcome === 'refused' ? (
            <Text size="sm" span c="var(--mantine-color-error)">
              {t('upload.refused')} – {file.code ? tShell(errorKey(file.code)) : file.message}
            </Text>
          ) : (
            <Text size="sm" span>
              {t(file.outcome === 'stored' ? 'upload.stored' : 'upload.duplicate')}
            </Text>
          )}
          {file.invoiceId !== null && (
            <Button
              component={Link}
              to={buildPath.adminInvoice(file.invoiceId)}
              variant="subtle"
              size="compact-sm"
              mih={44}
            >
              {t('upload.open')} {file.filename}
            </Button>
          )}
        </List.Item>
      ))}
    </List>
  );
}
