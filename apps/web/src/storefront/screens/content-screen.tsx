import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useScreenMeta } from '../../app/document-meta-override';
import { ComponentList } from '../../cms/contents/component-list';
import { ContentBlock } from '../../cms/contents/content-block';
import { getContentByGuid } from '../../cms/contents/contents-api';
import { plainText } from '../../cms/pages/page-texts';
import { useTranslation } from '../../i18n/use-translation';
import { Spinner } from '../../ui/spinner';
import { NotFoundPage } from './not-found-page';

/**
 * `/content/{type}/{slug}` (000 §2): the contents of a component (`type`, its component name: news,
 * products' notes…) and one of them by its `slug`, the content's guid. A content that is missing,
 * unpublished or of another component is the not-found page (the server answers it with HTTP 404 too).
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

const GUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;

function OneContent({ type, slug }: { type: string; slug: string }) {
  const { i18n } = useTranslation();
  const isGuid = GUID.test(slug);
  // The server's rule (http/site/page-records.ts): a published content of this component, by guid.
  const found = useQuery({
    queryKey: ['content-by-guid', slug.toLowerCase()],
    queryFn: ({ signal }) => getContentByGuid(slug, signal),
    enabled: isGuid,
    retry: false,
  });
  const row = found.data;
  const content = row?.published && row.componentName?.toLowerCase() === type.toLowerCase() ? row : undefined;
  useScreenMeta(
    content
      ? { title: plainText(content.title, i18n.language), description: plainText(content.description, i18n.language), keywords: '' }
      : null,
  );
  if (isGuid && found.isPending) return <Spinner />;
  if (!content) return <NotFoundPage />;
  return (
    <article className="site-page site-container content-page" data-testid="content-page">
      <ContentBlock content={content} heading="h1" />
    </article>
  );
}
