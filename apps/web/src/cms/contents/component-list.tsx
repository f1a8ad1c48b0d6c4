import { Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { ContentBlock } from './content-block';
import { useComponentContents } from './use-contents';

/** A `componentlist` control: the published contents of a component (news items…), in display order. */
export function ComponentList({ componentName }: { componentName: string }) {
  const { t } = useTranslation();
  const contents = useComponentContents(componentName);
  if (contents.isPending) return <Spin />;
  const rows = (contents.data ?? []).filter((row) => row.published);
  if (rows.length === 0) return <Empty description={t('contents.list.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
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
