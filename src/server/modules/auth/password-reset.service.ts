/**
 * Forgotten password (SPEC §2 /resetPassword, §7 verify calls): a one-hour, single-use link by e-mail, then a new
 * password. Asking never reveals whether the account exists.
 */
import { AppError } from '../../../domain/errors';
import type { ModuleDeps } from '../../types';
import { renderResetPasswordMail } from '../../mail/templates';
import { findAccountByEmail, markVerified, setPassword } from '../users/users.repository';
import { consumeActionToken, createActionToken, invalidateActionTokens } from './action-tokens.repository';
import { hashPassword } from './password';
import { revokeAllOfUser } from './refresh-tokens.repository';
import { RESET_PASSWORD_TOKEN_LIFETIME_MS } from './token-lifetimes';

export async function requestPasswordReset(deps: ModuleDeps, email: string): Promise<{ sent: true }> {
  const account = await findAccountByEmail(deps.db, email);
  if (account) {
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
      await deps.mailer.enqueue(
        { kind: 'reset-password', to: account.email, userId: account.id, ...mail },
        tx,
      );
    });
  }
  return { sent: true };
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
    await revokeAllOfUser(tx, userId, at);
  });
  return { reset: true };
}
