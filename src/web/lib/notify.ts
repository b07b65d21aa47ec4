/**
 * Snackbars (docs/PRODUCT.md#notices): short confirmations and failures, always from translation keys, closing after
 * SNACKBAR_MS.
 */
import { notifications } from '@mantine/notifications';
import type { TOptions } from 'i18next';
import { SNACKBAR_MS } from '@/domain/shared/timing';
import { initI18n, type TranslationKey } from '@/web/i18n/i18n';
import { SEMANTIC_COLORS } from './colors';

interface NotifyOptions {
  values?: TOptions;
  /** Some notices stay longer (docs/PRODUCT.md#constants-timings, e.g. the new-station request: 5 s). */
  autoClose?: number;
}

function showMessage(color: string, message: string, autoClose = SNACKBAR_MS): void {
  // The close button needs a name (axe button-name).
  const closeButtonProps = { 'aria-label': initI18n().t('common.close') };
  notifications.show({ message, color, autoClose, withBorder: true, closeButtonProps });
}

function show(color: string, key: TranslationKey, options: NotifyOptions): void {
  showMessage(color, initI18n().t(key, options.values ?? {}), options.autoClose);
}

/** For texts of a feature's own namespace, translated by the caller (t from useTranslation('orders')…). */
export function notifySuccessText(message: string, autoClose?: number): void {
  showMessage(SEMANTIC_COLORS.positive, message, autoClose);
}

export function notifyErrorText(message: string, autoClose?: number): void {
  showMessage(SEMANTIC_COLORS.negative, message, autoClose);
}

export function notifyError(key: TranslationKey, options: NotifyOptions = {}): void {
  show(SEMANTIC_COLORS.negative, key, options);
}
