import type { FieldDef } from '@store/domain';
import { Select, type SelectProps } from 'antd';
import { useState } from 'react';
import { useRefOptions } from './use-ref-options';

type RefSelectProps = Omit<SelectProps<number | number[]>, 'options' | 'mode' | 'showSearch'> & {
  field: FieldDef;
  /** Many ids (a `refs` field, or an in-list filter). */
  multiple?: boolean;
};

/** A reference picker that asks the server as the user types, labelled with the target's titles. */
export function RefSelect({ field, multiple = false, value, ...props }: RefSelectProps) {
  const [search, setSearch] = useState('');
  const { options, loading } = useRefOptions(field.ref, search, value);
  return (
    <Select<number | number[]>
      {...props}
      value={value}
      mode={multiple ? 'multiple' : undefined}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      onBlur={() => setSearch('')}
      loading={loading}
      options={options}
      maxTagCount="responsive"
    />
  );
}
