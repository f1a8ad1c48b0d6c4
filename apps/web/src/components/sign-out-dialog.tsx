import { Button, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signOut } from '../api/auth-api';
import { clearAuth } from '../auth/auth-storage';

/** Sign-out offers "this device only" or "all devices" (000 §2); server errors are ignored. */
export function SignOutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'one' | 'all' | null>(null);

  async function run(allDevices: boolean) {
    setBusy(allDevices ? 'all' : 'one');
    try {
      await signOut(allDevices);
    } catch {
      // Signing out locally must work even when the server cannot be reached.
    }
    setBusy(null);
    onClose();
    // Leave signed-in screens first (rendered at once), or their guard would ask to sign in again.
    await navigate('/', { replace: true, flushSync: true });
    clearAuth();
  }

  return (
    <Modal
      open={open}
      title={t('auth.signout')}
      onCancel={onClose}
      footer={
        <Space wrap>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button loading={busy === 'all'} onClick={() => void run(true)} data-testid="signout-all">
            {t('auth.signout.alldevices')}
          </Button>
          <Button type="primary" loading={busy === 'one'} onClick={() => void run(false)} data-testid="signout-this">
            {t('auth.signout.thisdevice')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph>{t('auth.signout.question')}</Typography.Paragraph>
    </Modal>
  );
}
