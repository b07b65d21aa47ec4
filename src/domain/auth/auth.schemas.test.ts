import { describe, expect, it } from 'vitest';
import {
  ChangePasswordSchema,
  EmailSchema,
  PasswordSchema,
  PhoneSchema,
  RegisterSchema,
} from './auth.schemas';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('account rules (docs/PRODUCT.md#input-rules)', () => {
  it('lower-cases e-mail addresses and rejects malformed ones with invalidEmailInput', () => {
    expect(EmailSchema.parse('  Ana@Example.COM ')).toBe('ana@example.com');
    expect(firstMessage(EmailSchema.safeParse('ana@'))).toBe('invalidEmailInput');
    expect(firstMessage(EmailSchema.safeParse(''))).toBe('common.requiredField');
  });

  it('needs passwords of 8+ letters, digits or underscores', () => {
    expect(PasswordSchema.safeParse('Demo_1234').success).toBe(true);
    expect(firstMessage(PasswordSchema.safeParse('Ab_1'))).toBe('passwordLength');
    expect(firstMessage(PasswordSchema.safeParse('Demo-1234'))).toBe('passwordAlphanumeric');
    expect(firstMessage(PasswordSchema.safeParse(''))).toBe('common.requiredField');
  });

  it('keeps phone numbers as + and digits', () => {
    expect(PhoneSchema.parse('+381 64 123-4567')).toBe('+381641234567');
    expect(firstMessage(PhoneSchema.safeParse('0641234567'))).toBe('invalidPhone');
  });

  it('refuses a registration whose passwords differ, on the repeat field', () => {
    const result = RegisterSchema.safeParse({
      email: 'a@b.rs',
      username: 'Ana',
      password: 'Demo_1234',
      passwordRepeat: 'Demo_12345',
      phone: '+381641234567',
      selectedLanguage: 'ser',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ message: 'passwordMissmatch', path: ['passwordRepeat'] });
  });

  it('requires the new password twice when changing it', () => {
    const result = ChangePasswordSchema.safeParse({
      oldPassword: 'x',
      newPassword: 'Demo_1234',
      confirmPassword: 'Demo_4321',
    });
    expect(firstMessage(result)).toBe('passwordMissmatch');
  });
});
