import { ACCESS_LEVELS, type AccessLevel, grantableLevel } from '../engine/access.js';
import { defineEntity, type EntityDef } from '../engine/entity.js';
import { f, type JoinDef } from '../engine/field.js';

/** Which customers hold which roles: the join behind `Customer.roleIds` (entities/customers.ts). */
export const CUSTOMER_ROLES: JoinDef = { table: 'customer_roles', row: 'customer_id', ref: 'role_id' };

/** Names of every entity that security accesses can refer to; filled in by entities/index.ts. */
export const SECURED_ENTITY_NAMES: string[] = [];
const securedEntities = new Map<string, EntityDef>();

/**
 * Makes entities securable: the product's (entities/index.ts) and those mounted besides them (the
 * engine's fixtures). Call it before any schema of SecurityAccess is built (the app does, first thing).
 */
export function addSecuredEntities(defs: readonly EntityDef[]): void {
  for (const def of defs) {
    if (!SECURED_ENTITY_NAMES.includes(def.name)) SECURED_ENTITY_NAMES.push(def.name);
    securedEntities.set(def.name, def);
  }
}

/**
 * A level that may not be given on an entity (`grantableLevel`: Edit Owner where an owner's
 * writes would reveal other people's values of a store-wide unique key) refuses the access.
 */
function grantable(input: Record<string, unknown>): Record<string, string> | null {
  const entity = securedEntities.get(String(input.entityName));
  if (!entity || grantableLevel(entity, input.accessType as AccessLevel)) return null;
  return { accessType: 'securityaccess.error.editownerunique' };
}

/** A customer role (spec 001 §3 role). `administrators` and `authenticated` are system roles. */
export const Role = defineEntity({
  name: 'Role',
  resource: 'Roles',
  table: 'roles',
  area: 'identity',
  route: 'Customers/Role',
  icon: 'SafetyCertificateOutlined',
  adminOnly: true,
  recentConfirmation: true,
  fields: {
    name: f.text({ required: true, min: 3, max: 100, filterable: true, sortable: true }),
    systemName: f.text({ required: true, max: 100, filterable: true, sortable: true }),
    freeShipping: f.boolean({ default: false, filterable: true }),
    taxExempt: f.boolean({ default: false, filterable: true }),
    active: f.boolean({ default: true, filterable: true, sortable: true }),
    systemRole: f.boolean({ readOnly: true, default: false, filterable: true }),
    requireTwoFactor: f.boolean({ default: false, filterable: true }),
    // Stores the role's rights are limited to (as Vendure's roles to channels); none: every store.
    storeIds: f.refs('Stores', { filterable: true }),
  },
  titleField: 'name',
  listColumns: ['name', 'systemName', 'active', 'systemRole', 'requireTwoFactor', 'storeIds'],
  defaultSort: 'name',
  unique: [{ fields: ['systemName'], code: 'role.error.systemnameexists', caseInsensitive: true }],
  guards: {
    // A system role keeps its system name, stays on and stays installation-wide (limiting or
    // switching off `administrators` would leave nobody able to undo it); it cannot be deleted.
    update: (row, changes) => {
      if (!row.systemRole) return null;
      const renamed = changes.systemName !== undefined && String(changes.systemName).toLowerCase() !== String(row.systemName).toLowerCase();
      const switchedOff = changes.active === false;
      const limited = Array.isArray(changes.storeIds) && changes.storeIds.length > 0;
      return renamed || switchedOff || limited ? 'role.error.systemrole' : null;
    },
    remove: (row) => (row.systemRole ? 'role.error.systemrole' : null),
  },
});

/** One role's access level to one entity (spec 001 §3 securityaccess). */
export const SecurityAccess = defineEntity({
  name: 'SecurityAccess',
  resource: 'SecurityAccesses',
  table: 'security_accesses',
  area: 'identity',
  route: 'Customers/SecurityAccess',
  icon: 'LockOutlined',
  adminOnly: true,
  recentConfirmation: true,
  fields: {
    roleId: f.ref('Roles', { required: true, filterable: true, sortable: true }),
    entityName: f.enum(SECURED_ENTITY_NAMES, { required: true, filterable: true, sortable: true }),
    accessType: f.enum(ACCESS_LEVELS, { required: true, filterable: true, sortable: true }),
  },
  titleField: 'entityName',
  listColumns: ['roleId', 'entityName', 'accessType'],
  defaultSort: 'entityName',
  unique: [{ fields: ['roleId', 'entityName'], code: 'securityaccess.error.exists', caseInsensitive: true }],
  validate: grantable,
});
