import { type EntityDef, type FieldDef, kindOf } from '@store/domain';
import { Typography } from 'antd';
import type { EntityRow } from '../../api/resource-api';
import { FIELD_DISPLAYS } from './displays/field-displays';

const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

interface FieldValueProps {
  entity: EntityDef;
  name: string;
  field: FieldDef;
  value: unknown;
  /** The row the value is from: references show its joined titles. */
  row?: EntityRow;
}

/** One field's value as read-only text, shown by the display its kind names in the registry. */
export function FieldValue(props: FieldValueProps) {
  if (isEmpty(props.value)) return <Typography.Text type="secondary">—</Typography.Text>;
  const Display = FIELD_DISPLAYS[kindOf(props.field).display];
  return <Display {...props} />;
}
