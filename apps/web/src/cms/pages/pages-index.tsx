import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { Spinner } from '../../ui/spinner';
import { pagePath } from './page-paths';
import { textIn } from './page-texts';
import { usePageList } from './use-page-query';

/** `/pages` without a slug: the store's pages (a visitor sees the published ones), drawn without a UI library. */
export function PagesIndex() {
  const { t, i18n } = useTranslation();
  const pages = usePageList(false);
  return (
    <div className="site-page site-container" data-testid="pages-index">
      <h1 className="pages-index__title">{t('route.pages')}</h1>
      {pages.isPending ? <Spinner /> : null}
      {pages.data?.length === 0 ? <p className="pages-index__empty">{t('pages.empty')}</p> : null}
      {pages.data?.length ? (
        <ul className="pages-index__list">
          {pages.data.map((page) => {
            const title = textIn(page.title, i18n.language);
            return (
              <li key={page.id}>
                <Link to={pagePath(page.slug)} lang={title?.lang} dir={title?.dir}>
                  {title?.text ?? page.slug}
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
