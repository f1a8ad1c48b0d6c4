import { CopyOutlined, WarningOutlined } from '@ant-design/icons';
import { Alert, Button, Typography } from 'antd';
import { useTranslation } from '../i18n/use-translation';
import { showToast } from '../ui/toast-store';

/** The recovery codes, answered once when two-factor is turned on: a warning, the list, a copy button. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      showToast('success', t('account.recovery.copied'));
    } catch {
      showToast('error', t('account.recovery.copyfailed'));
    }
  }

  return (
    <section aria-labelledby="recovery-title" data-testid="recovery-codes">
      <Typography.Title level={3} id="recovery-title" className="recovery-codes__title">
        {t('account.recovery.title')}
      </Typography.Title>
      <Alert
        type="warning"
        showIcon
        icon={<WarningOutlined />}
        title={t('account.recovery.once')}
        description={t('account.recovery.warning')}
      />
      <ol className="recovery-codes__list" dir="ltr">
        {codes.map((code) => (
          <li key={code}>
            <code data-testid="recovery-code">{code}</code>
          </li>
        ))}
      </ol>
      <div className="form-actions">
        <Button icon={<CopyOutlined />} onClick={() => void copy()} data-testid="recovery-copy">
          {t('account.recovery.copy')}
        </Button>
        <Button type="primary" onClick={onDone} data-testid="recovery-done">
          {t('account.recovery.done')}
        </Button>
      </div>
    </section>
  );
}
