import { sameBackupName } from '@store/domain';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../api/api-client';
import type { EntityRow } from '../../api/resource-api';
import { useNotify } from '../../components/use-notify';
import { useTranslation } from '../../i18n/use-translation';

/**
 * "Restore…": says what a restore does (every table and file replaced, everyone signed out), and
 * restores only once the backup's name is typed (`sameBackupName`: Persian digits and letters as the
 * name's; the server checks it again). The server
 * checks the whole archive before answering: a damaged, newer or foreign one is refused here,
 * with its message, and nothing changes.
 */
export function RestoreDialog({
  open,
  backup,
  onClose,
  onStarted,
}: {
  open: boolean;
  backup: EntityRow;
  onClose: () => void;
  onStarted: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [typed, setTyped] = useState('');
  const [sending, setSending] = useState(false);
  const name = String(backup.name ?? '');
  const restore = async () => {
    setSending(true);
    try {
      await api('POST', '/api/Backups/restore', { body: { backupId: backup.id, confirmName: typed } });
      notify.success(t('backup.restore.started'));
      setTyped('');
      onStarted();
    } catch (error) {
      notify.error(error);
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal
      open={open}
      width={640}
      title={t('backup.restore.title', { name })}
      okText={t('backup.restore.confirm')}
      okButtonProps={
        { danger: true, disabled: !sameBackupName(typed, name), loading: sending, 'data-testid': 'backup-restore-confirm' } as never
      }
      cancelText={t('common.cancel')}
      onOk={() => void restore()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="backup-restore-dialog"
    >
      <Alert type="warning" showIcon title={t('backup.restore.warning')} />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {t('backup.otherprocesses')}
      </Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('backup.restore.typename')}>
          <Typography.Text strong>
            <bdi>{name}</bdi>
          </Typography.Text>
          <Input value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" data-testid="backup-restore-name" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
