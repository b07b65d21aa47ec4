/**
 * SPEC §2 "create unverified article": the venue's own article of this supplier (name, store name, category from the
 * supplier's categories or a new one, unit, optional price), selected at once with the amount typed here.
 */
import { Autocomplete, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Article, DEFAULT_UNIT, ManualAddArticleSchema } from '@/domain/articles/article-schemas';
import { isValidAmount } from '@/domain/orders/amount';
import { UNITS } from '@/domain/shared/enums';
import { AmountInput } from '@/web/components/amount-input';
import { AppModal } from '@/web/components/app-modal';
import { useArticleCategories, useCreateArticle } from '@/web/features/articles/api';
import { errorKey } from '@/web/i18n/i18n';
import { type ClientErrorCode, errorCodeOf } from '@/web/lib/api-client';
import { validate } from '@/web/lib/use-form';

interface CreateArticleModalProps {
  opened: boolean;
  stationId: number;
  supplierId: number;
  onClose: () => void;
  onCreated: (article: Article, amount: string) => void;
}

type Field = 'articleName' | 'storeName' | 'categoryName' | 'unit' | 'price' | 'amount';
const EMPTY: Record<Field, string> = {
  articleName: '',
  storeName: '',
  categoryName: '',
  unit: DEFAULT_UNIT,
  price: '',
  amount: '',
};

export function CreateArticleModal({
  opened,
  stationId,
  supplierId,
  onClose,
  onCreated,
}: CreateArticleModalProps) {
  const { t } = useTranslation('orderWizard');
  const { t: tOrders } = useTranslation('orders');
  const { t: tMain } = useTranslation();
  const categories = useArticleCategories(opened ? supplierId : null);
  const createArticle = useCreateArticle();
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [serverError, setServerError] = useState<ClientErrorCode | null>(null);

  const input = { supplierId, ...values, price: values.price.trim() || null };
  const { data, errors } = validate(ManualAddArticleSchema, input);
  const problems: Partial<Record<Field, ClientErrorCode>> = {
    ...errors,
    // SPEC §5: the article modal requires the store name too, and the wizard selects the article with an amount.
    ...(values.storeName.trim() ? {} : { storeName: 'common.requiredField' }),
    ...(isValidAmount(values.amount)
      ? {}
      : { amount: values.amount ? 'invalidAmount' : 'common.requiredField' }),
  };
  const valid = data !== undefined && Object.keys(problems).length === 0;
  const shown = (field: Field) =>
    touched[field] && problems[field] ? tMain(errorKey(problems[field])) : undefined;

  const set = (field: Field, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setServerError(null);
  };
  const blur = (field: Field) => () => setTouched((previous) => ({ ...previous, [field]: true }));

  const close = () => {
    setValues(EMPTY);
    setTouched({});
    setServerError(null);
    onClose();
  };

  const submit = async () => {
    setTouched({ articleName: true, storeName: true, categoryName: true, price: true, amount: true });
    if (!valid || !data) return;
    try {
      const article = await createArticle.mutateAsync({ stationId, body: data });
      onCreated(article, values.amount);
      close();
    } catch (error) {
      setServerError(errorCodeOf(error));
    }
  };

  return (
    <AppModal opened={opened} onClose={close} title={t('newArticle.title')}>
      <Stack>
        <TextInput
          label={t('newArticle.name')}
          description={t('newArticle.nameHint')}
          required
          data-autofocus
          value={values.articleName}
          onChange={(event) => set('articleName', event.currentTarget.value)}
          onBlur={blur('articleName')}
          error={serverError ? tMain(errorKey(serverError)) : shown('articleName')}
        />
        <TextInput
          label={t('newArticle.storeName')}
          required
          value={values.storeName}
          onChange={(event) => set('storeName', event.currentTarget.value)}
          onBlur={blur('storeName')}
          error={shown('storeName')}
        />
        <Autocomplete
          label={t('newArticle.category')}
          description={t('newArticle.categoryHint')}
          required
          data={[...new Set((categories.data ?? []).map((category) => category.category))]}
          value={values.categoryName}
          onChange={(value) => set('categoryName', value)}
          onBlur={blur('categoryName')}
          error={shown('categoryName')}
          comboboxProps={{ withinPortal: true }}
        />
        <SimpleGrid cols={2} spacing="sm">
          <Select
            label={tOrders('fields.unit')}
            data={[...UNITS]}
            value={values.unit}
            onChange={(value) => value && set('unit', value)}
            allowDeselect={false}
            required
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label={t('newArticle.price')}
            inputMode="decimal"
            value={values.price}
            onChange={(event) => set('price', event.currentTarget.value)}
            onBlur={blur('price')}
            error={shown('price')}
          />
        </SimpleGrid>
        <AmountInput
          label={tOrders('fields.amount')}
          required
          value={values.amount}
          onChange={(amount) => set('amount', amount)}
          onBlur={blur('amount')}
          error={shown('amount')}
          prefixLeadingDot
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {tMain('common.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={createArticle.isPending} disabled={!valid}>
            {t('newArticle.create')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
