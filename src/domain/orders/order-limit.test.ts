import { describe, expect, it } from 'vitest';
import {
  approvalNeeded,
  approvalState,
  canApproveOrder,
  canRequestApproval,
  OrderLimitSchema,
  sendCeiling,
} from './order-limit';

describe('OrderLimitSchema', () => {
  it.each([
    ['5000', '5000.00'],
    ['1234,5', '1234.50'],
    ['0', '0.00'],
    [12.25, '12.25'],
    ['', null],
    ['  ', null],
    [null, null],
  ])('reads %j as %j', (input, expected) => {
    expect(OrderLimitSchema.parse(input)).toBe(expected);
  });

  it.each(['-1', '1000000000', 'abc', '1.234', '1,2,3', -5])('refuses %j with invalidOrderLimit', (input) => {
    const result = OrderLimitSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('invalidOrderLimit');
  });
});

describe('approvalNeeded and approvalState', () => {
  const over = { total: '6000.00', creatorLimit: '5000.00', latest: null };

  it('leaves orders without prices, creators without a limit and totals within the limit free', () => {
    expect(approvalNeeded({ ...over, total: null })).toBe(false);
    expect(approvalNeeded({ ...over, creatorLimit: null })).toBe(false);
    expect(approvalNeeded({ ...over, total: '5000.00' })).toBe(false);
    expect(approvalState({ ...over, total: null })).toBe('free');
  });

  it('needs an approval above the limit until one covers the total', () => {
    expect(approvalNeeded(over)).toBe(true);
    expect(approvalState(over)).toBe('needed');
    expect(approvalState({ ...over, latest: { action: 'REQUESTED', basis: '6000.00' } })).toBe('requested');
    expect(approvalState({ ...over, latest: { action: 'RETURNED', basis: '6000.00' } })).toBe('returned');
    const approved = { ...over, latest: { action: 'APPROVED' as const, basis: '6000.00' } };
    expect(approvalNeeded(approved)).toBe(false);
    expect(approvalState(approved)).toBe('approved');
  });

  it('clears an approval when the total grows above what was approved, not when it shrinks', () => {
    const latest = { action: 'APPROVED' as const, basis: '6000.00' };
    expect(approvalNeeded({ ...over, total: '6000.01', latest })).toBe(true);
    expect(approvalState({ ...over, total: '6000.01', latest })).toBe('cleared');
    expect(approvalState({ ...over, total: '5500', latest })).toBe('approved');
  });

  it('compares totals beyond one price bound exactly', () => {
    expect(approvalNeeded({ total: '12345678901.01', creatorLimit: '12345678901', latest: null })).toBe(true);
  });

  it('lets one ask while nobody was asked, after a return and after a cleared approval', () => {
    expect(canRequestApproval('needed')).toBe(true);
    expect(canRequestApproval('returned')).toBe(true);
    expect(canRequestApproval('cleared')).toBe(true);
    expect(canRequestApproval('requested')).toBe(false);
    expect(canRequestApproval('free')).toBe(false);
  });
});

describe('canApproveOrder', () => {
  it('lets admins and people whose limit covers the total approve', () => {
    expect(canApproveOrder({ role: 'ROLE_ADMIN', limit: null, total: '6000.00' })).toBe(true);
    expect(canApproveOrder({ role: 'ROLE_USER', limit: '10000.00', total: '6000.00' })).toBe(true);
    expect(canApproveOrder({ role: 'ROLE_USER', limit: '5000.00', total: '6000.00' })).toBe(false);
    expect(canApproveOrder({ role: 'ROLE_USER', limit: null, total: '6000.00' })).toBe(false);
  });
});

describe('sendCeiling', () => {
  const base = { role: 'ROLE_USER' as const, callerLimit: null, creatorLimit: '5000.00', latest: null };

  it('binds nobody when the creator has no limit, and never an admin', () => {
    expect(sendCeiling({ ...base, creatorLimit: null })).toBeNull();
    expect(sendCeiling({ ...base, role: 'ROLE_ADMIN' })).toBeNull();
  });

  it('is the highest of the creator limit, the approved total and the caller limit', () => {
    expect(sendCeiling(base)).toBe('5000.00');
    expect(sendCeiling({ ...base, latest: { action: 'APPROVED', basis: '7000.00' } })).toBe('7000.00');
    expect(sendCeiling({ ...base, latest: { action: 'RETURNED', basis: '7000.00' } })).toBe('5000.00');
    expect(sendCeiling({ ...base, callerLimit: '9000.00' })).toBe('9000.00');
  });
});
