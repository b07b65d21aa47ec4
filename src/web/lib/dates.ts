/**
 * Dates as the product shows them (docs/PRODUCT.md#formats): DD.MM.YYYY, with the time as HH:mm where a moment
 * matters.
 */
import dayjs from 'dayjs';
// Mantine's date pickers format with dayjs in the DatesProvider locale ('sr', 'sr-Cyrl' or 'en'); every page that shows
// dates imports this module, which registers Serbian (both scripts) without weighing on /login.
import 'dayjs/locale/sr';
import 'dayjs/locale/sr-cyrl';

export const DATE_FORMAT = 'DD.MM.YYYY';
const DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm';

type DateInput = string | number | Date | dayjs.Dayjs;

export function formatDate(value: DateInput): string {
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMAT) : '';
}

export function formatDateTime(value: DateInput): string {
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_TIME_FORMAT) : '';
}
