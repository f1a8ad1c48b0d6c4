import { SafetyOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { startTwoFactor, type TwoFactorSetup, twoFactorStatus } from '../api/auth-api';
import { useNotify } from '../components/use-notify';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorDisableForm } from './two-factor-disable-form';
import { TwoFactorSetupForm } from './two-factor-setup-form';

const STATUS_KEY = ['twoFactorStatus'];

/**
 * Two-factor authentication of the signed-in user. With a `returnUrl` (a role requires two-factor
 * and a call was refused), the user is told why and goes back there once it is on. Off → "Turn on" asks the server for a pending
 * secret (QR code and key), a code of it turns two-factor on and answers the recovery codes, shown
 * once. On → "Turn off" asks for a code of the app or a recovery code.
 */
export function TwoFactorCard({ returnUrl }: { returnUrl: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: STATUS_KEY, queryFn: ({ signal }) => twoFactorStatus(signal) });
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [disabling, setDisabling] = useState(false);
  const start = useMutation({ mutationFn: startTwoFactor, onSuccess: setSetup, onError: notify.error });

  const changed = (enabled: boolean) => {
    queryClient.setQueryData(STATUS_KEY, enabled);
    notify.success(t('account.twofactor.title'), t(enabled ? 'account.twofactor.turnedon' : 'account.twofactor.turnedoff'));
  };

  let body: React.ReactNode;
  if (status.isPending) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (status.isError) body = <Alert type="error" showIcon title={t('common.error.unexpected')} />;
  else if (recoveryCodes)
    body = (
      <RecoveryCodes
        codes={recoveryCodes}
        onDone={() => {
          setRecoveryCodes(null);
          if (returnUrl) void navigate(returnUrl);
        }}
      />
    );
  else if (setup)
    body = (
      <TwoFactorSetupForm
        setup={setup}
        onCancel={() => setSetup(null)}
        onRestart={() => {
          setSetup(null);
          start.mutate();
        }}
        onEnabled={(codes) => {
          setSetup(null);
          setRecoveryCodes(codes);
          changed(true);
        }}
      />
    );
  else if (status.data && disabling)
    body = (
      <TwoFactorDisableForm
        onCancel={() => setDisabling(false)}
        onDisabled={() => {
          setDisabling(false);
          changed(false);
        }}
      />
    );
  else
    body = (
      <Space orientation="vertical" size="middle" className="account-page__stack">
        {returnUrl && !status.data ? (
          <Alert type="warning" showIcon title={t('security.error.twofactorsetuprequired')} data-testid="twofactor-required" />
        ) : null}
        <Typography.Paragraph className="account-page__text">
          {t(status.data ? 'account.twofactor.ontext' : 'account.twofactor.offtext')}
        </Typography.Paragraph>
        {status.data ? (
          <Button danger onClick={() => setDisabling(true)} data-testid="twofactor-turnoff">
            {t('account.twofactor.turnoff')}
          </Button>
        ) : (
          <Button
            type="primary"
            icon={<SafetyOutlined />}
            loading={start.isPending}
            onClick={() => start.mutate()}
            data-testid="twofactor-turnon"
          >
            {t('account.twofactor.turnon')}
          </Button>
        )}
      </Space>
    );

  return (
    <Card
      className="account-page__card"
      title={
        <span>
          <SafetyOutlined /> {t('account.twofactor.title')}
        </span>
      }
      extra={
        status.isSuccess ? (
          <Tag color={status.data ? 'success' : 'default'} data-testid="twofactor-status">
            {t(status.data ? 'account.twofactor.on' : 'account.twofactor.off')}
          </Tag>
        ) : null
      }
      data-testid="twofactor-card"
    >
      {body}
    </Card>
  );
}
