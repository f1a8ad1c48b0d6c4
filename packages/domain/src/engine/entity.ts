import type { FieldDef, JoinDef } from './field.js';
import type { FieldIssue } from './issues.js';
import type { CallerInfo, LifecycleDef, Row } from './lifecycle.js';

/** The area (folder and menu group) an entity belongs to. */
export type Area =
  | 'identity'
  | 'cms'
  | 'customers'
  | 'catalog'
  | 'sales'
  | 'shipments'
  | 'stock'
  | 'banking'
  | 'accounting'
  | 'crm'
  | 'archives'
  | 'crypto'
  | 'operations'
  | 'reports';

/**
 * A unique key with its own error code (`customer.error.emailexists`). The database index is
 * named `uniqueIndexName(entity, key)`; a violation is recognised by that name, never by parsing
 * the database's message. A store-scoped entity's key is unique per store.
 */
export interface UniqueDef {
  readonly fields: readonly string[];
  readonly code: string;
  /** Compared in lower case (`lower(name)` in the index). */
  readonly caseInsensitive?: boolean;
  /**
   * Unique among one owner's rows (the index starts `owner_id`, after `store_id`): for rows that
   * belong to people (an address book, a seller's products). A clash then only ever names the
   * caller's own row. Without it the key is one value per store, which a caller who sees only
   * their own rows could probe: see `ownerWritesReveal`.
   */
  readonly perOwner?: boolean;
  /**
   * An empty value counts as one value (`NULLS NOT DISTINCT`, PostgreSQL 15): a favorite in no group
   * is kept once, as one in a named group is. Without it rows with an empty field never clash.
   */
  readonly nullsEqual?: boolean;
  /**
   * The fields a refusal is shown under (default: every field of the key): a tag's name, not the
   * entity name the form fixes.
   */
  readonly showOn?: readonly string[];
}

/** Rows of another entity written with their parent in one transaction (order lines under an order). */
export interface ChildrenDef {
  /** The child entity's resource name. */
  readonly resource: string;
  /** The child's field that references the parent (set by the engine). */
  readonly field: string;
  /** Most rows one parent may hold. */
  readonly max?: number;
  /**
   * The children apply only while the parent's `field` holds one of `values` (an attribute's values,
   * for a dropdown, multi-checkbox or radio): the form offers them then. The parent's `validate`
   * refuses them otherwise.
   */
  readonly when?: { readonly field: string; readonly values: readonly string[] };
}

/** A row write an effect asks for, run by the engine inside the transaction that caused it. */
export type EffectWrite =
  | { readonly create: string; readonly values: Row }
  | { readonly update: string; readonly id: number; readonly values: Row }
  /** Refuses the whole write with a code (409). */
  | { readonly refuse: string };

/** What caused an effect. */
export interface EffectEvent {
  readonly op: 'create' | 'update' | 'delete' | 'action';
  readonly action?: string;
  readonly before: Row | null;
  readonly after: Row | null;
  readonly input: Row;
  readonly caller: CallerInfo;
  readonly now: Date;
}

/**
 * A field judged by the row another field of the same input references (a content's data by its
 * template). The server reads that row — in the write's transaction and store — whenever either
 * field is written (a create, an update, a draft, a restore), and refuses the write with the
 * rule's issues under the field (400, paths like `dataContent.title`), or stores the value the
 * rule answers in place of the one sent (its normalized form).
 */
export interface RefRule {
  /** The `ref` field naming the row the value is judged by. */
  readonly by: string;
  /** `value` is the field's value as it will be (null when empty); `referenced` the row as the API shows it. */
  readonly rule: (value: unknown, referenced: Row) => RefRuleResult;
}

/** Issues keyed by path under the field (`''` for the field itself), or the value to store. */
export type RefRuleResult = { readonly issues: Readonly<Record<string, FieldIssue>> } | { readonly value: unknown };

/** The generic resource's operations (lifecycle actions and the tree read are declared apart). */
export const RESOURCE_OPERATIONS = ['list', 'view', 'create', 'update', 'delete'] as const;
export type ResourceOperation = (typeof RESOURCE_OPERATIONS)[number];

/** One declared list order (`EntityDef.orders`). */
export interface NamedOrder {
  readonly field: string;
  readonly descending?: boolean;
  readonly idDescending?: boolean;
}

