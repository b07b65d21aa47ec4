/**
 * Suggest and stock count on the wizard's article step (docs/decisions/0032-suggested-amounts.md). Suggest asks the
 * server for the supplier's suggested amounts and fills the articles without an amount; amounts the user typed are
 * replaced only after a confirmation that names them. The stock count link leaves a new order for the station's count
 * of this supplier, keeping the draft and the way back (docs/PRODUCT.md#back-to-order).
 */
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconClipboardList, IconWand } from '@tabler/icons-react';
import { type Dispatch, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Suggestion } from '@/domain/suggestions/suggestions.schemas';
import { RequestError } from '@/web/components/request-error';
import { useSuggestedAmounts } from '@/web/features/suggestions/api';
import { buildPath } from '@/web/lib/paths';
import { useFormatAmount } from '@/web/lib/use-format-amount';
import { markCameFromNewOrder } from '../return-to-order';
import { planSuggestions } from './suggestion-fill';
import type { WizardAction, WizardState } from './wizard-state';

/** The query that makes the stock count open on a supplier. */
export const STOCK_COUNT_SUPPLIER_QUERY = 'supplier';

/**
 * The suggestions that filled amounts during this wizard, by article: kept by the wizard so the rows still say where
 * their amount comes from after a look at the preview.
 */
export function useFilledSuggestions() {
  const [filled, setFilled] = useState<ReadonlyMap<number, Suggestion>>(() => new Map());
  const add = useCallback((more: readonly Suggestion[]) => {
    setFilled((previous) => new Map([...previous, ...more.map((item) => [item.article.id, item] as const)]));
  }, []);
  return [filled, add] as const;
}

interface SuggestActionsProps {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  /** The suggestions that filled an amount, so the rows can say where their amount comes from. */
  onFilled: (filled: readonly Suggestion[]) => void;
}

export function SuggestActions({ state, dispatch, onFilled }: SuggestActionsProps) {
  const { t } = useTranslation('orders', { keyPrefix: 'wizard.suggest' });
  const formatAmount = useFormatAmount();
  const request = useSuggestedAmounts();
  const [conflicts, setConflicts] = useState<Suggestion[]>([]);
  const [summary, setSummary] = useState<string | null>(null);
  const supplierId = state.supplierId!;
  const typed = new Map(state.lines.map((line) => [line.articleId, line.amount]));

  const fill = (suggestions: readonly Suggestion[]) => {
    for (const suggestion of suggestions) {
      dispatch({
        type: 'setListAmount',
        article: suggestion.article,
        amount: formatAmount(suggestion.amount),
      });
    }
    onFilled(suggestions);
  };

  const suggest = () =>
    request.mutate(
      {
        stationId: state.stationId,
        supplierId,
        query: {
          deadline: state.deadline ?? '',
          custom: state.kind === 'custom' ? 'true' : 'false',
          ...(state.savedOrderId === null ? {} : { orderId: String(state.savedOrderId) }),
        },
      },
      {
        onSuccess: ({ suggestions }) => {
          const plan = planSuggestions(state.lines, suggestions);
          fill(plan.fill);
          setConflicts(plan.conflicts);
          const parts = [
            suggestions.length === 0 ? t('none') : t('filled', { number: plan.fill.length }),
            plan.enough.length > 0
              ? t('enough', { names: plan.enough.map((item) => item.article.name).join(', ') })
              : null,
          ];
          setSummary(parts.filter(Boolean).join(' '));
        },
      },
    );

  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Button
          variant="light"
          mih={44}
          leftSection={<IconWand size={18} />}
          onClick={suggest}
          loading={request.isPending}
          disabled={state.deadline === null}
        >
          {t('action')}
        </Button>
        {state.orderId === null ? (
          <Button
            component={Link}
            to={`${buildPath.stockCount(state.stationId)}?${STOCK_COUNT_SUPPLIER_QUERY}=${supplierId}`}
            variant="subtle"
            mih={44}
            leftSection={<IconClipboardList size={18} />}
            onClick={() => markCameFromNewOrder(state.stationId, state.kind)}
          >
            {t('stockCount')}
          </Button>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {summary ?? ''}
      </Text>
      <RequestError error={request.error} />

      <Modal
        opened={conflicts.length > 0}
        onClose={() => setConflicts([])}
        title={t('replaceTitle')}
        centered
      >
        <Stack gap="sm">
          <Text size="sm">{t('replaceText')}</Text>
          <List size="sm" spacing={4}>
            {conflicts.map((suggestion) => (
              <List.Item key={suggestion.article.id}>
                {t('replaceLine', {
                  name: suggestion.article.name,
                  typed: formatAmount(typed.get(suggestion.article.id) ?? ''),
                  suggested: formatAmount(suggestion.amount),
                  unit: suggestion.article.unit,
                })}
              </List.Item>
            ))}
          </List>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" mih={44} onClick={() => setConflicts([])}>
              {t('keepMine')}
            </Button>
            <Button
              mih={44}
              onClick={() => {
                fill(conflicts);
                setConflicts([]);
              }}
            >
              {t('replace')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
