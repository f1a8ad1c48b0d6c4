import { useTranslation } from '../../i18n/use-translation';
import { DataContentView } from '../data-content/data-content-view';
import { PageLayoutGrid, type RenderSlot } from './page-layout';
import { textIn } from './page-texts';
import type { PageRow } from './pages-api';
import { SafeHtml } from './safe-html';

export type PageContent = Pick<PageRow, 'layoutType' | 'title' | 'description' | 'dataContent'>;

/**
 * A page as a visitor reads it: its title, its rich text and its custom fields in its layout.
 * The same view previews a kept version (`heading` 2 inside the versions dialog).
 */
export function PageView({
  page,
  outlined = false,
  heading = 1,
  renderSlot,
}: {
  page: PageContent;
  outlined?: boolean;
  heading?: 1 | 2;
  /** The regions' contents (the page's placeholders); a kept version's preview has none. */
  renderSlot?: RenderSlot;
}) {
  const { i18n } = useTranslation();
  const title = textIn(page.title, i18n.language);
  const description = textIn(page.description, i18n.language);
  const Heading = heading === 1 ? 'h1' : 'h2';
  return (
    <PageLayoutGrid layout={page.layoutType} outlined={outlined} renderSlot={renderSlot}>
      <article className="page-article">
        {title ? (
          <Heading className="page-article__title" lang={title.lang} dir={title.dir} data-testid="page-title">
            {title.text}
          </Heading>
        ) : null}
        {description ? <SafeHtml html={description} className="page-article__body" testId="page-body" /> : null}
        <DataContentView dataContent={page.dataContent} />
      </article>
    </PageLayoutGrid>
  );
}
