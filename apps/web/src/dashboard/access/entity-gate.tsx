import type { EntityDef, Operation } from '@store/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '../../ui/spinner';
import { useEntityRight } from './my-access';

/** The right each generic screen needs (the operation its first call makes). */
const SCREEN_NEEDS: Record<string, Operation> = { List: 'list', Create: 'create', Update: 'view' };

/**
 * An entity screen opens for whoever holds the right its first call needs (spec 000 §4: a missing
 * role goes Home). The route itself asks a login only where a security access can open the entity
 * (`routes.ts`); administrators hold every right, and the server refuses anyone else regardless.
 */
export function EntityGate({ entity, screen, children }: { entity: EntityDef; screen: string; children: ReactNode }) {
  const right = useEntityRight();
  const scope = right(entity, SCREEN_NEEDS[screen] ?? 'view');
  if (scope === undefined) return <Spinner />;
  // A screen of an entity every signed-in user reads shows the rows; its writes are hidden (use-read-only.ts).
  if (scope === 'none') return <Navigate to="/" replace />;
  return children;
}
