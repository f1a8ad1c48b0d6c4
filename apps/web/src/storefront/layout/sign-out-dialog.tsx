import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { signOut } from '../../api/auth-api';
import { clearAuth } from '../../auth/auth-storage';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

/**
 * Sign-out offers "this device only" or "all devices" (000 §2); server errors are ignored. It ends
 * on the sign-in page (issue 11), from the header as from the avatar menu or the dashboard.
 */
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
    // Leave signed-in screens first (rendered at once), or their guard would ask to sign in again
    // with a return address to come back to; then the sign-in page, where a sign-out ends (a guest
    // route: it opens once the sign-in is gone).
    flushSync(() => void navigate('/', { replace: true }));
    clearAuth();
    await navigate('/Authentication', { replace: true });
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('auth.signout')}
      testId="signout-dialog"
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button loading={busy === 'all'} onClick={() => void run(true)} data-testid="signout-all">
            {t('auth.signout.alldevices')}
          </Button>
          <Button variant="primary" loading={busy === 'one'} onClick={() => void run(false)} data-testid="signout-this">
            {t('auth.signout.thisdevice')}
          </Button>
        </>
      }
    >
      <p>{t('auth.signout.question')}</p>
    </Dialog>
  );
}
