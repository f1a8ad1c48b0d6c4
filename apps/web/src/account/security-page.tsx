import { KeyOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { safeReturnUrl } from '../app/guard-rules';
import { CHANGE_PASSWORD_PATH } from '../app/web-routes';
import { LinkButton } from '../components/link-button';
import { TwoFactorCard } from './two-factor-card';
import './account.css';

/**
 * /account/security: two-factor authentication (status, turn on, turn off) and a way to change
 * the password. `?returnUrl=` is where to go back once a required second factor is on.
 */
export function SecurityPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <div className="melk-page melk-container account-page">
      <Typography.Title level={1}>{t('route.accountSecurity')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('account.security.subtitle')}</Typography.Paragraph>
      <TwoFactorCard returnUrl={safeReturnUrl(params.get('returnUrl'))} />
      <Card
        className="account-page__card"
        title={
          <span>
            <KeyOutlined /> {t('account.password.title')}
          </span>
        }
      >
        <Typography.Paragraph>{t('account.password.text')}</Typography.Paragraph>
        <LinkButton to={CHANGE_PASSWORD_PATH} data-testid="changepassword-link">
          {t('route.changePassword')}
        </LinkButton>
      </Card>
    </div>
  );
}
