/**
 * Who works at a station, or whom it orders from, chosen with one multi-select (stations admin:
 * docs/PRODUCT.md#stations-admin).
 */
import { Alert, Button, Group, MultiSelect, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '@/web/components/app-modal';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { SEMANTIC_COLORS } from '@/web/lib/colors';
import type { LinkChanges } from '../api';

interface Option {
  id: number;
  name: string;
}

interface StationLinksModalProps {
  opened: boolean;
  title: string;
  label: string;
  stationId: number;
  options: Option[];
  linked: Option[];
  pending: boolean;
  error: unknown;
  onSave: (changes: LinkChanges) => void;
  onClose: () => void;
}

export function StationLinksModal(props: StationLinksModalProps) {
  return (
    <AppModal opened={props.opened} onClose={() => !props.pending && props.onClose()} title={props.title}>
      {props.opened && <LinksForm {...props} />}
    </AppModal>
  );
}

function LinksForm({
  label,
  stationId,
  options,
  linked,
  pending,
  error,
  onSave,
  onClose,
}: StationLinksModalProps) {
  const { t: tMain } = useTranslation();
  const initial = linked.map((item) => String(item.id));
  const [selected, setSelected] = useState<string[]>(initial);
  // Someone linked but no longer in the venue's lists still shows, so saving does not silently drop them.
  const data = [...options, ...linked.filter((item) => !options.some((option) => option.id === item.id))].map(
    (item) => ({ value: String(item.id), label: item.name }),
  );
  const save = () =>
    onSave({
      stationId,
      add: selected.filter((id) => !initial.includes(id)).map(Number),
      remove: initial.filter((id) => !selected.includes(id)).map(Number),
    });
  return (
    <Stack>
      <MultiSelect
        label={label}
        data={data}
        value={selected}
        onChange={setSelected}
        searchable
        clearable
        comboboxProps={{ withinPortal: true }}
      />
      {error ? (
        <Alert color={SEMANTIC_COLORS.negative} role="alert">
          {tMain(errorKey(errorCodeOf(error)))}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose} disabled={pending}>
          {tMain('common.cancel')}
        </Button>
        <Button onClick={save} loading={pending}>
          {tMain('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}
