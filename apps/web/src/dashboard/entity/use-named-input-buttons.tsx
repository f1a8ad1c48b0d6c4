import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from '../../i18n/use-translation';

/**
 * What an input's clear button and a search box's button say to a screen reader. Ant Design names
 * them by their icons ("close-circle", "search"), in English whatever the page's language.
 */
export function useNamedInputButtons() {
  const { t } = useTranslation();
  return {
    /** For `allowClear` of an Input. */
    clearable: { clearIcon: <CloseCircleFilled aria-label={t('common.clear')} /> },
    /** For `enterButton` of an Input.Search: antd's own look (a Button is taken as it is), named. */
    searchButton: <Button icon={<SearchOutlined />} aria-label={t('common.search')} />,
  };
}
