/** Snackbars (SPEC §8): short confirmations and failures, always from translation keys, closing after SNACKBAR_MS. */
import { notifications } from '@mantine/notifications';
import type { TOptions } from 'i18next';
import { SNACKBAR_MS } from '@/domain/shared/timing';
import { initI18n, type TranslationKey } from '@/web/i18n/i18n';
import { SEMANTIC_COLORS } from './colors';

interface NotifyOptions {
  values?: TOptions;
  /** Some notices stay longer (SPEC §9, e.g. the new-station request: 5 s). */
  autoClose?: number;
}

function show(color: string, key: TranslationKey, options: NotifyOptions): void {
  const i18n = initI18n();
  notifications.show({
    message: i18n.t(key, options.values ?? {}),
    color,
    autoClose: options.autoClose ?? SNACKBAR_MS,
    withBorder: true,
  });
}

export function notifySuccess(key: TranslationKey, options: NotifyOptions = {}): void {
  show(SEMANTIC_COLORS.positive, key, options);
}

export function notifyError(key: TranslationKey, options: NotifyOptions = {}): void {
  show(SEMANTIC_COLORS.negative, key, options);
}
