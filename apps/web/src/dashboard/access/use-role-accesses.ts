import type { AccessLevel } from '@store/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { useNotify } from '../../components/use-notify';
import { useTranslation } from '../../i18n/use-translation';
import { accessMatrixApi } from './access-matrix-api';
import { MY_ACCESS_KEY } from './my-access';

export type Choice = AccessLevel | 'none';

/** One row of the matrix: the level chosen, the access row behind it, and where its saving is. */
export interface RowState {
  choice: Choice;
  id: number | null;
  status: 'idle' | 'saving' | 'saved';
}

export const EFFECTIVE_KEY = 'effective-access';

/** The message of a refusal: a field's own (Edit Owner refused on an entity, a role gone meanwhile) before the envelope's. */
const refusal = (error: unknown) => (error instanceof ApiError ? Object.values(error.body.fields ?? {})[0] : undefined);

/**
 * A role's security accesses as matrix rows, each saved the moment it is chosen: a level is
 * `saveSecurityAccess` (replacing the one held), "none" is `deleteSecurityAccess`. While a row
 * saves it says so, then "saved"; a refusal puts the old choice back under a toast with the
 * server's message (a password confirmation given up has said so already).
 */
export function useRoleAccesses(roleId: number | undefined) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const held = useQuery({
    queryKey: ['role-accesses', roleId],
    queryFn: ({ signal }) => accessMatrixApi.accessesOf(roleId ?? 0, signal),
    enabled: roleId !== undefined,
  });
  const [rows, setRows] = useState<Record<string, RowState>>({});
  useEffect(() => {
    const next: Record<string, RowState> = {};
    for (const access of held.data ?? []) next[access.entityName] = { choice: access.accessType, id: access.id, status: 'idle' };
    setRows(next);
  }, [held.data]);

  const rowOf = (entityName: string): RowState => rows[entityName] ?? { choice: 'none', id: null, status: 'idle' };
  const put = (entityName: string, state: RowState) => setRows((all) => ({ ...all, [entityName]: state }));

  async function choose(entityName: string, choice: Choice) {
    if (roleId === undefined) return;
    const before = rowOf(entityName);
    if (choice === before.choice) return;
    put(entityName, { ...before, choice, status: 'saving' });
    try {
      if (choice === 'none') {
        if (before.id !== null) await accessMatrixApi.remove(before.id);
        put(entityName, { choice, id: null, status: 'saved' });
      } else {
        const saved = await accessMatrixApi.save(roleId, entityName, choice);
        put(entityName, { choice: saved.accessType, id: saved.id, status: 'saved' });
      }
      // What people may do changed: the effective rights shown beside, and the user's own menu.
      void queryClient.invalidateQueries({ queryKey: [EFFECTIVE_KEY] });
      void queryClient.invalidateQueries({ queryKey: MY_ACCESS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['role-accesses', roleId], refetchType: 'none' });
    } catch (error) {
      put(entityName, { ...before, status: 'idle' });
      const field = refusal(error);
      if (field) notify.error(new Error(field), t('common.error.title'));
      else notify.error(error);
    }
  }

  return { loading: held.isPending, failed: held.isError, rowOf, choose };
}
