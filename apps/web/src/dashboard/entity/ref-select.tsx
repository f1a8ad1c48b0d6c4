import type { FieldDef } from '@store/domain';
import { Select, type SelectProps } from 'antd';
import { useRefRows } from './use-ref-rows';

type RefSelectProps = Omit<SelectProps<number>, 'options'> & { field: FieldDef };

/** A select of the referenced resource's rows, labelled with its title field. */
export function RefSelect({ field, ...props }: RefSelectProps) {
  const { options, loading } = useRefRows(field.ref);
  return <Select<number> showSearch={{ optionFilterProp: 'label' }} loading={loading} options={options} {...props} />;
}
