import { Space, Tag } from 'antd';
import type { DisplayProps } from './display-props';

/** The joined title of a reference (`row.refTitles[field]`), else its id. */
export function RefDisplay({ name, value, row }: DisplayProps) {
  const title = row?.refTitles?.[name];
  return <span>{typeof title === 'string' && title !== '' ? title : `#${String(value)}`}</span>;
}

/** The joined titles of a many-to-many field, as tags. */
export function RefsDisplay({ name, value, row }: DisplayProps) {
  const ids = Array.isArray(value) ? value : [];
  const titles = row?.refTitles?.[name];
  return (
    <Space size={[4, 4]} wrap>
      {ids.map((id, i) => {
        const title = Array.isArray(titles) ? titles[i] : null;
        return <Tag key={String(id)}>{title || `#${String(id)}`}</Tag>;
      })}
    </Space>
  );
}
