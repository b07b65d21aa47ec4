/**
 * The quick amount chooser beside an article's typed amount (docs/PRODUCT.md#wizard-article-row): whole amounts 1 to
 * 20 as a grid of large buttons, so the common amounts take one tap on a phone instead of opening the keypad.
 */
import { ActionIcon, Button, Popover, SimpleGrid } from '@mantine/core';
import { IconListNumbers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export const QUICK_AMOUNTS = Array.from({ length: 20 }, (_, index) => index + 1);

interface QuantityPickerProps {
  articleName: string;
  onPick: (amount: number) => void;
}

export function QuantityPicker({ articleName, onPick }: QuantityPickerProps) {
  const { t } = useTranslation('orders', { keyPrefix: 'wizard.article' });
  const [opened, setOpened] = useState(false);
  const label = t('quickAmount', { name: articleName });
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" trapFocus withinPortal>
      <Popover.Target>
        <ActionIcon
          variant="light"
          size={44}
          aria-label={label}
          aria-expanded={opened}
          aria-haspopup="dialog"
          onClick={() => setOpened((open) => !open)}
        >
          <IconListNumbers size={22} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={label} p="xs">
        <SimpleGrid cols={5} spacing={4} verticalSpacing={4}>
          {QUICK_AMOUNTS.map((amount) => (
            <Button
              key={amount}
              variant="default"
              h={44}
              miw={44}
              px={0}
              onClick={() => {
                onPick(amount);
                setOpened(false);
              }}
            >
              {amount}
            </Button>
          ))}
        </SimpleGrid>
      </Popover.Dropdown>
    </Popover>
  );
}
