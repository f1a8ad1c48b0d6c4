import { Card, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { storeLabel } from '../../api/store-storage';
import { useStoreInfo } from '../../api/use-store-info';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';

/** /Authentication: one screen, two tabs (Sign in | Register); `?tab=register` opens the second. */
export function AuthenticationPage() {
  const { t } = useTranslation();
  const store = useStoreInfo();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'register' ? 'register' : 'signin';
  return (
    <Card className="auth-card">
      <Typography.Title level={1} className="auth-card__store">
        {storeLabel(store, t('app.store.fallback'))}
      </Typography.Title>
      <Tabs
        activeKey={tab}
        centered
        onChange={(key) => {
          const next = new URLSearchParams(params);
          if (key === 'register') next.set('tab', 'register');
          else next.delete('tab');
          setParams(next, { replace: true });
        }}
        items={[
          {
            key: 'signin',
            label: t('auth.signin'),
            children: <SignInForm />,
          },
          {
            key: 'register',
            label: t('auth.register'),
            children: (
              <>
                <Typography.Title level={2} className="auth-card__title">
                  {t('auth.register.title')}
                </Typography.Title>
                <Typography.Paragraph type="secondary">{t('auth.register.subtitle')}</Typography.Paragraph>
                <RegisterForm />
              </>
            ),
          },
        ]}
      />
    </Card>
  );
}
