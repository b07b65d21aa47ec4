/**
 * Create or rename a station (stations admin: docs/PRODUCT.md#stations-admin): the name is required and unique in the
 * venue (docs/PRODUCT.md#unique-names).
 */
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StationNameSchema } from '@/domain/stations/stations.schemas';
import { AppModal } from '@/web/components/app-modal';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf, isApiError } from '@/web/lib/api-client';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import { useSchemaForm } from '@/web/lib/schema-form';
import { useDuplicateName } from '@/web/lib/use-duplicate-name';

interface StationNameModalProps {
  opened: boolean;
  title: string;
  initialName: string;
  /** The venue's station names: a taken one is said 500 ms after typing stops (docs/PRODUCT.md#debounces). */
  taken: readonly string[];
  pending: boolean;
  error: unknown;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

export function StationNameModal(props: StationNameModalProps) {
  return (
    <AppModal opened={props.opened} onClose={() => !props.pending && props.onClose()} title={props.title}>
      {props.opened && <StationNameForm {...props} />}
    </AppModal>
  );
}

function StationNameForm({ initialName, taken, pending, error, onSubmit, onClose }: StationNameModalProps) {
  const { t } = useTranslation('stations');
  const { t: tMain } = useTranslation();
  const form = useSchemaForm(StationNameSchema, { initialValues: { name: initialName } });
  // A taken name belongs under the field; anything else above the buttons.
  const code = error ? errorCodeOf(error) : null;
  const fieldCode = isApiError(error) && (code === 'sameStations' || error.fields.name) ? code : null;
  const nameProps = form.getInputProps('name');
  const duplicate = useDuplicateName(form.values.name, initialName || undefined, taken);
  const shownCode = duplicate ? 'sameStations' : fieldCode;
  return (
    <form onSubmit={form.onSubmit(({ name }) => !duplicate && onSubmit(name))} noValidate>
      <Stack>
        <TextInput
          label={t('name')}
          required
          data-autofocus
          {...nameProps}
          error={shownCode ? tMain(errorKey(shownCode)) : nameProps.error}
        />
        {code && !fieldCode && (
          <Alert color={SEMANTIC_COLORS.negative} role="alert">
            {tMain(errorKey(code))}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {tMain('common.cancel')}
          </Button>
          <Button type="submit" disabled={!form.valid || duplicate} loading={pending}>
            {tMain('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
