import { describe, expect, it } from 'vitest';
import { statementName } from './prepared';

describe('statementName', () => {
  it('keeps one name per text, and a changed text gets another', () => {
    const first = statementName('create_order', 'select 1');
    expect(statementName('create_order', 'select 1')).toBe(first);
    expect(first).toMatch(/^create_order_[0-9a-f]{12}$/);
    expect(statementName('create_order', 'select 2')).not.toBe(first);
  });
});
