import type { EntityDef, Operation, Rights, Scope } from '@store/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/api-client';
import { isAdmin } from '../../auth/auth-storage';
import { useAuth } from '../../auth/use-auth';

/** `GET /api/Authentication/getMyAccess` and `GET /api/CustomerRoles/getEffectiveAccess`: a person's rights per entity in this store. */
export interface EffectiveAccess {
  isAdmin: boolean;
  storeId: number;
  roles: { id: number; name: string; systemName: string; active: boolean; storeIds: number[]; counts: boolean }[];
  entities: { name: string; rights: Rights }[];
}

export const MY_ACCESS_KEY = ['my-access'] as const;

/** The signed-in user's own rights (kept a minute; dropped with every other answer when the user changes). */
export function useMyAccess() {
  const auth = useAuth();
  return useQuery({
    queryKey: MY_ACCESS_KEY,
    queryFn: async ({ signal }) => (await api<{ data: EffectiveAccess }>('GET', '/api/Authentication/getMyAccess', { signal })).data,
    enabled: Boolean(auth),
    staleTime: 60_000,
  });
}

/**
 * The scope the signed-in user has for `operation` on `entity`: everything for an administrator
 * (their roles say so at once), else what the server answered — `undefined` while it is read.
 */
export function useEntityRight(): (entity: Pick<EntityDef, 'name'>, operation: Operation) => Scope | undefined {
  const auth = useAuth();
  const { data } = useMyAccess();
  const admin = isAdmin(auth);
  return (entity, operation) => {
    if (admin) return 'all';
    if (!data) return undefined;
    return data.entities.find((e) => e.name === entity.name)?.rights[operation] ?? 'none';
  };
}

/**
 * Whether the menu lists an entity for the signed-in user: one of their roles holds at least
 * List on it (administrators: every entity; while the rights are read, the entities every
 * signed-in user reads).
 */
export function useListsInMenu(): (entity: EntityDef) => boolean {
  const right = useEntityRight();
  return (entity) => {
    const scope = right(entity, 'list');
    return scope === undefined ? Boolean(entity.signedInRead) : scope !== 'none';
  };
}
