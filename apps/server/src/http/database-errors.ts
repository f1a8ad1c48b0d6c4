import {
  DomainError,
  type EntityDef,
  type FieldIssue,
  fieldLabel,
  type Language,
  translate,
  type UniqueDef,
  uniqueIndexName,
} from '@store/domain';
import { CamelCasePlugin } from 'kysely';

interface PostgresError {
  code: string;
  detail?: string;
  constraint?: string;
  /** The table the violated constraint belongs to (both drivers report it). */
  table?: string;
}

/** Declared unique keys by index name: a violation answers the key's own code on its fields. */
const uniqueKeys = new Map<string, UniqueDef>();

/** Entities by table, to name a constraint's column by its field's label. */
const entitiesByTable = new Map<string, EntityDef>();

/** Registers the unique keys and tables of the entities an app serves (idempotent: declarations are global). */
export function registerUniqueKeys(entities: readonly EntityDef[]): void {
  for (const entity of entities) {
    entitiesByTable.set(entity.table, entity);
    for (const key of entity.unique ?? []) uniqueKeys.set(uniqueIndexName(entity, key), key);
  }
}

/**
 * What a message calls a field: its label in the caller's language (`field.{Entity}.{name}`, else
 * a label every entity shares, `field.{name}`), never the column's name — "value" when neither exists.
 */
function labelOf(error: PostgresError, field: string, language: Language): string {
  const entity = error.table ? entitiesByTable.get(error.table) : undefined;
  return fieldLabel(language, entity?.name, field) ?? translate(language, 'common.field.value');
}

/** Whether the error is a foreign-key violation (on a delete: other rows still use the row). */
export function isForeignKeyViolation(error: unknown): boolean {
  return isPostgresError(error) && error.code === '23503';
}

function isPostgresError(error: unknown): error is PostgresError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as PostgresError).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as PostgresError).code)
  );
}

const camel = new (class extends CamelCasePlugin {
  toCamel(name: string) {
    return this.camelCase(name);
  }
})();

/** The column a constraint error names in its detail: `Key (store_id)=(9) is not present…`. */
function columnOf(error: PostgresError): string {
  const match = /Key \((?:lower\()?([a-z_]+)/.exec(error.detail ?? '');
  const columns = match?.[1] ? [match[1]] : [];
  const last = /, (?:lower\()?([a-z_]+)\)?\)=/.exec(error.detail ?? '');
  if (last?.[1]) columns.push(last[1]);
  return camel.toCamel(columns.at(-1) ?? '_');
}

/**
 * Constraint violations are the caller's mistake, not ours: a missing reference is a 400 on
 * that field, a duplicate a 409 (with the unique key's own code when it is declared, matched by
 * the index's name; an undeclared one names the field by its label in `language`), a row still
 * referenced a 409. Returns null for anything else.
 */
export function fromDatabaseError(error: unknown, operation: 'write' | 'delete', language: Language = 'en'): DomainError | null {
  if (!isPostgresError(error)) return null;
  const field = columnOf(error);
  const onField = (code: string): Record<string, FieldIssue> => ({ [field]: { code } });
  switch (error.code) {
    case '23503':
      return operation === 'delete'
        ? new DomainError('common.error.hasrelation', 409)
        : new DomainError('common.error.validation', 400, undefined, onField('common.error.notfound'));
    case '23505': {
      const key = error.constraint ? uniqueKeys.get(error.constraint) : undefined;
      if (key)
        return new DomainError(
          key.code,
          409,
          undefined,
          Object.fromEntries((key.showOn ?? key.fields).map((name) => [name, { code: key.code }])),
        );
      return new DomainError('common.error.exists', 409, { field: labelOf(error, field, language) }, onField('common.error.duplicate'));
    }
    // Two transactions each waited for the other, or a serializable one lost: the request may be sent again.
    case '40P01':
    case '40001':
      return new DomainError('common.error.conflict', 409);
    case '22001':
    case '22003':
    case '22021':
    case '22P05':
    case '22P02':
    case '22007':
    case '22008':
      return new DomainError('common.error.validation', 400, undefined, onField('common.error.invalid'));
    default:
      return null;
  }
}
