/**
 * Sending from the wizard (docs/PRODUCT.md#sending): store the order on the server (create or update), send it, and
 * only then forget the local draft; finally mark the ordered articles as favorites.
 *
 * Deliberately unlike the original description, which deleted the draft first (docs/PRODUCT.md#send-flow): if the
 * connection drops or the server refuses, the draft must still be there, or what a cook typed at 7 a.m. is gone
 * (docs/PRODUCT.md#order-wizard: "never lose what they typed").
 */
export interface SendSteps {
  /** Creates or updates the order; resolves with its id and number. */
  persist: () => Promise<{ orderId: number; orderNumber: string | null }>;
  send: (orderId: number) => Promise<void>;
  /** Forgets the local draft (and merge data); runs only after the server accepted the send. */
  forgetDraft: () => void;
  /** Articles to mark as favorites; failures there are logged, never shown: the order is already sent. */
  markFavorites: () => Promise<unknown>;
}

interface SendOutcome {
  orderId: number;
  orderNumber: string | null;
}

export async function sendWizardOrder(steps: SendSteps): Promise<SendOutcome> {
  const { orderId, orderNumber } = await steps.persist();
  await steps.send(orderId);
  steps.forgetDraft();
  // Not awaited: the channel link opens at once, whatever the favorites call does.
  void steps
    .markFavorites()
    .catch((error: unknown) => console.error('marking ordered articles as favorites failed', error));
  return { orderId, orderNumber };
}
