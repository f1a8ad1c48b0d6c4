import type { AccessLevel } from '@store/domain';
import { api } from '../../api/api-client';
import type { EffectiveAccess } from './my-access';

/** `GET /api/CustomerRoles/getEntities`: what a security access can name, with the levels each may be given. */
export interface SecuredEntity {
  name: string;
  resource: string;
  area: string;
  /** Empty where only administrators reach the entity. */
  levels: AccessLevel[];
  signedInRead: boolean;
}

export interface RoleAccess {
  id: number;
  roleId: number;
  entityName: string;
  accessType: AccessLevel;
}

export const accessMatrixApi = {
  entities: async (signal?: AbortSignal) =>
    (await api<{ data: SecuredEntity[] }>('GET', '/api/CustomerRoles/getEntities', signal ? { signal } : {})).data,
  accessesOf: async (roleId: number, signal?: AbortSignal) =>
    (
      await api<{ data: RoleAccess[] }>('GET', '/api/CustomerRoles/getSecurityAccessById', {
        query: { id: roleId },
        ...(signal ? { signal } : {}),
      })
    ).data,
  /** A power change: the API client asks for the password when the confirmation has lapsed, then sends it again. */
  save: async (roleId: number, entityName: string, accessType: AccessLevel) =>
    (await api<{ data: RoleAccess }>('POST', '/api/CustomerRoles/saveSecurityAccess', { body: { roleId, entityName, accessType } })).data,
  remove: (id: number) => api<{ data: { id: number } }>('DELETE', '/api/CustomerRoles/deleteSecurityAccess', { query: { id } }),
  effective: async (customerId: number, signal?: AbortSignal) =>
    (
      await api<{ data: EffectiveAccess }>('GET', '/api/CustomerRoles/getEffectiveAccess', {
        query: { customerId },
        ...(signal ? { signal } : {}),
      })
    ).data,
};
