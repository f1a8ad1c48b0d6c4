import { useScreenMeta } from '../../app/document-meta-override';
import { useTranslation } from '../../i18n/use-translation';
import { LinkButton } from '../../ui/button';

/** The 404 page: unmatched paths, /error/404, a missing page or content (the server answers them with HTTP 404). */
export function NotFoundPage() {
  const { t } = useTranslation();
  // Shown in place of a missing page or content too: its head says so (no title of a page that is not there).
  useScreenMeta({ title: t('route.notFound'), description: t('route.notFound.description'), keywords: '', indexed: false });
  return (
    <div className="site-page site-container result-page" data-testid="not-found">
      <h1 className="result-page__code not-found__title">{t('notfound.title')}</h1>
      <p className="result-page__text">
        <strong>{t('route.notFound')}</strong>
        <br />
        {t('route.notFound.description')}
      </p>
      <LinkButton to="/" variant="primary">
        {t('notfound.back')}
      </LinkButton>
    </div>
  );
}
