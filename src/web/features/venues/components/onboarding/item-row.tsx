import { ActionIcon, Group, Paper, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A row of the onboarding wizard's lists (one row edited at a time, docs/PRODUCT.md#onboarding): its text, edit and
 * delete.
 */
export function ItemRow({
  title,
  detail,
  editing,
  editor,
  onEdit,
  onDelete,
}: {
  title: string;
  detail?: string | null;
  editing: boolean;
  editor: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('venues');
  return (
    <Paper withBorder radius="md" p="xs" component="li" aria-label={title}>
      {editing ? (
        editor
      ) : (
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {title}
            </Text>
            {detail && (
              <Text size="sm" c="dimmed" truncate>
                {detail}
              </Text>
            )}
          </div>
          <Group gap={4} wrap="nowrap">
            <ActionIcon variant="subtle" aria-label={t('onboarding.edit', { name: title })} onClick={onEdit}>
              <IconPencil size={18} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('onboarding.delete', { name: title })}
              onClick={onDelete}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Group>
      )}
    </Paper>
  );
}
