import { fail } from '@store/domain';
import type { FastifyRequest } from 'fastify';

/** The signed-in caller making a change to their own account. */
export interface AccountSession {
  customerId: number;
  sessionId: string;
  username: string;
}

/** The signed-in caller of a `user` route, as the account services take it. */
export function accountSession(request: FastifyRequest): AccountSession {
  const claims = request.claims;
  if (!claims) throw fail('common.error.signinfirst');
  return { customerId: claims.sub, sessionId: claims.sid, username: claims.username };
}
