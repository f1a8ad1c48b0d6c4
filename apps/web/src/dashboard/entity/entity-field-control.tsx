import { kindOf } from '@store/domain';
import type { ControlProps } from './controls/control-props';
import { FIELD_CONTROLS } from './controls/field-controls';

/** The control of one field: the one its kind names in the registry (`FIELD_KINDS[kind].control`). */
export function EntityFieldControl(props: ControlProps) {
  const Control = FIELD_CONTROLS[kindOf(props.field).control];
  return <Control {...props} />;
}
