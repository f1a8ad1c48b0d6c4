import type { EntityDef } from '@store/domain';
import { isAdmin } from '../../auth/auth-storage';
import { useAuth } from '../../auth/use-auth';
import { useEntityRight } from '../access/my-access';

/**
 * Whether the signed-in user may only look at this entity's screens: an administrator-only entity
 * that every signed-in user reads (`signedInRead`: scheduled tasks), seen by someone who is not an
 * administrator, or an entity their security accesses let them read but not create, change or
 * delete. Its screens then offer no create, save or delete (the server would refuse them).
 */
export function useReadOnly(entity: EntityDef): boolean {
  const auth = useAuth();
  const right = useEntityRight();
  if (isAdmin(auth)) return false;
  if (entity.adminOnly && entity.signedInRead) return true;
  return (['create', 'update', 'delete'] as const).every((operation) => right(entity, operation) === 'none');
}
