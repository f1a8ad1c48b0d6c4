import type { EntityDef, Row } from '@store/domain';
import type { AnyDb } from '../../db/schema.js';
import { ValidationFailure } from '../../http/validation.js';
import { col } from './entity-sql.js';
import { toColumns } from './row-mapper.js';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Refuses an update of the locked row `id` that changes a field a `secret` is kept with
 * (`keptWhileSame`: a password's host, port and user name) while leaving the secret empty and one
 * is stored: the stored credential would otherwise follow the row to wherever the change points
 * (400 with the declared code on the secret; the caller types it again).
 */
export async function refuseMovedSecrets(trx: AnyDb, entity: EntityDef, id: number, input: Row): Promise<void> {
  const sent = toColumns(entity, input);
  for (const [name, field] of Object.entries(entity.fields)) {
    const bound = field.kind === 'secret' ? field.keptWhileSame : undefined;
    if (!bound || (typeof sent[name] === 'string' && sent[name] !== '')) continue;
    const changing = bound.fields.filter((other) => sent[other] !== undefined);
    if (changing.length === 0) continue;
    const stored = (await trx
      .selectFrom(`${entity.table} as t`)
      .select([col(name).as(name), ...changing.map((other) => col(other).as(other))])
      .where(col('id'), '=', id)
      .executeTakeFirst()) as Row | undefined;
    if (stored?.[name] && changing.some((other) => !same(sent[other], stored[other])))
      throw new ValidationFailure({ [name]: { code: bound.code } });
  }
}
