/**
 * Creating an account and proving its e-mail address: register, checkEmail, verify e-mail, resend the mail
 * (sign-up and /verify/email, auth calls: docs/PRODUCT.md#verify-email, #api-accounts). A new account is an
 * unverified ROLE_USER without a venue; it can log in once the link in the verification mail has been opened.
 */
import type { Language } from '@/domain/shared/enums';
import { AppError } from '@/domain/errors';
import type { ModuleDeps } from '@/server/types';
import type { Executor } from '@/server/db/client';
import { renderVerifyEmailMail } from '@/server/mail/templates';
import { consumeActionToken, createActionToken, invalidateActionTokens } from './action-tokens.repository';
import { hashPassword } from './password';
import { VERIFY_EMAIL_TOKEN_LIFETIME_MS } from './token-lifetimes';
import { emailExists, findAccountByEmail, insertUser, markVerified } from './accounts.repository';

export interface Registration {
  email: string;
  name: string;
  phone: string;
  password: string;
  language: Language;
}

export async function register(deps: ModuleDeps, input: Registration): Promise<{ id: number }> {
  const { db } = deps;
  // Checked first to spare the hashing; a concurrent registration of the same e-mail still hits the unique index
  // users_email_lower_uq, which the error handler answers as emailExists too.
  if (await emailExists(db, input.email)) throw new AppError('emailExists');
  const passwordHash = await hashPassword(input.password);
  const id = await db.transaction(async (tx) => {
    const userId = await insertUser(tx, {
      email: input.email,
      name: input.name,
      phone: input.phone,
      passwordHash,
      language: input.language,
    });
    await sendVerificationMail(deps, tx, {
      userId,
      email: input.email,
      name: input.name,
      language: input.language,
    });
    return userId;
  });
  return { id };
}

export async function checkEmail(deps: ModuleDeps, email: string): Promise<{ exists: boolean }> {
  return { exists: await emailExists(deps.db, email) };
}

export async function verifyEmail(deps: ModuleDeps, activationToken: string): Promise<{ verified: true }> {
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const userId = await consumeActionToken(tx, { token: activationToken, kind: 'VERIFY_EMAIL', now: at });
    if (userId === undefined) throw new AppError('invalid_or_expired_token');
    await markVerified(tx, userId, at);
  });
  return { verified: true };
}

/**
 * Always answers the same, whether or not the account exists, and in the same time: the lookup and the mail happen
 * in the background, after the answer (no enumeration through this call).
 */
export function resendVerification(deps: ModuleDeps, email: string): { sent: true } {
  deps.background.run('verification mail', () => mailNewVerificationLink(deps, email));
  return { sent: true };
}

async function mailNewVerificationLink(deps: ModuleDeps, email: string): Promise<void> {
  const account = await findAccountByEmail(deps.db, email);
  if (!account || account.verified) return;
  await deps.db.transaction(async (tx) => {
    await invalidateActionTokens(tx, account.id, 'VERIFY_EMAIL', deps.now());
    await sendVerificationMail(deps, tx, {
      userId: account.id,
      email: account.email,
      name: account.name,
      language: account.language,
    });
  });
}

/** Creates a verification token and queues its mail in the caller's transaction. */
async function sendVerificationMail(
  deps: ModuleDeps,
  tx: Executor,
  recipient: { userId: number; email: string; name: string; language: Language },
): Promise<void> {
  const token = await createActionToken(tx, {
    userId: recipient.userId,
    kind: 'VERIFY_EMAIL',
    now: deps.now(),
    lifetimeMs: VERIFY_EMAIL_TOKEN_LIFETIME_MS,
  });
  const link = `${deps.config.publicUrl}/verify/email?${new URLSearchParams({ activationToken: token })}`;
  const mail = renderVerifyEmailMail({ name: recipient.name, link, language: recipient.language });
  await deps.mailer.enqueue(
    { kind: 'verify-email', to: recipient.email, userId: recipient.userId, ...mail },
    tx,
  );
}
