import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with its default cost: about 70 ms per hash on this machine.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A real argon2id hash with the default cost, of a password nobody knows. Login verifies against it when the
 * e-mail is unknown, so an unknown e-mail costs the same time as a wrong password and timing reveals nothing.
 */
export const DUMMY_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$jMHVjwuFpRRpKjRr9NaoFw$oN216vibH4I223QVJjoeY8y4h+xCsXQbaivlLNH2TWI';

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789_';

/**
 * A random password within the password rules (letters, digits, underscore; docs/PRODUCT.md#password), for accounts
 * created from the CLI.
 */
export function generatePassword(length = 16): string {
  let password = '';
  for (let i = 0; i < length; i++) password += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return password;
}
