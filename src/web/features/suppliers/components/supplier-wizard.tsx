/**
 * Create-supplier wizard (docs/PRODUCT.md#supplier-wizard): 1 name and optional PIB, 2 link to stations (click
 * toggles; at least one), 3 create articles one by one or import them from .xlsx; Complete closes. Passed steps stay
 * clickable for editing.
 */
import { Button, Chip, Group, Stack, Stepper, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateSupplierSchema, type SupplierSummary } from '@/domain/suppliers/suppliers.schemas';
import { AppModal } from '@/web/components/app-modal';
import { errorKey } from '@/web/i18n/i18n';
import { errorCodeOf } from '@/web/lib/api-client';
import { notifySuccessText } from '@/web/lib/notify';
import { useSchemaForm } from '@/web/lib/schema-form';
import { useDuplicateName } from '@/web/lib/use-duplicate-name';
import { ArticleImport, QuickArticleForm } from '@/web/features/articles/public';
import { useCreateSupplier, useEditSupplier, useStationSupplierLink, useSupplierNames } from '../api';

interface Station {
  id: number;
  name: string;
}

interface SupplierWizardProps {
  opened: boolean;
  stations: Station[];
  onClose: () => void;
}

export function SupplierWizard({ opened, stations, onClose }: SupplierWizardProps) {
  const { t } = useTranslation('suppliers', { keyPrefix: 'wizard' });
  return (
    <AppModal opened={opened} onClose={onClose} title={t('title')} size="lg">
      {opened && <WizardSteps stations={stations} onClose={onClose} />}
    </AppModal>
  );
}

function WizardSteps({ stations, onClose }: { stations: Station[]; onClose: () => void }) {
  const { t } = useTranslation('suppliers', { keyPrefix: 'wizard' });
  const [step, setStep] = useState(0);
  const [reached, setReached] = useState(0);
  const [supplier, setSupplier] = useState<SupplierSummary | null>(null);
  const [linked, setLinked] = useState<number[]>([]);
  const go = (next: number) => {
    setStep(next);
    setReached((previous) => Math.max(previous, next));
  };
  return (
    <Stepper active={step} onStepClick={(index) => index <= reached && setStep(index)} size="sm">
      <Stepper.Step label={t('steps.create')}>
        <CreateStep
          supplier={supplier}
          onDone={(created) => {
            setSupplier(created);
            go(1);
          }}
        />
      </Stepper.Step>
      <Stepper.Step label={t('steps.stations')} allowStepSelect={reached >= 1}>
        {supplier && (
          <StationsStep supplierId={supplier.id} stations={stations} linked={linked} onLinked={setLinked} />
        )}
        <Group justify="flex-end" mt="md">
          <Button onClick={() => go(2)} disabled={linked.length === 0}>
            {t('next')}
          </Button>
        </Group>
      </Stepper.Step>
      <Stepper.Step label={t('steps.articles')} allowStepSelect={reached >= 2}>
        {supplier && linked[0] !== undefined && (
          <Stack>
            <QuickArticleForm supplierId={supplier.id} stationId={linked[0]} />
            <ArticleImport supplierId={supplier.id} supplierName={supplier.name} />
          </Stack>
        )}
        <Group justify="flex-end" mt="md">
          <Button
            onClick={() => {
              notifySuccessText(t('completed'));
              onClose();
            }}
          >
            {t('complete')}
          </Button>
        </Group>
      </Stepper.Step>
    </Stepper>
  );
}

/** Step 1: creates the supplier, or renames it when the step is opened again. */
function CreateStep({
  supplier,
  onDone,
}: {
  supplier: SupplierSummary | null;
  onDone: (s: SupplierSummary) => void;
}) {
  const { t } = useTranslation('suppliers', { keyPrefix: 'create' });
  const { t: tWizard } = useTranslation('suppliers', { keyPrefix: 'wizard' });
  const { t: tMain } = useTranslation();
  const create = useCreateSupplier();
  const edit = useEditSupplier();
  const form = useSchemaForm(CreateSupplierSchema, {
    initialValues: { name: supplier?.name ?? '', pib: supplier?.pib ?? '', departmentId: null },
  });
  const duplicate = useDuplicateName(form.values.name, supplier?.name, useSupplierNames());
  const nameProps = form.getInputProps('name');
  const submit = form.onSubmit(async (input) => {
    if (duplicate) return;
    try {
      if (supplier) {
        const saved = await edit.mutateAsync({ id: supplier.id, body: { name: input.name, pib: input.pib } });
        onDone({ ...supplier, name: saved.name, pib: saved.pib });
      } else {
        onDone(await create.mutateAsync({ name: input.name, pib: input.pib }));
      }
    } catch (error) {
      const code = errorCodeOf(error);
      form.setServerErrors(code === 'sameSupplierPib' ? { pib: code } : { name: code });
    }
  });
  return (
    <Stack>
      <TextInput
        label={t('name')}
        required
        data-autofocus
        {...nameProps}
        error={duplicate ? tMain(errorKey('sameSupplier')) : nameProps.error}
      />
      <TextInput label={t('pib')} description={t('pibHint')} {...form.getInputProps('pib')} />
      <Group justify="flex-end">
        <Button
          onClick={() => submit()}
          loading={create.isPending || edit.isPending}
          disabled={!form.valid || duplicate}
        >
          {tWizard('next')}
        </Button>
      </Group>
    </Stack>
  );
}

interface StationsStepProps {
  supplierId: number;
  stations: Station[];
  linked: number[];
  onLinked: (ids: number[]) => void;
}

/** Step 2: a click links or unlinks a station at once. */
function StationsStep({ supplierId, stations, linked, onLinked }: StationsStepProps) {
  const { t } = useTranslation('suppliers', { keyPrefix: 'wizard' });
  const link = useStationSupplierLink();
  const toggle = async (stationId: number) => {
    const linking = !linked.includes(stationId);
    await link.mutateAsync({ stationId, supplierId, linked: linking }).then(
      () => onLinked(linking ? [...linked, stationId] : linked.filter((id) => id !== stationId)),
      () => undefined,
    );
  };
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('stationsHint')}
      </Text>
      <Group gap="xs">
        {stations.map((station) => (
          <Chip
            key={station.id}
            checked={linked.includes(station.id)}
            onChange={() => void toggle(station.id)}
            disabled={link.isPending}
          >
            {station.name}
          </Chip>
        ))}
      </Group>
    </Stack>
  );
}
