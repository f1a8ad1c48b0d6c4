import { type EntityDef, type FieldIssue, invalid, type Language, type Row } from '@store/domain';
import type { AnyDb } from '../../db/schema.js';
import type { EntityRegistry } from './entity-registry.js';
import { col, selectRows } from './entity-sql.js';
import { toApiRow } from './row-mapper.js';
import { lockShared } from './shared-locks.js';

/** Where a write happens: the store its referenced rows must belong to, and the language they are read in. */
export interface JudgeScope {
  storeId: number | null;
  language: Language;
}

/**
 * Runs the entity's `refRules` on a write. `whole` is the row as it will be (an update's fields over
 * the current row), `input` what is about to be written. A rule runs when its field or its reference
 * is written and the reference names a row; that row is read in the write's transaction and store
 * (a row of another store is the same 400 as a missing one). Answers `input` with each judged field
 * set to the value its rule answered — so changing only the reference stores the value judged anew —
 * or refuses with every rule's issues at once (400), before anything is written.
 */
export async function judgeByReferences(
  trx: AnyDb,
  registry: EntityRegistry,
  entity: EntityDef,
  whole: Row,
  input: Row,
  scope: JudgeScope,
): Promise<Row> {
  const rules = Object.entries(entity.refRules ?? {});
  if (rules.length === 0) return input;
  const out: Row = { ...input };
  const issues: Record<string, FieldIssue> = {};
  for (const [field, { by, rule }] of rules) {
    const refId = whole[by];
    if ((input[field] === undefined && input[by] === undefined) || typeof refId !== 'number') continue;
    const target = registry.get(entity.fields[by]?.ref ?? '');
    // Held until the write commits: the row judged by cannot change under it (a parent's entity).
    if (trx.isTransaction) await lockShared(trx, target, [refId]);
    const row = (await selectRows(trx, registry, target, { storeId: scope.storeId, ownerId: null }, scope.language)
      .where(col('id'), '=', refId)
      .executeTakeFirst()) as Row | undefined;
    if (!row) {
      issues[by] = { code: 'common.error.notfound' };
      continue;
    }
    const result = rule(whole[field] ?? null, toApiRow(target, row));
    if ('value' in result) {
      out[field] = result.value;
      continue;
    }
    for (const [path, issue] of Object.entries(result.issues)) issues[path === '' ? field : `${field}.${path}`] = issue;
  }
  if (Object.keys(issues).length > 0) throw invalid(issues);
  return out;
}
