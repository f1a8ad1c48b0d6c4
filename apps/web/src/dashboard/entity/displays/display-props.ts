import type { EntityDef, FieldDef } from '@store/domain';
import type { EntityRow } from '../../../api/resource-api';

/** What every display gets: the declaration, the value (never empty here) and its row (for joined titles). */
export interface DisplayProps {
  entity: EntityDef;
  name: string;
  field: FieldDef;
  value: unknown;
  row?: EntityRow;
}
