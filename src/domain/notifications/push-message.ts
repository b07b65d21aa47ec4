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
    confirmedTitle: '{supplier} je potvrdio porudžbinu {number}',
    changedTitle: '{supplier} je potvrdio porudžbinu {number} uz izmene',
    rejectedTitle: '{supplier} je odbio porudžbinu {number}',
    answeredBody: 'Isporuka {date}. Odgovor je u očekivanim porudžbinama.',
    requestedTitle: 'Porudžbina {number} čeka odobrenje',
    requestedBody: '{name} traži odobrenje jer je porudžbina iznad limita.',
    approvedTitle: 'Porudžbina {number} je odobrena',
    approvedBody: 'Sada može da se pošalje dobavljaču.',
    returnedTitle: 'Porudžbina {number} je vraćena',
    returnedBody: 'Napomena: {note}',
    cutoffTitle: 'Rok za porudžbinu ističe u {time}: {supplier}',
    cutoffBody: 'Isporuka {date} ({station}): porudžbina još nije napravljena.',
    notOpenedTitle: 'Dobavljač nije otvorio porudžbinu {number}: pozovite ih',
    notOpenedBody: '{supplier} nije otvorio porudžbinu za isporuku {date}, a rok ističe u {time}.',
  },
  en: {
    readyTitle: 'Standing order ready: {supplier}',
    readyBody: 'The draft for delivery on {date} is waiting for you to review and send.',
    sentTitle: 'Standing order sent: {supplier}',
    sentBody: 'Sent by e-mail for delivery on {date}.',
    confirmedTitle: '{supplier} confirmed order {number}',
    changedTitle: '{supplier} confirmed order {number} with changes',
    rejectedTitle: '{supplier} rejected order {number}',
    answeredBody: 'Delivery {date}. The answer is on the expected orders.',
    requestedTitle: 'Order {number} waits for approval',
    requestedBody: '{name} asks for approval: the order is above their limit.',
    approvedTitle: 'Order {number} was approved',
    approvedBody: 'It can now be sent to the supplier.',
    returnedTitle: 'Order {number} was returned',
    returnedBody: 'Note: {note}',
    cutoffTitle: 'Ordering closes at {time}: {supplier}',
    cutoffBody: 'Delivery {date} ({station}): nothing is ordered yet.',
    notOpenedTitle: 'The supplier has not opened order {number}: call them',
    notOpenedBody: '{supplier} has not opened the order for delivery on {date}; ordering closes at {time}.',
  },
});

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

const ANSWER_TITLES = {
  CONFIRMED: 'confirmedTitle',
  CONFIRMED_WITH_CHANGES: 'changedTitle',
  REJECTED: 'rejectedTitle',
} as const;

export function pushMessage(content: NotificationContent, language: Language): PushPayload {
  const texts = TEXTS[language];
  const message = (title: string, body: string, values: Record<string, string>) => ({
    title: fill(title, values),
    body: fill(body, values),
    url: PUSH_OPEN_URL,
  });
  switch (content.kind) {
    case 'standingOrderReady': {
      const { data } = content;
      const values = { supplier: data.supplierName, date: formatDisplayDate(data.deliveryDate) };
      return message(
        data.sent ? texts.sentTitle : texts.readyTitle,
        data.sent ? texts.sentBody : texts.readyBody,
        values,
      );
    }
    case 'supplierAnswered': {
      const { data } = content;
      return message(texts[ANSWER_TITLES[data.decision]], texts.answeredBody, {
        supplier: data.supplierName,
        number: data.orderNumber,
        date: formatDisplayDate(data.deliveryDate),
      });
    }
    case 'approvalRequested':
      return message(texts.requestedTitle, texts.requestedBody, {
        number: content.data.orderNumber,
        name: content.data.requesterName,
      });
    case 'approvalDecided': {
      const { data } = content;
      if (data.approved)
        return message(texts.approvedTitle, texts.approvedBody, { number: data.orderNumber });
      // A return without a note says only that it came back.
      return message(texts.returnedTitle, data.note === '' ? '' : texts.returnedBody, {
        number: data.orderNumber,
        note: data.note,
      });
    }
    // Cut-off times are the venue's 24-hour 'HH:MM', as both languages write them (sr-Latn, en-GB).
    case 'cutoffSoon': {
      const { data } = content;
      return message(texts.cutoffTitle, texts.cutoffBody, {
        time: data.cutoffTime,
        supplier: data.supplierName,
        station: data.stationName,
        date: formatDisplayDate(data.deliveryDate),
      });
    }
    case 'supplierNotOpened': {
      const { data } = content;
      return message(texts.notOpenedTitle, texts.notOpenedBody, {
        number: data.orderNumber,
        supplier: data.supplierName,
        time: data.cutoffTime,
        date: formatDisplayDate(data.deliveryDate),
      });
    }
  }
}
