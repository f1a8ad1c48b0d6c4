import { type Language, pageMetaTexts } from '@store/domain/public';
import { useParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { useScreenMeta } from '../../app/document-meta-override';
import { withAntd } from '../../app/lazy-antd';
import { isAdmin } from '../../auth/auth-storage';
import { useAuth } from '../../auth/use-auth';
import { useTranslation } from '../../i18n/use-translation';
import { FavoriteButton } from '../../storefront/favorites/favorite-button';
import { NotFoundPage } from '../../storefront/screens/not-found-page';
import { Alert } from '../../ui/alert';
import { Spinner } from '../../ui/spinner';
import { ContentPlaceholder } from '../contents/content-placeholder';
import type { RenderSlot } from './page-layout';
import { plainText } from './page-texts';
import { PageView } from './page-view';
import type { PageRow } from './pages-api';
import { PagesIndex } from './pages-index';
import { usePageBySlug } from './use-page-query';
import './pages.css';

// The editing tools (wizard, rich-text editor, versions; Ant Design) load only for administrators.
const PageAdminBar = withAntd(() => import('./page-admin-bar').then((m) => ({ default: m.PageAdminBar })), true);

/** Title, description and keywords of the page in the reader's language (the meta ones first). */
function usePageMeta(page: PageRow | undefined) {
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  // The server's choice of texts (the domain's pageMetaTexts), so the head does not change after load.
  const texts = page
    ? pageMetaTexts(
        {
          title: page.title,
          description: page.description ?? {},
          metaTitle: page.metaTitle ?? {},
          metaDescription: page.metaDescription ?? {},
        },
        language,
      )
    : null;
  useScreenMeta(texts && page ? { ...texts, keywords: plainText(page.metaKeywords, language) } : null);
}

/** Each region of a page holds the contents placed in it: part = the region's name, the page as their entity. */
const placeholdersOf =
  (pageId: number): RenderSlot =>
  (name, label) => <ContentPlaceholder place={{ partName: name, entityName: 'Page', entityId: pageId }} label={label} />;

function OnePage({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const admin = isAdmin(useAuth());
  const query = usePageBySlug(slug);
  usePageMeta(query.data);
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    // The server answers 404 for an unknown page and for an unpublished one read by a visitor.
    if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />;
    return (
      <div className="site-page site-container">
        <Alert>
          <strong>{t('common.error.title')}</strong> {query.error.message}
        </Alert>
      </div>
    );
  }
  const page = query.data;
  return (
    <div className="site-page site-container cms-page" data-testid="cms-page" data-page-id={page.id}>
      {admin ? (
        <div className="cms-page__admin">
          {page.published ? null : (
            <span className="badge badge--warning" data-testid="page-unpublished">
              {t('pages.unpublished')}
            </span>
          )}
          <PageAdminBar page={page} />
        </div>
      ) : null}
      <div className="cms-page__actions">
        <FavoriteButton item={{ entityName: 'Page', entityId: page.id }} />
      </div>
      <PageView page={page} outlined={admin} renderSlot={placeholdersOf(page.id)} />
    </div>
  );
}

/** `/pages/{slug?}` (000 §2): one published page in its layout, or the list of pages without a slug. */
export function PageScreen() {
  const { slug } = useParams();
  return slug ? <OnePage key={slug} slug={slug} /> : <PagesIndex />;
}
