import { SafetyOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { AccountSecurity, TwoFactorSetup } from '../api/auth-api';
import { useNotify } from '../components/use-notify';
import { useTranslation } from '../i18n/use-translation';
import { AccountCard } from './account-card';
import { RecoveryCodes } from './recovery-codes';
import { RecoveryPrompt } from './recovery-prompt';
import { TwoFactorDisableForm } from './two-factor-disable-form';
import { TwoFactorPasswordStep } from './two-factor-password-step';
import { TwoFactorSetupForm } from './two-factor-setup-form';
import { useRefreshAccountSecurity } from './use-account-security';

type Step =
  | { name: 'idle' }
  | { name: 'password' }
  | { name: 'setup'; setup: TwoFactorSetup; password: string }
  | { name: 'disable' }
  | { name: 'codes'; codes: string[] };

interface CardProps {
  security: AccountSecurity;
  /** Where to go back once a required second factor is on (a role requires it and a call was refused). */
  returnUrl: string | null;
}

/**
 * Two-factor authentication of the signed-in user. Off → "Turn on" asks for the password, then the
 * server's pending secret (QR code and key); a code of it (with the password again) turns it on and
 * answers the recovery codes, shown once. On → "Turn off" asks for the password and a code. After a
 * sign-in with a recovery code, a prompt offers a new authenticator or turning it off (password only).
 */
export function TwoFactorCard({ security, returnUrl }: CardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const refresh = useRefreshAccountSecurity();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const enabled = security.twoFactorEnabled;
  const recovering = security.signedInWithRecoveryCode;

  const changed = (message: string) => {
    refresh();
    notify.success(t('account.twofactor.title'), t(message));
  };

  let body: React.ReactNode;
  if (step.name === 'codes')
    body = (
      <RecoveryCodes
        codes={step.codes}
        onDone={() => {
          setStep({ name: 'idle' });
          if (returnUrl) void navigate(returnUrl);
        }}
      />
    );
  else if (step.name === 'password')
    body = (
      <TwoFactorPasswordStep
        replacing={enabled}
        onStarted={(setup, password) => setStep({ name: 'setup', setup, password })}
        onCancel={() => setStep({ name: 'idle' })}
      />
    );
  else if (step.name === 'setup')
    body = (
      <TwoFactorSetupForm
        setup={step.setup}
        password={step.password}
        onCancel={() => setStep({ name: 'idle' })}
        onRestart={() => setStep({ name: 'password' })}
        onEnabled={(codes) => {
          setStep({ name: 'codes', codes });
          changed(enabled ? 'account.twofactor.replaced' : 'account.twofactor.turnedon');
        }}
      />
    );
  else if (step.name === 'disable' && enabled)
    body = (
      <TwoFactorDisableForm
        passwordOnly={recovering}
        onCancel={() => setStep({ name: 'idle' })}
        onDisabled={() => {
          setStep({ name: 'idle' });
          changed('account.twofactor.turnedoff');
        }}
      />
    );
  else if (recovering)
    // The prompt offers both ways out itself: nothing else competes with it.
    body = (
      <RecoveryPrompt
        codesLeft={security.recoveryCodesLeft}
        onReplace={() => setStep({ name: 'password' })}
        onTurnOff={() => setStep({ name: 'disable' })}
      />
    );
  else
    body = (
      <Space orientation="vertical" size="middle" className="account-page__stack">
        {returnUrl && !enabled ? (
          <Alert type="warning" showIcon title={t('security.error.twofactorsetuprequired')} data-testid="twofactor-required" />
        ) : null}
        <Typography.Paragraph className="account-page__text">
          {t(enabled ? 'account.twofactor.ontext' : 'account.twofactor.offtext')}
        </Typography.Paragraph>
        {enabled ? (
          <Typography.Text type="secondary" data-testid="twofactor-codesleft">
            {t('account.twofactor.codesleft', { count: security.recoveryCodesLeft })}
          </Typography.Text>
        ) : null}
        {enabled ? (
          <Button danger onClick={() => setStep({ name: 'disable' })} data-testid="twofactor-turnoff">
            {t('account.twofactor.turnoff')}
          </Button>
        ) : (
          <Button type="primary" icon={<SafetyOutlined />} onClick={() => setStep({ name: 'password' })} data-testid="twofactor-turnon">
            {t('account.twofactor.turnon')}
          </Button>
        )}
      </Space>
    );

  return (
    <AccountCard
      icon={<SafetyOutlined />}
      title={t('account.twofactor.title')}
      extra={
        <Tag color={enabled ? 'success' : 'default'} data-testid="twofactor-status">
          {t(enabled ? 'account.twofactor.on' : 'account.twofactor.off')}
        </Tag>
      }
      testId="twofactor-card"
    >
      {body}
    </AccountCard>
  );
}
