import type { EntityDef, FieldDef } from '@store/domain';

/** What every field control gets: the declaration, plus what Form.Item injects. */
export interface ControlProps {
  entity: EntityDef;
  name: string;
  field: FieldDef;
  disabled?: boolean;
  /** Injected by Form.Item. */
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
}
