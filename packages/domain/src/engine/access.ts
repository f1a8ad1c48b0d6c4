import { type EntityDef, serves } from './entity.js';

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
 * Whether a write by someone who sees only their own rows could reveal other people's rows: the
 * entity has a unique key over fields a client writes that holds one value per store (not per
 * owner), and not everyone may read every row (a public entity's rows are no secret). A clash
 * answers "taken", so such a writer could learn, value by value, what others hold.
 */
export function ownerWritesReveal(entity: Pick<EntityDef, 'unique' | 'fields' | 'publicRead'>): boolean {
  if (entity.publicRead) return false;
  const writable = (name: string) => {
    const field = entity.fields[name];
    return field !== undefined && !field.readOnly;
  };
  return (entity.unique ?? []).some((key) => !key.perOwner && key.fields.some(writable));
}

/** A level that creates or changes rows while seeing only its holder's own (Edit Owner). */
function writesOwnRowsOnly(level: AccessLevel): boolean {
  const rights = ACCESS_RIGHTS[level];
  return rights?.view === 'own' && (rights.create !== undefined || rights.update !== undefined);
}

/**
 * Whether a level may be given on an entity: not one that writes while seeing only its holder's
 * own rows where such writes reveal other people's rows (`ownerWritesReveal`). View Owned Only
 * stays: it reads, and reading shows nothing but one's own rows.
 */
export function grantableLevel(entity: Pick<EntityDef, 'unique' | 'fields' | 'publicRead'>, level: AccessLevel): boolean {
  return !(writesOwnRowsOnly(level) && ownerWritesReveal(entity));
}

type Securable = Pick<EntityDef, 'adminOnly' | 'publicRead' | 'signedInRead' | 'unique' | 'fields'>;

/**
 * The scope a non-administrator gets on an entity: every row for reading one that every signed-in
 * user reads (`signedInRead`), none at all otherwise on administrator-only entities, every row for
 * reading a public one (anyone may list and read it), else what the levels allow —
 * except that a level that may not be given there (`grantableLevel`: a stored Edit Owner from
 * before the rule) grants no create or update unless the caller sees every row anyway.
 */
export function entityScope(entity: Securable, levels: readonly AccessLevel[], operation: Operation): Scope {
  // Read by every signed-in user (the guard has already asked for a session): before `adminOnly`, which then keeps the writes.
  if (entity.signedInRead && (operation === 'list' || operation === 'view' || operation === 'print')) return 'all';
  if (entity.adminOnly) return 'none';
  if (entity.publicRead && (operation === 'list' || operation === 'view')) return 'all';
  if ((operation === 'create' || operation === 'update') && scopeOf(levels, 'view') !== 'all') {
    return scopeOf(
      levels.filter((level) => grantableLevel(entity, level)),
      operation,
    );
  }
  return scopeOf(levels, operation);
}

/** Each operation's scope for one person on one entity (what the access calls answer). */
export type Rights = Readonly<Record<Operation, Scope>>;

type Offered = Securable & Pick<EntityDef, 'operations' | 'lifecycle'>;

/** Whether the entity offers an operation at all: its resource serves it (print goes with list, actions with a lifecycle). */
function offers(entity: Offered, operation: Operation): boolean {
  if (operation === 'print') return serves(entity, 'list');
  if (operation === 'act') return Object.keys(entity.lifecycle?.actions ?? {}).length > 0;
  return serves(entity, operation);
}

/**
 * What someone may do on an entity: every row of every operation it offers for an administrator,
 * else `entityScope` of the levels their roles hold there (the server's own check), none for an
 * operation the entity does not offer.
 */
export function rightsOn(entity: Offered, isAdmin: boolean, levels: readonly AccessLevel[]): Rights {
  const scope = (operation: Operation): Scope =>
    !offers(entity, operation) ? 'none' : isAdmin ? 'all' : entityScope(entity, levels, operation);
  return Object.fromEntries(OPERATIONS.map((operation) => [operation, scope(operation)])) as Record<Operation, Scope>;
}

/** The levels that may be given on an entity: none on an administrator-only one (a level there grants nothing), else every grantable one. */
export function levelsOffered(entity: Securable): AccessLevel[] {
  return entity.adminOnly ? [] : ACCESS_LEVELS.filter((level) => grantableLevel(entity, level));
}
