/** The contact form's values (adding and editing a contact alike): the phone as its picker keeps it. */
import { type PhoneParts, composePhone } from '@/web/components/phone';

export interface ContactValues extends Record<string, unknown> {
  name: string;
  phone: PhoneParts;
  email: string;
}

/** The values as AddContactSchema reads them: a phone picker with no number is no phone. */
export const contactInput = (values: ContactValues) => ({
  name: values.name,
  phone: values.phone.national.trim() ? composePhone(values.phone) : '',
  email: values.email,
});
