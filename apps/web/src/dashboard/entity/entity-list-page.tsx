import { PlusOutlined } from '@ant-design/icons';
import { type EntityDef, serves } from '@store/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Grid, Input, Space, Table, Typography } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { type EntityRow, resourceApi } from '../../api/resource-api';
import { LinkButton } from '../../components/link-button';
import { useNotify } from '../../components/use-notify';
import { useFormatters } from '../../i18n/use-formatters';
import { useTranslation } from '../../i18n/use-translation';
import { listActions } from '../entity-panels';
import { createPath, listPath } from '../entity-paths';
import { EntityCards } from './entity-cards';
import { useEntityColumns } from './entity-columns';
import { EntityFilterBar } from './entity-filter-bar';
import { type ListParams, readListParams, toApiQuery, writeListParams } from './list-params';
import { ListTools } from './list-tools';
import { filtersWithoutParam, filtersWithParam, routeParamOf } from './route-param';
import { RouteParamSwitcher } from './route-param-switcher';
import { useEnumLabel } from './use-enum-label';
import { useLocalizedPagination } from './use-localized-pagination';
import { useNamedInputButtons } from './use-named-input-buttons';
import { useReadOnly } from './use-read-only';
import { useRouteParam } from './use-route-param';

/**
 * `/dashboard/{route}/List`: server-paged, sortable, searchable, filterable table of any entity.
 * With the entity's route parameter in the address (`List/Customer`), the rows of that value only.
 */
export function EntityListPage({ entity }: { entity: EntityDef }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const paramValue = useRouteParam(entity);
  const paramName = routeParamOf(entity)?.name;
  const fixedFilters = paramName && paramValue !== undefined ? [paramName] : [];
  const inQuery = readListParams(entity, search);
  // The path's value is the filter in force (and the filter bar shows it fixed).
  const params: ListParams = { ...inQuery, filters: filtersWithParam(entity, inQuery.filters, paramValue) };
  const update = (change: Partial<ListParams>) => {
    const next = { ...params, ...change };
    const filters = paramValue === undefined ? next.filters : filtersWithoutParam(entity, next.filters);
    setSearch(writeListParams({ ...next, filters }));
  };
  // Another value of the parameter (or all of them): its own address, the sort and search kept, from page 1.
  const switchParam = (value: string | undefined) => {
    const query = writeListParams({ ...params, filters: filtersWithoutParam(entity, params.filters), page: 1 });
    void navigate({ pathname: listPath(entity, value), search: query.toString() });
  };

  const rows = useQuery({
    queryKey: ['rows', entity.resource, toApiQuery(params)],
    queryFn: ({ signal }) => resourceApi.list(entity.resource, toApiQuery(params), signal),
    placeholderData: keepPreviousData,
  });
  const loadError = rows.error;
  useEffect(() => {
    if (loadError) notify.error(loadError);
  }, [loadError, notify.error]);

  const remove = useMutation({
    mutationFn: (row: EntityRow) => resourceApi.remove(entity.resource, row.id),
    onSuccess: async () => {
      notify.deleted();
      await queryClient.invalidateQueries({ queryKey: ['rows', entity.resource] });
      await queryClient.invalidateQueries({ queryKey: ['refs', entity.resource] });
    },
    // Spec 000 §8: a failed delete is titled "Data Deleting Error", with the server's message (the rows in the way).
    onError: (error) => notify.error(error, t('common.deleteerror.title')),
  });

  // Past the server's counting cap the total is a lower bound ("at least N records").
  const buttons = useNamedInputButtons();
  const paging = useLocalizedPagination(rows.data?.totalExact !== false);
  const readOnly = useReadOnly(entity);
  const columns = useEntityColumns({
    entity,
    readOnly,
    param: paramValue,
    sort: params.sort,
    deleting: remove.isPending ? (remove.variables?.id ?? null) : null,
    onDelete: (row) => remove.mutate(row),
    shown: params.columns,
  });
  // A phone reads rows as cards; a wider screen as the table, scrolling inside its own box.
  const phone = Grid.useBreakpoint().sm === false;

  const entityTitle = t(`entity.${entity.resource}`);
  const paramLabel = useEnumLabel(entity, paramName ?? '');
  // The value's own list says which it is: "Attributes — Customers".
  const heading = paramValue === undefined ? entityTitle : `${entityTitle} — ${paramLabel(paramValue)}`;
  const ListAction = listActions[entity.name];
  return (
    <section aria-labelledby="list-title" id="entity-list">
      <div className="dashboard-page__head">
        <Typography.Title level={1} id="list-title">
          {heading}
        </Typography.Title>
        <p className="print-only">{t('entity.list.printed', { date: format.dateTime(new Date()) })}</p>
        <Space wrap className="no-print">
          <ListTools entity={entity} params={params} printId="entity-list" onColumns={(columns) => update({ columns })} />
          {ListAction ? <ListAction entity={entity} /> : null}
          {/* Only where the entity serves create (customers register; they are not created here). */}
          {serves(entity, 'create') && !readOnly ? (
            <LinkButton to={createPath(entity, paramValue)} type="primary" icon={<PlusOutlined />} data-testid="create-button">
              {t('common.create')}
            </LinkButton>
          ) : null}
        </Space>
      </div>
      <div className="no-print">
        <RouteParamSwitcher entity={entity} value={paramValue} onChange={switchParam} />
      </div>
      <EntityFilterBar entity={entity} filters={params.filters} fixed={fixedFilters} onChange={(filters) => update({ filters, page: 1 })} />
      <Input.Search
        className="no-print"
        key={params.q ?? ''}
        defaultValue={params.q}
        allowClear={buttons.clearable}
        enterButton={buttons.searchButton}
        placeholder={t('entity.list.search', { entity: entityTitle })}
        aria-label={t('entity.list.search', { entity: entityTitle })}
        onSearch={(q) => update({ q: q.trim() || undefined, page: 1 })}
        style={{ maxWidth: 360, marginBlockEnd: 16 }}
        data-testid="list-search"
      />
      {phone ? (
        <EntityCards
          columns={columns}
          rows={rows.data?.data ?? []}
          loading={rows.isFetching}
          pagination={{
            current: params.page,
            pageSize: params.pageSize,
            total: rows.data?.total ?? 0,
            ...paging,
            onChange: (page, pageSize) => update({ page: pageSize !== params.pageSize ? 1 : page, pageSize }),
          }}
        />
      ) : (
        <Table<EntityRow>
          rowKey="id"
          data-testid="entity-table"
          columns={columns}
          dataSource={rows.data?.data ?? []}
          loading={rows.isFetching}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: params.page,
            pageSize: params.pageSize,
            total: rows.data?.total ?? 0,
            ...paging,
          }}
          onChange={(pagination, _filters, sorter) => {
            const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<EntityRow> | undefined;
            const field = typeof s?.columnKey === 'string' ? s.columnKey : undefined;
            const sort = field && s?.order ? `${s.order === 'descend' ? '-' : ''}${field}` : undefined;
            const pageSize = pagination.pageSize ?? params.pageSize;
            update({ page: pageSize !== params.pageSize || sort !== params.sort ? 1 : (pagination.current ?? 1), pageSize, sort });
          }}
        />
      )}
    </section>
  );
}
