import { ToolOutlined } from '@ant-design/icons';
import type { RouteMeta } from '@store/domain';
import { Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/link-button';

/** A route whose screen comes in a later issue: its title, description and an honest notice. */
export function PlaceholderPage({ meta }: { meta: RouteMeta }) {
  const { t } = useTranslation();
  return (
    <div className="melk-page melk-container">
      <Typography.Title level={1}>{t(meta.title)}</Typography.Title>
      <Typography.Paragraph type="secondary">{t(meta.description)}</Typography.Paragraph>
      <Result
        icon={<ToolOutlined />}
        title={t('placeholder.title')}
        subTitle={t('placeholder.text')}
        extra={<LinkButton to="/">{t('notfound.back')}</LinkButton>}
      />
    </div>
  );
}