export interface EntityDef {
  /** Singular PascalCase name, also the security-access entity name (`Setting`). */
  readonly name: string;
  /** Plural PascalCase resource name: `/api/{resource}` (`Settings`). */
  readonly resource: string;
  /** snake_case table name. */
  readonly table: string;
  readonly area: Area;
  /** Dashboard path under /dashboard, without List/Create/Update (`Settings/Setting`). */
  readonly route: string;
  /** Ant Design icon name used in the menu. */
  readonly icon?: string;
  readonly fields: Readonly<Record<string, FieldDef>>;
  /** Field shown as the row's title (in refs, breadcrumbs, delete confirmations). */
  readonly titleField: string;
  /** Columns of the dashboard list, in order. */
  readonly listColumns: readonly string[];
  /** Default sort, `field` or `-field` (or the name of one of `orders`). */
  readonly defaultSort?: string;
  /**
   * Named orders a list may ask for by `sort=name`: one field, then the id in a direction of its
   * own (a ticket desk's unread first, newest first among them). A plain `field` / `-field` sort
   * breaks ties by id in the field's direction.
   */
  readonly orders?: Readonly<Record<string, NamedOrder>>;
  readonly lifecycle?: LifecycleDef<Row>;
  /**
   * Only administrators reach it, whatever security accesses say: roles and accesses define who
   * may do what, and granting power is an administrator's act.
   */
  readonly adminOnly?: boolean;
  /** Pure rules beyond the lifecycle: an error code refuses the change (checked on the locked row). */
  readonly guards?: {
    readonly update?: (row: Row, changes: Row) => string | null;
    readonly remove?: (row: Row) => string | null;
  };
  /**
   * Rows belong to one store: a system `store_id`, set from the request's store on create; every
   * read, write and action sees only the current store's rows, and references must stay inside it.
   */
  readonly storeScoped?: boolean;
  /** Delete sets `is_deleted` instead of removing the row; deleted rows are never shown. */
  readonly softDelete?: boolean;
  /** A tree through `parent` (a `ref` to the same resource): no cycles, no delete with children. */
  readonly tree?: { readonly parent: string; readonly order?: string };
  readonly unique?: readonly UniqueDef[];
  /** Child rows written and validated with the parent: `{ lines: { resource: 'OrderLines', field: 'orderId' } }`. */
  readonly children?: Readonly<Record<string, ChildrenDef>>;
  /** Written only through its parent (no routes of its own); access follows the parent. */
  readonly childOf?: string;
  /** Rules across fields of a whole input (children included): field → error code. */
  readonly validate?: (input: Row) => Record<string, string> | null;
  /** Fields judged by the row a reference names (see `RefRule`), by the field judged. */
  readonly refRules?: Readonly<Record<string, RefRule>>;
  /** Writes to run in the same transaction after a create, update, delete or action. */
  readonly effects?: (event: EffectEvent) => readonly EffectWrite[];
  /**
   * Anyone may list and read it, signed in or not (a storefront's categories, pages, products);
   * writes keep their access checks. Store-scoped rows are still only the request's store's.
   */
  readonly publicRead?: boolean;
  /**
   * Every signed-in user (not a guest) may list, read and export (print) it, whatever their security accesses;
   * writes keep their access checks — beside `adminOnly`, administrators alone write it. Its
   * dashboard screens need a login, no role (spec 001 §2: scheduled tasks); the web shows a
   * non-administrator the rows without the buttons that change them.
   */
  readonly signedInRead?: boolean;
  /**
   * Its rows are counted per day of creation at `GET /api/{Resource}/countPerDay` (for whoever may
   * list it): the dashboard home's trends, tickets opened or customers registered per day.
   */
  readonly countsPerDay?: boolean;
  /**
   * Lists may be large: the total is counted up to a cap (`totalExact: false` beyond it) and
   * deep pages are reached with a cursor (`after`).
   */
  readonly large?: boolean;
  /**
   * The resource operations it serves (default: all of them). One left out has no route, no
   * OpenAPI operation and no dashboard screen or button: customers are not created here, since a
   * new customer needs a password (they register, or issue 12's wizard creates them).
   */
  readonly operations?: readonly ResourceOperation[];
  /**
   * Columns of its table that another part of the server owns (a customer's password hash and
   * two-factor secrets belong to the identity core), snake_case as in the table: the engine never
   * reads, returns or writes them, and the schema-drift check accepts them.
   */
  readonly unmanagedColumns?: readonly string[];
  /**
   * Its writes (create, update, delete, actions) are power changes: the caller's session must have
   * confirmed its password recently (`RECENT_CONFIRMATION_SECONDS`), else 403
   * `security.error.confirmpassword` before the body is read. Customers, roles and security
   * accesses: a stolen access token alone must not make a lasting administrator.
   */
  readonly recentConfirmation?: boolean;
  /**
   * Every update and delete keeps the row as it was as a numbered version (`entity_versions`, in
   * the same transaction, under the row lock); drafts are versions saved without touching the row.
   * Versions are listed, read, compared and restored through `/api/{Resource}/{id}/versions…`.
   * The row's own fields are kept (not children; write-only fields never).
   */
  readonly versions?: boolean;
  /**
   * A field the dashboard's routes carry (spec 001 §2: `Settings/Attributes/List/{entityName?}`,
   * `Create/{entityName?}`, `Update/{entityName?}/{id}`): the list shows the rows of that value, a
   * create starts with it. An `enum` or `ref` field.
   */
  readonly routeParam?: string;
  /**
   * Fields that cannot change while any row references this one (its children included): an
   * attribute's type once values or mapped items exist (spec 001 §8). Such an update is refused
   * with `code` (409) and changes nothing.
   */
  readonly fixedWhenUsed?: { readonly fields: readonly string[]; readonly code: string };
}

