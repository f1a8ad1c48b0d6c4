import { UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Progress } from 'antd';
import { useState } from 'react';
import { uploadWithProgress } from '../../cms/files-api';
import { useNotify } from '../../components/use-notify';
import { useTranslation } from '../../i18n/use-translation';

/**
 * Beside the backups list's Create: an archive from elsewhere (this store's, downloaded before, or
 * another machine's) uploaded under a name; the server checks it whole and lists it as a complete
 * backup, which is then restored like any other.
 */
export function UploadBackupButton() {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const send = async () => {
    if (!file) return;
    setPercent(0);
    try {
      await uploadWithProgress(`/api/Backups/upload?name=${encodeURIComponent(name.trim())}`, file, setPercent);
      notify.success(t('backup.uploaded'));
      await queryClient.invalidateQueries({ queryKey: ['rows', 'Backups'] });
      setOpen(false);
      setName('');
      setFile(null);
    } catch (error) {
      notify.error(error);
    } finally {
      setPercent(null);
    }
  };
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)} data-testid="backup-upload">
        {t('backup.upload')}
      </Button>
      <Modal
        open={open}
        width={640}
        title={t('backup.upload')}
        okText={t('backup.upload')}
        okButtonProps={{ disabled: !file || name.trim().length < 3, loading: percent !== null }}
        cancelText={t('common.cancel')}
        onOk={() => void send()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item label={t('field.Backup.name')} required>
            <Input value={name} onChange={(e) => setName(e.target.value)} data-testid="backup-upload-name" />
          </Form.Item>
          <Form.Item label={t('field.Backup.fileName')} required>
            <input
              type="file"
              accept=".gz,.tar.gz"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              data-testid="backup-upload-file"
            />
          </Form.Item>
          {percent !== null ? <Progress percent={percent} /> : null}
        </Form>
      </Modal>
    </>
  );
}
