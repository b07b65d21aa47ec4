/**
 * The supplier filter above a station's order list (docs/PRODUCT.md#supplier-filter): "all suppliers" (the
 * placeholder id 999) or one of the station's suppliers. Regular lists show the non-market suppliers; warehouse
 * orders go to market suppliers, so their list filters by those instead.
 */
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ALL_SUPPLIERS_IDS } from '@/domain/orders/orders.schemas';
import type { OrderKind } from '@/domain/orders/orders.contract';
import { useStationSuppliers } from '@/web/features/suppliers/api';

const ALL_SUPPLIERS = ALL_SUPPLIERS_IDS[0];

interface SupplierFilterProps {
  stationId: number;
  kind: OrderKind;
  /** A supplier id, or null for all suppliers. */
  value: number | null;
  onChange: (supplierId: number | null) => void;
}

export function SupplierFilter({ stationId, kind, value, onChange }: SupplierFilterProps) {
  const { t } = useTranslation('orders', { keyPrefix: 'current' });
  const suppliers = useStationSuppliers(stationId);
  const options = [
    { value: String(ALL_SUPPLIERS), label: t('filter.allSuppliers') },
    ...(suppliers.data ?? [])
      .filter((supplier) => supplier.isMarket === (kind === 'custom'))
      .map((supplier) => ({ value: String(supplier.id), label: supplier.name })),
  ];
  return (
    <Select
      label={t('filter.supplier')}
      data={options}
      value={String(value ?? ALL_SUPPLIERS)}
      onChange={(next) => onChange(next === null || Number(next) === ALL_SUPPLIERS ? null : Number(next))}
      allowDeselect={false}
      maw={{ base: '100%', sm: 320 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