/** Whether the entity's resource serves an operation (every one unless it declares `operations`). */
export function serves(entity: Pick<EntityDef, 'operations'>, operation: ResourceOperation): boolean {
  return entity.operations === undefined || entity.operations.includes(operation);
}

type FieldNames<D> = D extends { fields: infer F } ? keyof F & string : never;

/**
 * Declares an entity and keeps its literal type, so row and input types can be derived from it
 * (`RowOf<typeof Store>`); the checks below make titles, columns and trees name declared fields.
 */
export function defineEntity<const D extends EntityDef>(
  def: D & {
    titleField: FieldNames<D>;
    listColumns: readonly FieldNames<D>[];
    tree?: { parent: FieldNames<D>; order?: FieldNames<D> };
    routeParam?: FieldNames<D>;
    fixedWhenUsed?: { fields: readonly FieldNames<D>[]; code: string };
  },
): D & Omit<EntityDef, keyof D> {
  return def;
}

/**
 * System columns every entity table has, returned with each row and never accepted as input.
 * `ownerId` is the customer who created the row: the owner for View Owned Only and Edit Owner.
 */
export const SYSTEM_FIELDS = ['id', 'ownerId', 'createdAt', 'updatedAt'] as const;

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export { snake as snakeCase };

/** PostgreSQL keeps the first 63 bytes of a longer name: a longer one is shortened here, the same way every time. */
const NAME_MAX = 63;

/** FNV-1a, 32 bits, as 8 hex digits: a short, stable tag of a long name. */
function nameTag(name: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

/**
 * Name of the database index behind a unique key: `stores_name_key`. Beyond PostgreSQL's 63
 * characters it is cut and tagged with a hash of the whole name (`…_1a2b3c4d`), so violations are
 * still recognised by it and two long keys of one table do not share a name.
 */
export function uniqueIndexName(entity: Pick<EntityDef, 'table'>, key: UniqueDef): string {
  const name = `${entity.table}_${key.fields.map(snake).join('_')}_key`;
  return name.length <= NAME_MAX ? name : `${name.slice(0, NAME_MAX - 9)}_${nameTag(name)}`;
}

/** Name of the join table behind a many-to-many field: `roles_store_ids`. */
export function joinTableName(entity: Pick<EntityDef, 'table'>, field: string): string {
  return `${entity.table}_${snake(field)}`;
}

/** The join table of a many-to-many field: declared with `through`, else `{table}_{field}` (`row_id`, `ref_id`). */
export function joinOf(entity: Pick<EntityDef, 'table' | 'fields'>, field: string): JoinDef {
  return entity.fields[field]?.through ?? { table: joinTableName(entity, field), row: 'row_id', ref: 'ref_id' };
}
