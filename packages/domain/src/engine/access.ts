/**
 * Security access levels (spec 001 §6) and what each allows. A role holds one level per entity;
 * a user holds the union of their roles' levels. Administrators hold every right on every entity.
 * The table below is the single source: the server enforces it, the web shows it, and the
 * authorization matrix test derives its expected answers from it.
 */
export const ACCESS_LEVELS = [
  'AllGrants',
  'ModifyAndDelete',
  'Modify',
  'Create',
  'Update',
  'List',
  'ViewAndPrint',
  'ViewOnly',
  'ViewOwnedOnly',
  'EditOwner',
] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export const OPERATIONS = ['list', 'view', 'print', 'create', 'update', 'delete', 'act'] as const;
export type Operation = (typeof OPERATIONS)[number];

/** Which rows an operation reaches: every row, only rows the user owns, or none. */
export type Scope = 'all' | 'own' | 'none';

const all = (...ops: Operation[]) => Object.fromEntries(ops.map((op) => [op, 'all' as const]));
const own = (...ops: Operation[]) => Object.fromEntries(ops.map((op) => [op, 'own' as const]));

export const ACCESS_RIGHTS: Readonly<Record<AccessLevel, Readonly<Partial<Record<Operation, Scope>>>>> = {
  AllGrants: all('list', 'view', 'print', 'create', 'update', 'delete', 'act'),
  ModifyAndDelete: all('list', 'view', 'print', 'create', 'update', 'delete'),
  Modify: all('list', 'view', 'print', 'create', 'update'),
  Create: all('list', 'view', 'create'),
  Update: all('list', 'view', 'update'),
  List: all('list'),
  ViewAndPrint: all('list', 'view', 'print'),
  ViewOnly: all('list', 'view'),
  ViewOwnedOnly: own('list', 'view'),
  // Creating a row makes you its owner, so an owner-editor may create.
  EditOwner: { ...own('list', 'view', 'print', 'update', 'delete'), create: 'all' },
};

const rank: Record<Scope, number> = { none: 0, own: 1, all: 2 };

/** The scope of one operation for a user holding these levels (the widest wins). */
export function scopeOf(levels: readonly AccessLevel[], operation: Operation): Scope {
  let best: Scope = 'none';
  for (const level of levels) {
    const scope = ACCESS_RIGHTS[level]?.[operation] ?? 'none';
    if (rank[scope] > rank[best]) best = scope;
  }
  return best;
}

/**
 * The scope a non-administrator gets on an entity: none at all on administrator-only entities,
 * every row for reading a public one (anyone may list and read it), else what the levels allow.
 */
export function entityScope(
  entity: { readonly adminOnly?: boolean; readonly publicRead?: boolean },
  levels: readonly AccessLevel[],
  operation: Operation,
): Scope {
  if (entity.adminOnly) return 'none';
  if (entity.publicRead && (operation === 'list' || operation === 'view')) return 'all';
  return scopeOf(levels, operation);
}
