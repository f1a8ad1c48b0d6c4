import { DownloadOutlined, PrinterOutlined, TableOutlined } from '@ant-design/icons';
import { type EntityDef, listedFields } from '@store/domain';
import { Button, Checkbox, Dropdown, Popover, Space } from 'antd';
import { useState } from 'react';
import { downloadFile } from '../../api/api-client';
import { useNotify } from '../../components/use-notify';
import { useTranslation } from '../../i18n/use-translation';
import { useEntityRight } from '../access/my-access';
import { type ListParams, toApiQuery } from './list-params';
import { printElement } from './print-element';

interface ListToolsProps {
  entity: EntityDef;
  params: ListParams;
  /** The element the print button prints (the list's own box). */
  printId: string;
  onColumns: (columns: string[] | undefined) => void;
}

/** The columns an export of the shown list holds: `#`, the shown columns, and a lifecycle's state. */
export function exportColumns(entity: EntityDef, shown: readonly string[] | undefined): string[] | undefined {
  if (!shown) return undefined;
  return ['id', ...shown, ...(entity.lifecycle ? ['state'] : [])];
}

/**
 * A list's tools beside its title: the column chooser (kept in the address), export of every row
 * the filters match as CSV or Excel (streamed by the server, `GET /api/{Resource}/export`) and print.
 */
export function ListTools({ entity, params, printId, onColumns }: ListToolsProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [exporting, setExporting] = useState(false);
  // Export and print need the print right (View & Print and above; docs/security.md): without it the server refuses the export.
  const printScope = useEntityRight()(entity, 'print');
  const mayPrint = printScope !== undefined && printScope !== 'none';
  const listed = listedFields(entity).columns;
  const shown = params.columns ?? listed;

  // The list as the user filtered, sorted and narrowed it, every page, dated in the user's own time zone.
  const exportAs = async (format: 'csv' | 'xlsx') => {
    setExporting(true);
    try {
      const { page: _page, pageSize: _pageSize, ...query } = toApiQuery(params);
      const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const columns = exportColumns(entity, params.columns)?.join(',');
      await downloadFile(`/api/${entity.resource}/export`, `${entity.resource}.${format}`, {
        ...query,
        tz,
        format,
        ...(columns ? { columns } : {}),
      });
    } catch (error) {
      notify.error(error);
    } finally {
      setExporting(false);
    }
  };

  const chooser = (
    <Space direction="vertical" data-testid="column-chooser">
      <Checkbox.Group
        value={[...shown]}
        options={listed.map((name) => ({ value: name, label: t(`field.${entity.name}.${name}`) }))}
        // One column at least stays: an empty table says nothing.
        onChange={(values) => {
          if (values.length === 0) return;
          const chosen = listed.filter((name) => values.includes(name));
          onColumns(chosen.length === listed.length ? undefined : chosen);
        }}
        style={{ display: 'grid', gap: 4 }}
      />
      <Button size="small" type="link" onClick={() => onColumns(undefined)} disabled={!params.columns}>
        {t('entity.list.columns.reset')}
      </Button>
    </Space>
  );

  return (
    <>
      <Popover content={chooser} trigger="click" placement="bottom">
        <Button icon={<TableOutlined />} data-testid="columns-button">
          {t('entity.list.columns')}
        </Button>
      </Popover>
      {mayPrint ? (
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'csv', label: <span data-testid="export-csv">{t('entity.list.export.csv')}</span> },
              { key: 'xlsx', label: <span data-testid="export-xlsx">{t('entity.list.export.xlsx')}</span> },
            ],
            onClick: ({ key }) => void exportAs(key as 'csv' | 'xlsx'),
          }}
        >
          <Button icon={<DownloadOutlined />} loading={exporting} data-testid="export-button">
            {t('entity.list.export')}
          </Button>
        </Dropdown>
      ) : null}
      {mayPrint ? (
        <Button
          icon={<PrinterOutlined />}
          data-testid="print-button"
          onClick={() => printElement(printId, () => notify.error(new Error(t('entity.list.print.missing'))))}
        >
          {t('entity.list.print')}
        </Button>
      ) : null}
    </>
  );
}
