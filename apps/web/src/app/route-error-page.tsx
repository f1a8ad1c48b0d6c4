import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** Shown when a screen throws while rendering; the error is logged, the user can reload. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <main id="main">
      <Result
        status="500"
        title={t('common.error.unexpected')}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('common.reload')}
          </Button>
        }
      />
    </main>
  );
}
