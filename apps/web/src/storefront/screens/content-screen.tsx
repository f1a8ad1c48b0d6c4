import { useParams } from 'react-router';
import { useScreenMeta } from '../../app/document-meta-override';
import { ComponentList } from '../../cms/contents/component-list';
import { ContentBlock } from '../../cms/contents/content-block';
import { useComponentContents } from '../../cms/contents/use-contents';
import { plainText } from '../../cms/pages/page-texts';
import { useTranslation } from '../../i18n/use-translation';
import { Spinner } from '../../ui/spinner';
import { NotFoundPage } from './not-found-page';

/**
 * `/content/{type}/{slug}` (000 §2): the contents of a component (`type`, its component name: news,
 * products' notes…) and one of them by its `slug` — the content's guid, or its id. A content that is
 * missing or unpublished is the not-found page (the server answers it with HTTP 404 as well).
 */
export function ContentScreen() {
  const { type, slug } = useParams();
  if (!type) return <NotFoundPage />;
  return slug ? <OneContent key={`${type}/${slug}`} type={type} slug={slug} /> : <ContentList type={type} />;
}

function ContentList({ type }: { type: string }) {
  return (
    <div className="site-page site-container" data-testid="content-list">
      <h1 className="sr-only">{type}</h1>
      <ComponentList componentName={type} />
    </div>
  );
}

function OneContent({ type, slug }: { type: string; slug: string }) {
  const { i18n } = useTranslation();
  const contents = useComponentContents(type);
  const content = (contents.data ?? []).find((row) => row.published && (row.guid === slug || String(row.id) === slug));
  useScreenMeta(
    content
      ? { title: plainText(content.title, i18n.language), description: plainText(content.description, i18n.language), keywords: '' }
      : null,
  );
  if (contents.isPending) return <Spinner />;
  if (!content) return <NotFoundPage />;
  return (
    <article className="site-page site-container content-page" data-testid="content-page">
      <ContentBlock content={content} />
    </article>
  );
}
