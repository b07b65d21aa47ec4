/**
 * Account rules (docs/PRODUCT.md#input-rules), one definition for server and web. Messages are catalogue codes
 * (errors.ts), which the server answers with and the web translates as errors.{code}.
 */
import { z } from 'zod';
import type { ErrorCode } from '@/domain/errors';
import { LanguageSchema, ThemeSchema } from '@/domain/shared/enums';
import { canonicalIntegerText, IdSchema, MAX_DB_ID } from '@/domain/shared/ids';
import { userText } from '@/domain/shared/text';

export const PASSWORD_MIN_LENGTH = 8;
export const DEFAULT_PHONE_PREFIX = '+381';

// A general pattern (docs/PRODUCT.md#input-rules): something@something.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const EmailSchema = userText({ max: 254, required: true, tooLong: 'invalidEmailInput' })
  .regex(EMAIL_PATTERN, 'invalidEmailInput')
  .transform((email) => email.toLowerCase());

export const PasswordSchema = z
  .string({ error: 'common.requiredField' })
  .min(1, 'common.requiredField')
  .min(PASSWORD_MIN_LENGTH, 'passwordLength')
  .max(128, 'passwordLength')
  .regex(/^\w+$/, 'passwordAlphanumeric');

/** Phone with country prefix (default +381), digits only after it; spaces, dashes and brackets are dropped. */
export const PhoneSchema = userText({ max: 40, required: true, tooLong: 'invalidPhone' })
  .transform((phone) => phone.replace(/[\s\-()/]/g, ''))
  .pipe(z.string().regex(/^\+\d{6,15}$/, 'invalidPhone'));

export const NAME_MAX_LENGTH = 120;

/** A person's, station's, supplier's, article's or category's name (required: docs/PRODUCT.md#required-fields). */
export const NameSchema = userText({ max: NAME_MAX_LENGTH, required: true });

export const LoginSchema = z.object({
  username: EmailSchema,
  password: z
    .string({ error: 'common.requiredField' })
    .min(1, 'common.requiredField')
    .max(128, 'unauthorized'),
  /**
   * "remember me" (decision 0003): true (or left out, as older clients do) keeps the login 30 days; false gives it only
   * session-length refresh tokens (decision 0003).
   */
  remember: z.boolean({ error: 'invalidInput' }).default(true),
});
export type LoginInput = z.input<typeof LoginSchema>;

export const RegisterSchema = z
  .object({
    email: EmailSchema,
    username: NameSchema,
    password: PasswordSchema,
    passwordRepeat: z.string({ error: 'common.requiredField' }).min(1, 'common.requiredField'),
    phone: PhoneSchema,
    selectedLanguage: LanguageSchema,
  })
  .refine((data) => data.password === data.passwordRepeat, {
    message: 'passwordMissmatch',
    path: ['passwordRepeat'],
  });
export type RegisterInput = z.input<typeof RegisterSchema>;

export const CheckEmailSchema = z.object({ email: EmailSchema });

export const ResendVerificationSchema = z.object({ email: EmailSchema });

export const RequestResetQuerySchema = z.object({ email: EmailSchema });

/** A token from a mailed link or a session: opaque, compared exactly; anything malformed is simply not one. */
export const tokenText = (code: ErrorCode) =>
  userText({ max: 200, keepSpaces: true, typeError: code, tooLong: code }).min(1, code);

/** GET /verify/email?activationToken (docs/PRODUCT.md#api-accounts): the token of the verification mail. */
export const ActivationQuerySchema = z.object({ activationToken: tokenText('invalid_or_expired_token') });

export const ResetPasswordSchema = z.object({
  /** The link's id: the web sends it as a number; its text form is accepted only in canonical digits. */
  userId: z.union([IdSchema, canonicalIntegerText(MAX_DB_ID)], { error: 'invalid_or_expired_token' }),
  token: tokenText('invalid_or_expired_token'),
  password: PasswordSchema,
});

/** The web's reset form: both fields required and equal (docs/PRODUCT.md#required-fields). */
export const ResetPasswordFormSchema = z
  .object({ password: PasswordSchema, passwordRepeat: z.string().min(1, 'common.requiredField') })
  .refine((data) => data.password === data.passwordRepeat, {
    message: 'passwordMissmatch',
    path: ['passwordRepeat'],
  });

export const RefreshTokenSchema = z.object({
  refresh_token: tokenText('invalid_token'),
});

export const ProfileEditSchema = z.object({
  name: NameSchema,
  phone: PhoneSchema,
  language: LanguageSchema,
  theme: ThemeSchema,
});
export type ProfileEditInput = z.input<typeof ProfileEditSchema>;

export const ChangePasswordSchema = z
  .object({
    oldPassword: z
      .string({ error: 'common.requiredField' })
      .min(1, 'common.requiredField')
      .max(128, 'wrong_password'),
    newPassword: PasswordSchema,
    confirmPassword: z.string({ error: 'common.requiredField' }).min(1, 'common.requiredField'),
  })
  .refine((data) => data.newPassword === data.confirmPassword, {
    message: 'passwordMissmatch',
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.input<typeof ChangePasswordSchema>;
