import { useTranslation } from '../../i18n/use-translation';
import { Spinner } from '../../ui/spinner';
import { ContentBlock } from './content-block';
import { useComponentContents } from './use-contents';

/** A `componentlist` control: the published contents of a component (news items…), in display order. */
export function ComponentList({ componentName }: { componentName: string }) {
  const { t } = useTranslation();
  const contents = useComponentContents(componentName);
  if (contents.isPending) return <Spinner />;
  const rows = (contents.data ?? []).filter((row) => row.published);
  if (rows.length === 0) return <p className="component-list__empty">{t('contents.list.empty')}</p>;
  return (
    <ul className="component-list" data-testid={`component-list-${componentName}`}>
      {rows.map((row) => (
        <li key={row.id} className="component-list__item">
          <ContentBlock content={row} nested />
        </li>
      ))}
    </ul>
  );
}
