import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { type EntityDef, serves, sortableFields } from '@store/domain';
import { Button, type ButtonProps, Popconfirm, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { EntityRow } from '../../api/resource-api';
import { LinkButton } from '../../components/link-button';
import { messageNodes } from '../../i18n/message';
import { useTranslation } from '../../i18n/use-translation';
import { updatePath } from '../entity-paths';
import { FieldValue } from './field-value';
import { rowTitle } from './row-title';

interface ColumnOptions {
  entity: EntityDef;
  /** The route parameter's value of the list (`List/Customer`): row links keep it (`Update/Customer/7`). */
  param?: string | undefined;
  sort: string | undefined;
  deleting: number | null;
  onDelete: (row: EntityRow) => void;
  /** The user may only look (no delete button). */
  readOnly?: boolean;
  /** The columns the user chose to see (the list's `cols`), else all the list's columns. */
  shown?: readonly string[] | undefined;
}

/** Table columns from `entity.listColumns`, sortable where the field is, plus edit and delete (where the entity serves it and the user may). */
export function useEntityColumns({
  entity,
  param,
  sort,
  deleting,
  onDelete,
  readOnly = false,
  shown,
}: ColumnOptions): ColumnsType<EntityRow> {
  const { t, i18n } = useTranslation();
  const sortable = sortableFields(entity);
  const columns: ColumnsType<EntityRow> = (shown ?? entity.listColumns).map((name) => {
    const field = entity.fields[name];
    const sortOrder = sort === name ? 'ascend' : sort === `-${name}` ? 'descend' : null;
    return {
      key: name,
      dataIndex: name,
      title: t(`field.${entity.name}.${name}`),
      sorter: sortable.includes(name),
      sortOrder: sortable.includes(name) ? sortOrder : undefined,
      render: (value: unknown, row: EntityRow) =>
        field ? <FieldValue entity={entity} name={name} field={field} value={value} row={row} /> : null,
    };
  });
  columns.push({
    key: 'actions',
    className: 'entity-actions',
    title: t('common.actions'),
    width: 120,
    render: (_: unknown, row: EntityRow) => {
      const title = rowTitle(entity, row, i18n.language);
      return (
        <Space size="small">
          <LinkButton
            to={updatePath(entity, row.id, param)}
            size="small"
            icon={<EditOutlined />}
            aria-label={`${t('common.edit')} ${title}`}
            data-testid={`edit-${row.id}`}
          />
          {readOnly || !serves(entity, 'delete') ? null : (
            <Popconfirm
              title={messageNodes(t, 'common.delete.confirm', { name: title })}
              okText={t('common.delete')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true, 'data-testid': 'confirm-delete' } as ButtonProps}
              onConfirm={() => onDelete(row)}
            >
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                loading={deleting === row.id}
                aria-label={`${t('common.delete')} ${title}`}
                data-testid={`delete-${row.id}`}
              />
            </Popconfirm>
          )}
        </Space>
      );
    },
  });
  return columns;
}
