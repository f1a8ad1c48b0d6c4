/**
 * Where to go right after signing in. The sign-in screen is guest-only, so storing the login
 * makes its guard leave it; the guard then goes here instead of Home (briefly, so a later visit
 * to /Authentication with a valid login still goes Home as spec 000 §4 says).
 */
const VALID_MS = 10_000;
let pending: { to: string; at: number } | null = null;

export function rememberPostSignIn(to: string): void {
  pending = { to, at: Date.now() };
}

export function postSignInTarget(): string | null {
  return pending && Date.now() - pending.at < VALID_MS ? pending.to : null;
}
