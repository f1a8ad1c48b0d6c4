import { describe, expect, it } from 'vitest';
import { changedFields, contactFormat, identityPasses, nationalCodeState, outcomeOf } from './customer-wizard-rules';

describe('the customer wizard’s identity step', () => {
  it('says a contact’s format is wrong only once it is longer than 8 characters, and takes Persian digits', () => {
    expect(contactFormat('mobile', '+98912')).toEqual({ valid: false, showError: false });
    expect(contactFormat('mobile', '+9891234')).toEqual({ valid: false, showError: false });
    expect(contactFormat('mobile', '+98912345')).toEqual({ valid: false, showError: true });
    expect(contactFormat('mobile', '+۹۸۹۱۲۳۴۵۶۷۸۹').valid).toBe(true);
    expect(contactFormat('email', 'sara@shop')).toEqual({ valid: false, showError: true });
    expect(contactFormat('email', 'sara@shop.ir')).toEqual({ valid: true, showError: false });
  });

  it('judges what a check found by the mode', () => {
    expect(outcomeOf('create', null, null)).toBe('free');
    expect(outcomeOf('create', 7, null)).toBe('taken');
    expect(outcomeOf('edit', 7, 7)).toBe('self');
    expect(outcomeOf('edit', 8, 7)).toBe('taken');
    expect(outcomeOf('delete', 7, 7)).toBe('self');
  });

  it('goes on only after every typed contact was checked as it now reads, with an outcome the mode accepts', () => {
    const free = { value: 'sara@shop.ir', outcome: 'free' as const, found: null };
    expect(identityPasses('create', { email: 'sara@shop.ir' }, {})).toBe(false);
    expect(identityPasses('create', { email: 'sara@shop.ir' }, { email: free })).toBe(true);
    // Changed after the check: check again.
    expect(identityPasses('create', { email: 'sara2@shop.ir' }, { email: free })).toBe(false);
    // A second contact typed and not checked.
    expect(identityPasses('create', { email: 'sara@shop.ir', mobile: '+989123456789' }, { email: free })).toBe(false);
    expect(identityPasses('create', {}, {})).toBe(false);
    const self = { value: 'sara@shop.ir', outcome: 'self' as const, found: { id: 7, name: 'sara' } };
    expect(identityPasses('create', { email: 'sara@shop.ir' }, { email: { ...self, outcome: 'taken' } })).toBe(false);
    expect(identityPasses('edit', { email: 'sara@shop.ir' }, { email: self })).toBe(true);
    expect(identityPasses('delete', { email: 'sara@shop.ir' }, { email: self })).toBe(true);
    expect(identityPasses('delete', { email: 'sara@shop.ir' }, { email: free })).toBe(false);
    // A customer who never had a contact: nothing to check.
    expect(identityPasses('edit', {}, {}, { email: null, mobile: null })).toBe(true);
    expect(identityPasses('edit', {}, {}, { email: 'old@shop.ir' })).toBe(false);
  });
});

describe('the personal step', () => {
  it('lets an empty, unchanged or verified national code go on, and asks a changed one to be verified', () => {
    expect(nationalCodeState('', '0013542419', null)).toBe('ok');
    expect(nationalCodeState('0013542419', '0013542419', null)).toBe('ok');
    expect(nationalCodeState('۰۰۸۴۵۷۵۹۴۸', null, null)).toBe('unverified');
    expect(nationalCodeState('0084575948', null, '0084575948')).toBe('ok');
    expect(nationalCodeState('0084575949', null, null)).toBe('invalid');
  });

  it('sends only what changed, empty text as null', () => {
    expect(changedFields({ firstName: 'Sara', lastName: null, gender: '2' }, { firstName: 'Sara', lastName: ' ', gender: '1' })).toEqual({
      gender: '1',
    });
    expect(changedFields({ firstName: 'Sara' }, { firstName: '' })).toEqual({ firstName: null });
  });
});
