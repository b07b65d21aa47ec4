import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** SPEC §9: dialogs are 626 px wide. */
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
