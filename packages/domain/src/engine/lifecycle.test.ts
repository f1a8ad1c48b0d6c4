import { describe, expect, it } from 'vitest';
import { allowedActions, canTransition, type LifecycleDef, lockedBy } from './lifecycle.js';

type Cheque = { isDelivered: boolean; isPaid: boolean; isRevoked: boolean; usedByPayment: boolean };

const cheque: LifecycleDef<Cheque> = {
  state: (c) => (c.isRevoked ? 'revoked' : c.isPaid ? 'paid' : c.isDelivered ? 'delivered' : 'new'),
  actions: {
    deliver: { from: ['new'], error: 'cheque.invalid', apply: () => ({ isDelivered: true }) },
    pay: { from: ['delivered'], error: 'cheque.invalid', apply: () => ({ isPaid: true }) },
    revoke: {
      from: ['new', 'delivered'],
      error: 'cheque.invalid',
      apply: () => ({ isRevoked: true }),
      guard: (c) => (c.usedByPayment ? 'cheque.usedbypayment' : null),
    },
  },
  locked: { states: ['paid', 'revoked'], error: 'cheque.locked' },
};

const fresh: Cheque = { isDelivered: false, isPaid: false, isRevoked: false, usedByPayment: false };

describe('canTransition', () => {
  it('allows an action only from its listed states', () => {
    expect(canTransition(cheque, fresh, 'deliver')).toEqual({ ok: true });
    expect(canTransition(cheque, fresh, 'pay')).toEqual({ ok: false, code: 'cheque.invalid' });
  });

  it('applies the extra guard after the state table', () => {
    expect(canTransition(cheque, { ...fresh, usedByPayment: true }, 'revoke')).toEqual({ ok: false, code: 'cheque.usedbypayment' });
  });

  it('refuses an undeclared action', () => {
    expect(canTransition(cheque, fresh, 'explode')).toEqual({ ok: false, code: 'common.error.unknownaction' });
  });

  it('lists the allowed actions and the lock', () => {
    expect(allowedActions(cheque, fresh)).toEqual(['deliver', 'revoke']);
    expect(allowedActions(cheque, { ...fresh, isDelivered: true, isPaid: true })).toEqual([]);
    expect(lockedBy(cheque, { ...fresh, isDelivered: true, isPaid: true })).toBe('cheque.locked');
    expect(lockedBy(cheque, fresh)).toBeNull();
  });
});
