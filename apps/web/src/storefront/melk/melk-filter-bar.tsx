import { AppstoreOutlined, EnvironmentOutlined, FilterOutlined, PushpinOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * City, region, category and attribute filters of the melk theme. They open once the catalog
 * (addresses, categories, attributes) is served; the region needs exactly one city first.
 */
export function MelkFilterBar() {
  const { t } = useTranslation();
  const filters = [
    { key: 'city', icon: <EnvironmentOutlined />, hint: t('filter.soon') },
    { key: 'region', icon: <PushpinOutlined />, hint: t('filter.regionhint') },
    { key: 'category', icon: <AppstoreOutlined />, hint: t('filter.soon') },
    { key: 'attributes', icon: <FilterOutlined />, hint: t('filter.soon') },
  ];
  return (
    <section className="melk-filters" aria-label={t('entity.list.filters')}>
      <div className="melk-container melk-filters__inner">
        {filters.map((f) => (
          <Tooltip key={f.key} title={f.hint}>
            <span>
              <Button shape="round" icon={f.icon} disabled data-testid={`filter-${f.key}`}>
                {t(`filter.${f.key}`)}
              </Button>
            </span>
          </Tooltip>
        ))}
      </div>
    </section>
  );
}
