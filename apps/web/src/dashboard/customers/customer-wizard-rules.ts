import { emailSchema, isIranianNationalCode, mobileSchema } from '@store/domain';
import { latinDigits } from '../../i18n/digits';

/** The wizard's modes (spec 000 §4): a new customer, a change of one, or one's deletion. */
export type WizardMode = 'create' | 'edit' | 'delete';
export type ContactKind = 'email' | 'mobile';
export const CONTACTS: readonly ContactKind[] = ['email', 'mobile'];

/** Spec 000 §5: mobile and e-mail are format-checked once longer than 8 characters. */
export const CONTACT_CHECK_AFTER = 8;

/** A contact as typed: trimmed, its digits Latin (a mobile typed in Persian digits is the same mobile). */
export const normalContact = (value: string | null | undefined) => latinDigits(value ?? '').trim();

/** Whether a typed contact has its format (the server's own schema), and whether to say it has not. */
export function contactFormat(kind: ContactKind, value: string | null | undefined): { valid: boolean; showError: boolean } {
  const text = normalContact(value);
  const valid = text !== '' && (kind === 'email' ? emailSchema : mobileSchema).safeParse(text).success;
  return { valid, showError: !valid && text.length > CONTACT_CHECK_AFTER };
}

/** What a check of one contact found, for the value it was made with. */
export interface ContactCheck {
  value: string;
  /** free: nobody holds it; self: the customer being edited or deleted; taken: someone else. */
  outcome: 'free' | 'self' | 'taken';
  found: { id: number; name: string } | null;
}

/** The outcome of a check in a mode: who was found against whom the wizard is about. */
export function outcomeOf(mode: WizardMode, foundId: number | null, customerId: number | null): ContactCheck['outcome'] {
  if (foundId === null) return 'free';
  return mode !== 'create' && foundId === customerId ? 'self' : 'taken';
}

/**
 * Whether the identity step lets the admin go on (spec 000 §4: Next only after a successful
 * check). Every contact typed must have been checked as it now reads, with a good outcome: free
 * to create; free or the customer's own to edit; the customer's own to delete (a check that finds
 * nobody there any more means there is nothing of theirs to delete). At least one contact is
 * checked, except for a customer who never had one (a user name only), edited or deleted.
 */
export function identityPasses(
  mode: WizardMode,
  values: Partial<Record<ContactKind, string | null>>,
  checks: Partial<Record<ContactKind, ContactCheck>>,
  original: Partial<Record<ContactKind, string | null>> = {},
): boolean {
  const typed = CONTACTS.filter((kind) => normalContact(values[kind]) !== '');
  if (typed.length === 0) return mode !== 'create' && CONTACTS.every((kind) => normalContact(original[kind]) === '');
  const good: ReadonlySet<ContactCheck['outcome']> = new Set(mode === 'create' ? ['free'] : mode === 'edit' ? ['free', 'self'] : ['self']);
  return typed.every((kind) => {
    const check = checks[kind];
    return check !== undefined && check.value === normalContact(values[kind]) && good.has(check.outcome);
  });
}

/**
 * Whether the national code may go on as typed (spec 000 §5: a changed national code is verified
 * first): empty, unchanged, or the one last verified; `invalid` when it fails the check digit here already.
 */
export function nationalCodeState(
  value: string | null | undefined,
  original: string | null | undefined,
  verified: string | null,
): 'ok' | 'unverified' | 'invalid' {
  const code = latinDigits(value ?? '').trim();
  if (code === '' || code === (original ?? '') || code === verified) return 'ok';
  return isIranianNationalCode(code) ? 'unverified' : 'invalid';
}

/** The fields of `values` that differ from `original` (an edit sends only those). Empty text is null. */
export function changedFields(original: Record<string, unknown>, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const now = typeof value === 'string' && value.trim() === '' ? null : (value ?? null);
    if (now !== (original[name] ?? null)) out[name] = now;
  }
  return out;
}
