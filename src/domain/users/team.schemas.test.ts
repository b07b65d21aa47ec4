import { describe, expect, it } from 'vitest';
import { InviteTokenSchema, InviteUserSchema, RegisterInviteSchema } from './team.schemas';

const codes = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

const valid = {
  token: 'abc',
  name: ' Nina ',
  surname: 'Novak',
  password: 'Lozinka123',
  passwordRepeat: 'Lozinka123',
  phone: '+381 64 123 4567',
};

describe('the accept-invite registration (/acceptInvite: docs/PRODUCT.md#accept-invite, #invitations)', () => {
  it('accepts the form, trimming the names and compacting the phone', () => {
    expect(RegisterInviteSchema.parse(valid)).toMatchObject({ name: 'Nina', phone: '+381641234567' });
  });

  it('requires every field', () => {
    const result = RegisterInviteSchema.safeParse({ ...valid, name: '', surname: '   ', phone: '' });
    expect(codes(result)).toEqual(
      expect.arrayContaining([
        ['name', 'common.requiredField'],
        ['surname', 'common.requiredField'],
      ]),
    );
  });

  it('refuses different passwords under the repeat field', () => {
    const result = RegisterInviteSchema.safeParse({ ...valid, passwordRepeat: 'Drugacija123' });
    expect(codes(result)).toEqual([['passwordRepeat', 'passwordMissmatch']]);
  });

  it('reads a missing or oversized token as a spent link', () => {
    expect(codes(InviteTokenSchema.safeParse({ token: '' }))).toEqual([
      ['token', 'invalid_or_expired_token'],
    ]);
    expect(codes(InviteTokenSchema.safeParse({ token: 'x'.repeat(201) }))).toEqual([
      ['token', 'invalid_or_expired_token'],
    ]);
  });
});

describe('the invitation (invite payload: docs/PRODUCT.md#data-invite)', () => {
  it('lower-cases the address and needs whole positive ids', () => {
    expect(InviteUserSchema.parse({ email: 'Ana@Example.RS', restaurantId: 3, userId: 7 })).toEqual({
      email: 'ana@example.rs',
      restaurantId: 3,
      userId: 7,
    });
    expect(codes(InviteUserSchema.safeParse({ email: 'ana', restaurantId: 0, userId: 1.5 }))).toEqual([
      ['email', 'invalidEmailInput'],
      ['restaurantId', 'invalidInput'],
      ['userId', 'invalidInput'],
    ]);
  });
});
