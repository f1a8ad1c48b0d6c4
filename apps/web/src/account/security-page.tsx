import { KeyOutlined } from '@ant-design/icons';
import { Alert, Skeleton, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { safeReturnUrl } from '../app/guard-rules';
import { CHANGE_PASSWORD_PATH } from '../app/web-routes';
import { LinkButton } from '../components/link-button';
import { useTranslation } from '../i18n/use-translation';
import { AccountCard } from './account-card';
import { ContactCard } from './contact-card';
import { SecurityEventsCard } from './security-events-card';
import { TwoFactorCard } from './two-factor-card';
import { useAccountSecurity } from './use-account-security';
import './account.css';

/**
 * /account/security: two-factor authentication (status, turn on, turn off, the recovery prompt),
 * the e-mail and mobile, the password, and the account's latest sensitive changes. `?returnUrl=`
 * is where to go back once a required second factor is on.
 */
export function SecurityPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const security = useAccountSecurity();
  let cards: React.ReactNode;
  if (security.isPending) cards = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (security.isError) cards = <Alert type="error" showIcon title={t('common.error.unexpected')} />;
  else
    cards = (
      <>
        <TwoFactorCard security={security.data} returnUrl={safeReturnUrl(params.get('returnUrl'))} />
        <ContactCard security={security.data} />
        <AccountCard icon={<KeyOutlined />} title={t('account.password.title')}>
          <Typography.Paragraph>{t('account.password.text')}</Typography.Paragraph>
          <LinkButton to={CHANGE_PASSWORD_PATH} data-testid="changepassword-link">
            {t('route.changePassword')}
          </LinkButton>
        </AccountCard>
        <SecurityEventsCard events={security.data.events} />
      </>
    );
  return (
    <div className="site-page site-container account-page">
      <Typography.Title level={1}>{t('route.accountSecurity')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('account.security.subtitle')}</Typography.Paragraph>
      {cards}
    </div>
  );
}
