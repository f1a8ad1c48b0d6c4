import { KeyOutlined, SafetyOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useTranslation } from '../i18n/use-translation';

interface PromptProps {
  codesLeft: number;
  onReplace: () => void;
  onTurnOff: () => void;
}

/**
 * After a sign-in with a recovery code (the authenticator is probably lost): set up a new one, or
 * turn two-factor off — with the password alone in this session — and how many codes are left.
 */
export function RecoveryPrompt({ codesLeft, onReplace, onTurnOff }: PromptProps) {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      icon={<KeyOutlined />}
      title={t('account.recoveryprompt.title')}
      description={
        <>
          <p className="recovery-prompt__text">{t('account.recoveryprompt.text', { count: codesLeft })}</p>
          <div className="form-actions">
            <Button type="primary" icon={<SafetyOutlined />} onClick={onReplace} data-testid="recovery-prompt-replace">
              {t('account.twofactor.replace')}
            </Button>
            <Button danger onClick={onTurnOff} data-testid="recovery-prompt-turnoff">
              {t('account.twofactor.turnoff')}
            </Button>
          </div>
        </>
      }
      className="recovery-prompt"
      data-testid="recovery-prompt"
    />
  );
}
