import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** Dialogs are 626 px wide (docs/PRODUCT.md#ui-constants). */
const MODAL_WIDTH = 626;

/** A dialog at the product's width that takes the whole screen on phones, with a named close button. */
export function AppModal(props: ModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      size={MODAL_WIDTH}
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      {...props}
    />
  );
}
