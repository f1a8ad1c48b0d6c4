import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/link-button';

/** The 404 page: unmatched paths and /error/404. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="melk-page melk-container" data-testid="not-found">
      <Result
        status="404"
        title={<h1 className="not-found__title">{t('notfound.title')}</h1>}
        subTitle={
          <>
            <strong>{t('route.notFound')}</strong>
            <br />
            {t('route.notFound.description')}
          </>
        }
        extra={
          <LinkButton to="/" type="primary">
            {t('notfound.back')}
          </LinkButton>
        }
      />
    </div>
  );
}
