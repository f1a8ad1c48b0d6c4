import { Card, Empty, Pagination, type PaginationProps, Spin } from 'antd';
import type { ColumnsType, ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import type { EntityRow } from '../../api/resource-api';

interface EntityCardsProps {
  columns: ColumnsType<EntityRow>;
  rows: readonly EntityRow[];
  loading: boolean;
  pagination: PaginationProps;
}

/** What a column shows for a row, as the table would render it. */
function cellOf(column: ColumnType<EntityRow>, row: EntityRow, index: number): ReactNode {
  const value = typeof column.dataIndex === 'string' ? row[column.dataIndex] : undefined;
  return column.render ? (column.render(value, row, index) as ReactNode) : (value as ReactNode);
}

/**
 * A list on a phone: one card per row with each shown column under its label, and the row's
 * actions at the card's foot — the same columns, renderers and paging as the table, so nothing
 * reads differently, without a table scrolling sideways.
 */
export function EntityCards({ columns, rows, loading, pagination }: EntityCardsProps) {
  const fields = columns.filter((column) => column.key !== 'actions') as ColumnType<EntityRow>[];
  const actions = columns.find((column) => column.key === 'actions') as ColumnType<EntityRow> | undefined;
  return (
    <Spin spinning={loading}>
      {rows.length === 0 ? (
        <Empty />
      ) : (
        <ul className="entity-cards" data-testid="entity-cards">
          {rows.map((row, index) => (
            <li key={row.id} data-testid={`card-${row.id}`}>
              <Card
                size="small"
                className="entity-card"
                actions={
                  actions
                    ? [
                        <div key="actions" className="entity-actions">
                          {cellOf(actions, row, index)}
                        </div>,
                      ]
                    : undefined
                }
              >
                <dl>
                  {fields.map((column) => (
                    <div key={String(column.key)} style={{ display: 'contents' }}>
                      <dt>{column.title as ReactNode}</dt>
                      <dd>{cellOf(column, row, index)}</dd>
                    </div>
                  ))}
                </dl>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Pagination {...pagination} size="small" style={{ marginBlockStart: 16, textAlign: 'center' }} />
    </Spin>
  );
}
