import { Card, Empty, Spin, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { pagePath } from './page-paths';
import { textIn } from './page-texts';
import { usePageList } from './use-page-query';

/** `/pages` without a slug: the store's pages (a visitor sees the published ones). */
export function PagesIndex() {
  const { t, i18n } = useTranslation();
  const pages = usePageList(false);
  return (
    <div className="melk-page melk-container" data-testid="pages-index">
      <Typography.Title level={1}>{t('route.pages')}</Typography.Title>
      {pages.isPending ? <Spin /> : null}
      {pages.data?.length === 0 ? <Empty description={t('pages.empty')} /> : null}
      {pages.data?.length ? (
        <Card>
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
        </Card>
      ) : null}
    </div>
  );
}
