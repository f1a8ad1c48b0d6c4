import { Space, Tag } from 'antd';
import { Isolate } from '../../../i18n/ltr';
import { useFormatters } from '../../../i18n/use-formatters';
import type { DisplayProps } from './display-props';

/** A reference's title as typed (its own direction), else `#id` in the language's digits. */
function RefTitle({ title, id }: { title: unknown; id: unknown }) {
  const f = useFormatters();
  return typeof title === 'string' && title !== '' ? <Isolate text={title} /> : <bdi dir="ltr">{f.digits(`#${String(id)}`)}</bdi>;
}

/** The joined title of a reference (`row.refTitles[field]`), else its id. */
export function RefDisplay({ name, value, row }: DisplayProps) {
  return (
    <span>
      <RefTitle title={row?.refTitles?.[name]} id={value} />
    </span>
  );
}

/** The joined titles of a many-to-many field, as tags. */
export function RefsDisplay({ name, value, row }: DisplayProps) {
  const ids = Array.isArray(value) ? value : [];
  const titles = row?.refTitles?.[name];
  return (
    <Space size={[4, 4]} wrap>
      {ids.map((id, i) => (
        <Tag key={String(id)}>
          <RefTitle title={Array.isArray(titles) ? titles[i] : null} id={id} />
        </Tag>
      ))}
    </Space>
  );
}
