import { type RouteMeta, rolesAllow } from '@store/domain/public';
import { type AuthRecord, isValidLogin, rolesOf } from '../auth/auth-storage';

export type GuardDecision = { kind: 'allow' } | { kind: 'signin' } | { kind: 'home' };

/**
 * Route guards of spec 000 §4: login-required routes need a valid login (else clear it and sign
 * in), named roles need one of them held (else Home), guest routes with a valid login go Home,
 * and any error in the guard goes Home.
 */
export function decideGuard(meta: RouteMeta, auth: AuthRecord | null, now = Date.now()): GuardDecision {
  try {
    if (meta.auth === 'guest') return isValidLogin(auth, now) ? { kind: 'home' } : { kind: 'allow' };
    if (meta.auth === true && !isValidLogin(auth, now)) return { kind: 'signin' };
    if (meta.roles.length > 0 && !rolesAllow(meta, rolesOf(auth))) return { kind: 'home' };
    return { kind: 'allow' };
  } catch {
    return { kind: 'home' };
  }
}

export { safeReturnUrl } from './return-url';
