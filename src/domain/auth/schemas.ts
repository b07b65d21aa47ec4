/**
 * Account rules of SPEC §5, one definition for server and web. Messages are catalogue codes (errors.ts), which
 * the server answers with and the web translates as errors.{code}.
 */
import { z } from 'zod';
import { LanguageSchema, ThemeSchema } from '../shared/enums';

export const PASSWORD_MIN_LENGTH = 8;
export const DEFAULT_PHONE_PREFIX = '+381';

const required = (schema: z.ZodString = z.string({ error: 'common.requiredField' })) =>
  schema.trim().min(1, 'common.requiredField');

// A general pattern (SPEC §5): something@something.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const EmailSchema = required()
  .max(254, 'invalidEmailInput')
  .regex(EMAIL_PATTERN, 'invalidEmailInput')
  .transform((email) => email.toLowerCase());

export const PasswordSchema = z
  .string({ error: 'common.requiredField' })
  .min(1, 'common.requiredField')
  .min(PASSWORD_MIN_LENGTH, 'passwordLength')
  .max(128, 'passwordLength')
  .regex(/^\w+$/, 'passwordAlphanumeric');

/** Phone with country prefix (default +381), digits only after it; spaces, dashes and brackets are dropped. */
export const PhoneSchema = required()
  .transform((phone) => phone.replace(/[\s\-()/]/g, ''))
  .pipe(z.string().regex(/^\+\d{6,15}$/, 'invalidPhone'));

export const NameSchema = required().pipe(z.string().max(120, 'invalidInput'));

export const LoginSchema = z.object({
  username: EmailSchema,
  password: z
    .string({ error: 'common.requiredField' })
    .min(1, 'common.requiredField')
    .max(128, 'unauthorized'),
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

export const ResetPasswordSchema = z.object({
  userId: z.coerce
    .number({ error: 'invalid_or_expired_token' })
    .int('invalid_or_expired_token')
    .positive('invalid_or_expired_token'),
  token: z
    .string({ error: 'invalid_or_expired_token' })
    .min(1, 'invalid_or_expired_token')
    .max(200, 'invalid_or_expired_token'),
  password: PasswordSchema,
});

/** The web's reset form: both fields required and equal (SPEC §5). */
export const ResetPasswordFormSchema = z
  .object({ password: PasswordSchema, passwordRepeat: z.string().min(1, 'common.requiredField') })
  .refine((data) => data.password === data.passwordRepeat, {
    message: 'passwordMissmatch',
    path: ['passwordRepeat'],
  });

export const RefreshTokenSchema = z.object({
  refresh_token: z.string({ error: 'invalid_token' }).min(1, 'invalid_token').max(200, 'invalid_token'),
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

/** GET /verify/email?activationToken=…: the token from the verification mail. */
export const VerifyEmailQuerySchema = z.object({
  activationToken: z
    .string({ error: 'invalid_or_expired_token' })
    .min(1, 'invalid_or_expired_token')
    .max(200, 'invalid_or_expired_token'),
});
