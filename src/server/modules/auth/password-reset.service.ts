/**
 * Forgotten password (/resetPassword, verify calls: docs/PRODUCT.md#reset-password, #api-accounts): a one-hour,
 * single-use link by e-mail, then a new password. Asking never reveals whether the account exists.
 */
import { AppError } from '@/domain/errors';
import type { ModuleDeps } from '@/server/types';
import { renderResetPasswordMail } from '@/server/mail/templates';
import { consumeActionToken, createActionToken, invalidateActionTokens } from './action-tokens.repository';
import { hashPassword } from './password';
import { revokeSessionsOfUser } from './refresh-tokens.repository';
import { RESET_PASSWORD_TOKEN_LIFETIME_MS } from './token-lifetimes';
import { findAccountByEmail, markVerified, setPassword } from './accounts.repository';

/**
 * Answers at once and mails the link in the background: the lookup, token and mail happen after the answer, so it
 * takes the same time whether or not the address has an account (no enumeration by timing).
 */
export function requestPasswordReset(deps: ModuleDeps, email: string): { sent: true } {
  deps.background.run('password reset mail', () => mailResetLink(deps, email));
  return { sent: true };
}

async function mailResetLink(deps: ModuleDeps, email: string): Promise<void> {
  const account = await findAccountByEmail(deps.db, email);
  if (!account) return;
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    // Only the newest link works: an older mail lying around in a mailbox is useless.
    await invalidateActionTokens(tx, account.id, 'RESET_PASSWORD', at);
    const token = await createActionToken(tx, {
      userId: account.id,
      kind: 'RESET_PASSWORD',
      now: at,
      lifetimeMs: RESET_PASSWORD_TOKEN_LIFETIME_MS,
    });
    const link = `${deps.config.publicUrl}/resetPassword?${new URLSearchParams({ id: String(account.id), token })}`;
    const mail = renderResetPasswordMail({ name: account.name, link, language: account.language });
    await deps.mailer.enqueue({ kind: 'reset-password', to: account.email, userId: account.id, ...mail }, tx);
  });
}

export async function resetPassword(
  deps: ModuleDeps,
  input: { userId: number; token: string; password: string },
): Promise<{ reset: true }> {
  const passwordHash = await hashPassword(input.password);
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const userId = await consumeActionToken(tx, {
      token: input.token,
      kind: 'RESET_PASSWORD',
      userId: input.userId,
      now: at,
    });
    if (userId === undefined) throw new AppError('invalid_or_expired_token');
    await setPassword(tx, userId, passwordHash, at);
    // Opening the mailed link proved access to the mailbox, which is what verification proves.
    await markVerified(tx, userId, at);
    // Whoever knew the old password may hold a session: every session ends.
    await revokeSessionsOfUser(tx, userId, at);
  });
  return { reset: true };
}
