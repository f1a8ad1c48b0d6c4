import type { EntityDef } from '@store/domain';
import { isAdmin } from '../../auth/auth-storage';
import { useAuth } from '../../auth/use-auth';

/**
 * Whether the signed-in user may only look at this entity's screens: an administrator-only entity
 * that every signed-in user reads (`signedInRead`: scheduled tasks), seen by someone who is not an
 * administrator. Its screens then offer no create, save or delete (the server would refuse them).
 */
export function useReadOnly(entity: EntityDef): boolean {
  const auth = useAuth();
  return Boolean(entity.adminOnly && entity.signedInRead) && !isAdmin(auth);
}
