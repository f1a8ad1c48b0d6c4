import { createHash, randomBytes } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';

/** Lifetime of an access token; the refresh token (its own issue) renews it. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_DAYS = 30;

export interface AccessClaims {
  /** Customer id. */
  sub: number;
  /** Session id: revoking the session revokes the token. */
  sid: string;
  username: string;
  roles: string[];
  /** A guest (anonymous) token: identifies an application's visitor, never a signed-in user. */
  guest?: boolean;
}

export const GUEST_USERNAME = 'guest';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface TokenService {
  sign(claims: AccessClaims): { token: string; expiresAt: Date };
  /** Claims of a well-signed, unexpired token, or null. */
  verify(token: string): AccessClaims | null;
}

export function createTokenService(secret: string): TokenService {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ACCESS_TOKEN_SECONDS * 1000 });
  // A token without an expiry would be good forever: every token we sign has one, so one without is refused.
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], requiredClaims: ['exp'], cache: 1000 });
  return {
    sign(claims) {
      // A random id makes every token distinct, even two issued in the same second.
      const token = signer({ ...claims, jti: randomBytes(9).toString('base64url') });
      return { token, expiresAt: new Date(Date.now() + ACCESS_TOKEN_SECONDS * 1000) };
    },
    verify(token) {
      try {
        const claims = verifier(token) as Partial<AccessClaims>;
        if (typeof claims.sub !== 'number' || typeof claims.sid !== 'string' || !Array.isArray(claims.roles)) return null;
        if (!claims.guest && !UUID.test(claims.sid)) return null;
        return claims as AccessClaims;
      } catch {
        return null;
      }
    },
  };
}

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Refresh tokens are stored hashed: a database leak does not hand out sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
