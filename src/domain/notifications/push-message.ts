/**
 * The text of a notification on the phone (docs/decisions/0035-web-push.md). The in-app list writes its text on the
 * web (features/notifications/notification-view.ts); a push is shown by the service worker with no app loaded, so
 * the server writes it, in the user's language (users.language), when it queues the push. Tapping it opens the
 * notification list, where opening the item marks it read as in the app.
 */
import { withCyrillic } from '@/domain/shared/cyrillic';
import { formatDisplayDate } from '@/domain/shared/date-format';
import type { Language } from '@/domain/shared/enums';
import type { NotificationContent } from './notifications.schemas';
import type { PushPayload } from './push.schemas';

/** The screen a push opens: the notification list. */
export const PUSH_OPEN_URL = '/notifications';

const TEXTS = withCyrillic({
  ser: {
    readyTitle: 'Stalna porudžbina je spremna: {supplier}',
    readyBody: 'Nacrt za isporuku {date} čeka da ga pogledate i pošaljete.',
    sentTitle: 'Stalna porudžbina je poslata: {supplier}',
    sentBody: 'Poslata e-poštom za isporuku {date}.',
  },
  en: {
    readyTitle: 'Standing order ready: {supplier}',
    readyBody: 'The draft for delivery on {date} is waiting for you to review and send.',
    sentTitle: 'Standing order sent: {supplier}',
    sentBody: 'Sent by e-mail for delivery on {date}.',
  },
});

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

export function pushMessage(content: NotificationContent, language: Language): PushPayload {
  const texts = TEXTS[language];
  switch (content.kind) {
    case 'standingOrderReady': {
      const { data } = content;
      const values = { supplier: data.supplierName, date: formatDisplayDate(data.deliveryDate) };
      return {
        title: fill(data.sent ? texts.sentTitle : texts.readyTitle, values),
        body: fill(data.sent ? texts.sentBody : texts.readyBody, values),
        url: PUSH_OPEN_URL,
      };
    }
  }
}
