/** SPEC §2, §7: ask the super admins to add a supplier to the catalogue (name, optional pib, a contact). */
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RequestSupplierSchema } from '@/domain/suppliers/supplier-details';
import { AppModal } from '@/web/components/app-modal';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { notifySuccessText } from '@/web/lib/notify';
import { useSchemaForm } from '@/web/lib/schema-form';
import { useRequestSupplier } from '../api';

export function RequestSupplierModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('suppliers', { keyPrefix: 'request' });
  return (
    <AppModal opened={opened} onClose={onClose} title={t('title')}>
      {opened && <RequestSupplierForm onClose={onClose} />}
    </AppModal>
  );
}

function RequestSupplierForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('suppliers', { keyPrefix: 'request' });
  const { t: tMain } = useTranslation();
  const request = useRequestSupplier();
  const form = useSchemaForm(RequestSupplierSchema, { initialValues: { name: '', pib: '', contact: '' } });
  const submit = form.onSubmit(async (body) => {
    await request.mutateAsync(body).then(
      () => {
        notifySuccessText(t('sent'));
        onClose();
      },
      () => undefined,
    );
  });
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      <TextInput label={t('name')} required data-autofocus {...form.getInputProps('name')} />
      <TextInput label={t('pib')} {...form.getInputProps('pib')} />
      <TextInput label={t('contact')} required {...form.getInputProps('contact')} />
      {request.error ? (
        <Text size="sm" c="red">
          {tMain(errorKey(errorCodeOf(request.error)))}
        </Text>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {tMain('common.cancel')}
        </Button>
        <Button onClick={() => submit()} loading={request.isPending} disabled={!form.valid}>
          {t('submit')}
        </Button>
      </Group>
    </Stack>
  );
}
