import { CloudDownloadOutlined, HistoryOutlined } from '@ant-design/icons';
import { BACKUP_BUSY_STATUSES, type BackupStatus } from '@store/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Progress, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { downloadFile } from '../../api/api-client';
import { type EntityRow, resourceApi } from '../../api/resource-api';
import { useNotify } from '../../components/use-notify';
import { localDigits } from '../../i18n/digits';
import { useTranslation } from '../../i18n/use-translation';
import { RestoreDialog } from './restore-dialog';

/** How often a backup or restore under way is read again. */
const POLL_MS = 1_000;

const busy = (status: unknown) => BACKUP_BUSY_STATUSES.includes(status as BackupStatus);

/**
 * Below a backup's form (issue 14 item 4): its progress while it is made (the row read again every
 * second: the server writes the share done), its error, and for a complete archive "Download"
 * (the API asks for the password when the session has not confirmed it lately) and "Restore…".
 */
export function BackupPanel({ row }: { row: EntityRow }) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [restoring, setRestoring] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const live = useQuery({
    queryKey: ['backup-progress', row.id],
    queryFn: ({ signal }) => resourceApi.get('Backups', row.id, signal),
    initialData: row,
    refetchInterval: (query) => (busy(query.state.data?.status) ? POLL_MS : false),
  });
  const backup = live.data ?? row;
  const status = String(backup.status ?? '');
  // When a run ends, the form above shows the finished row.
  const last = useRef(status);
  useEffect(() => {
    if (last.current !== status) void queryClient.invalidateQueries({ queryKey: ['row', 'Backups'] });
    last.current = status;
  }, [status, queryClient]);

  if (status === 'plan') return <Alert className="entity-form" type="info" showIcon title={t('backup.plan')} data-testid="backup-plan" />;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadFile(`/api/Backups/${backup.id}/download`, String(backup.fileName));
    } catch (error) {
      notify.error(error);
    } finally {
      setDownloading(false);
    }
  };
  const error = backup.error ? String(backup.error) : '';
  const percent = status === 'ok' ? 100 : Number(backup.progress ?? 0);
  return (
    <Card
      className="entity-form backup-panel"
      title={
        <span>
          <HistoryOutlined /> {t('backup.panel')}
        </span>
      }
      data-testid="backup-panel"
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <div data-testid="backup-progress" data-status={status} data-percent={percent}>
          <span>{t('backup.progress')}</span>
          <Progress
            percent={percent}
            status={status === 'failed' ? 'exception' : busy(status) ? 'active' : 'success'}
            format={(value) => localDigits(`${value ?? 0}`, i18n.language) + (i18n.language === 'fa' ? '٪' : '%')}
          />
        </div>
        {error ? <Alert type="error" showIcon title={i18n.exists(error) ? t(error) : error} data-testid="backup-error" /> : null}
        {status === 'ok' && backup.fileName ? (
          <Space wrap>
            <Button icon={<CloudDownloadOutlined />} loading={downloading} onClick={() => void download()} data-testid="backup-download">
              {t('backup.download')}
            </Button>
            <Button danger onClick={() => setRestoring(true)} data-testid="backup-restore">
              {t('backup.restore')}
            </Button>
          </Space>
        ) : null}
      </Space>
      <RestoreDialog
        open={restoring}
        backup={backup}
        onClose={() => setRestoring(false)}
        onStarted={() => {
          setRestoring(false);
          void live.refetch();
        }}
      />
    </Card>
  );
}
