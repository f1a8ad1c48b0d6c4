import { useTranslation } from '../../i18n/use-translation';
import { DataContentView } from '../data-content/data-content-view';
import { textIn } from '../pages/page-texts';
import { SafeHtml } from '../pages/safe-html';
import { ComponentList } from './component-list';
import type { ContentRow } from './contents-api';
import { StorefrontForm } from './storefront-form';

export type ContentShown = Pick<ContentRow, 'title' | 'description' | 'dataContent'>;

/** What a template's `form` control shows: the public form of that name. */
const renderForm = (name: string) => <StorefrontForm name={name} />;
/** What a `componentlist` control shows: the published contents of that component. */
const renderComponentList = (componentName: string) => <ComponentList componentName={componentName} />;

/**
 * One content as a visitor reads it: its title, its rich text and its fields (the data-content
 * renderer of the 24 control types). The same view previews a kept version. A content shown in a
 * component list (`nested`) lists no components itself, so two lists cannot show each other forever.
 * On a content's own page its title is the page's heading (`h1`).
 */
export function ContentBlock({
  content,
  nested = false,
  heading = 'h2',
}: {
  content: ContentShown;
  nested?: boolean;
  heading?: 'h1' | 'h2';
}) {
  const Heading = heading;
  const { i18n } = useTranslation();
  const title = textIn(content.title, i18n.language);
  const description = textIn(content.description, i18n.language);
  return (
    <div className="content-block">
      {title ? (
        <Heading className="content-block__title" lang={title.lang} dir={title.dir} data-testid="content-title">
          {title.text}
        </Heading>
      ) : null}
      {description ? <SafeHtml html={description} className="content-block__body" testId="content-body" /> : null}
      <DataContentView
        dataContent={content.dataContent}
        renderForm={renderForm}
        renderComponentList={nested ? undefined : renderComponentList}
      />
    </div>
  );
}
