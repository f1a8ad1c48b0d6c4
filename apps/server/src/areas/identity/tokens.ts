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
}

export interface TokenService {
  sign(claims: AccessClaims): { token: string; expiresAt: Date };
  /** Claims of a well-signed, unexpired token, or null. */
  verify(token: string): AccessClaims | null;
}

export function createTokenService(secret: string): TokenService {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ACCESS_TOKEN_SECONDS * 1000 });
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], cache: 1000 });
  return {
    sign(claims) {
      const token = signer({ ...claims });
      return { token, expiresAt: new Date(Date.now() + ACCESS_TOKEN_SECONDS * 1000) };
    },
    verify(token) {
      try {
        const claims = verifier(token) as Partial<AccessClaims>;
        if (typeof claims.sub !== 'number' || typeof claims.sid !== 'string' || !Array.isArray(claims.roles)) return null;
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
