import type { EntityDef, Row } from '@store/domain';
import type { AnyDb } from '../../db/schema.js';
import type { EntityRegistry } from './entity-registry.js';
import { judgeByReferences } from './ref-rules.js';
import type { Caller, ResourceService } from './resource-service.js';
import { keepVersion, listVersions, readVersion, storedForm, versionData } from './versions.js';

/**
 * A versioned entity's kept versions through its resource (spec 000 §4: a page's versions, drafts
 * and restores): read only for a row in the caller's reach, a draft written under the row's lock.
 */
export class RowVersions {
  constructor(
    private readonly db: AnyDb,
    private readonly registry: EntityRegistry,
    private readonly entity: EntityDef,
    private readonly service: ResourceService,
  ) {}

  /** The row's versions, newest first (404 when the row is out of the caller's reach). */
  async list(id: number, caller: Caller) {
    await this.service.get(id, caller);
    return listVersions(this.db, this.entity, id);
  }

  /** One version of the row with its data. */
  async one(id: number, versionNo: number, caller: Caller) {
    await this.service.get(id, caller);
    return readVersion(this.db, this.entity, id, versionNo);
  }

  /**
   * Saves a draft: the row as it would be with `input` (a validated update body), kept as a version
   * in state `draft` without touching the row. Restoring the draft publishes it.
   */
  saveDraft(id: number, input: Row, caller: Caller) {
    return this.service.withLockedRow(id, caller, async (trx, before) => {
      const judged = await judgeByReferences(trx, this.registry, this.entity, { ...before, ...input }, input, caller);
      const data = { ...versionData(this.entity, before), ...storedForm(this.entity, judged) };
      const versionNo = await keepVersion(trx, this.entity, id, data, 'draft', caller);
      return readVersion(trx, this.entity, id, versionNo);
    });
  }
}
