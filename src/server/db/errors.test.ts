import { describe, expect, it } from 'vitest';
import { AppError } from '@/domain/errors';
import { databaseErrorToAppError } from './errors';

const pgError = (code: string, constraint?: string) => Object.assign(new Error('pg'), { code, constraint });

describe('database errors caused by a request (decision 0007)', () => {
  it('turns every data exception into 400 invalidInput, found also as the cause of a wrapping error', () => {
    // 22021 a NUL byte in text, 22003 a number out of range, 22008 an impossible date, 22P02 not a number.
    for (const code of ['22021', '22003', '22008', '22P02', '22001', '2201X']) {
      expect(databaseErrorToAppError(pgError(code))).toMatchObject({ code: 'invalidInput', status: 400 });
    }
    const wrapped = new Error('Failed query', { cause: pgError('22021') });
    expect(databaseErrorToAppError(wrapped)).toBeInstanceOf(AppError);
  });

  it('names the taken name of a unique index, and a value too large for an index as bad input', () => {
    expect(databaseErrorToAppError(pgError('23505', 'suppliers_scope_name_uq'))?.code).toBe('sameSupplier');
    expect(databaseErrorToAppError(pgError('23505', 'other_uq'))?.code).toBe('conflict');
    expect(databaseErrorToAppError(pgError('54000'))?.code).toBe('invalidInput');
  });

  it('leaves faults of the server itself alone', () => {
    expect(databaseErrorToAppError(pgError('42P01'))).toBeUndefined();
    expect(databaseErrorToAppError(pgError('08006'))).toBeUndefined();
    expect(databaseErrorToAppError(new TypeError('x'))).toBeUndefined();
  });
});
