import type { EntityDef, FieldDef } from '@store/domain';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../i18n/use-formatters';
import { useRefRows } from './use-ref-rows';

function RefValue({ field, value }: { field: FieldDef; value: unknown }) {
  const { titleOf } = useRefRows(field.ref);
  return <span>{titleOf(value)}</span>;
}

/** Label of an enum value: `enum.{Entity}.{field}.{value}` when translated, else the value. */
export function useEnumLabel(entity: EntityDef, name: string) {
  const { t, i18n } = useTranslation();
  return (value: string) => {
    const key = `enum.${entity.name}.${name}.${value}`;
    return i18n.exists(key) ? t(key) : value;
  };
}

/** One field's value as read-only text: booleans as tags, dates in the language's calendar, refs by title. */
export function FieldValue({ entity, name, field, value }: { entity: EntityDef; name: string; field: FieldDef; value: unknown }) {
  const { t } = useTranslation();
  const { date, dateTime } = useFormatters();
  const enumLabel = useEnumLabel(entity, name);
  if (value === null || value === undefined || value === '') return <Typography.Text type="secondary">—</Typography.Text>;
  switch (field.kind) {
    case 'boolean':
      return value ? <Tag color="green">{t('common.yes')}</Tag> : <Tag>{t('common.no')}</Tag>;
    case 'date':
      return <span dir="ltr">{date(value as string)}</span>;
    case 'datetime':
      return <span dir="ltr">{dateTime(value as string)}</span>;
    case 'ref':
      return <RefValue field={field} value={value} />;
    case 'enum':
      return <Tag>{enumLabel(String(value))}</Tag>;
    case 'url':
      return (
        <a href={String(value)} target="_blank" rel="noopener noreferrer" dir="ltr">
          {String(value)}
        </a>
      );
    case 'json':
      return <code>{JSON.stringify(value).slice(0, 80)}</code>;
    case 'integer':
    case 'decimal':
    case 'phone':
    case 'email':
      return <span dir="ltr">{String(value)}</span>;
    default:
      return (
        <Typography.Text ellipsis={{ tooltip: String(value) }} style={{ maxWidth: 320 }}>
          {String(value)}
        </Typography.Text>
      );
  }
}
