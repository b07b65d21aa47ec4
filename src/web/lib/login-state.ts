/**
 * What a page that ends on /login hands to it through the router's state: the e-mail to fill in (the address an
 * invitation was accepted for), so the new member only types the password they just chose.
 */
export interface LoginState {
  email: string;
}

/** The e-mail a navigation to /login carried, or null. */
export function loginEmailFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('email' in state)) return null;
  const { email } = state as { email: unknown };
  return typeof email === 'string' && email !== '' ? email : null;
}
