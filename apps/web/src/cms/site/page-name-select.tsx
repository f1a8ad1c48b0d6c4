import { Select } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { plainText } from '../pages/page-texts';
import { usePageList } from '../pages/use-page-query';

interface PageNameSelectProps {
  id?: string;
  value?: string;
  onChange?: (slug: string) => void;
  testId: string;
}

/**
 * One of the store's pages, shown by its title in the reader's language and kept by its slug (the
 * footer links to `/pages/{slug}`); cleared: no link. A slug no page has now (its page deleted) is
 * still listed, as itself, so opening the editor does not change it unseen.
 */
export function PageNameSelect({ id, value, onChange, testId }: PageNameSelectProps) {
  const { t, i18n } = useTranslation();
  const pages = usePageList(false);
  const options = (pages.data ?? []).map((page) => ({ value: page.slug, label: plainText(page.title, i18n.language) || page.slug }));
  if (value && !options.some((option) => option.value === value)) options.push({ value, label: value });
  return (
    <Select
      {...(id ? { id } : {})}
      value={value || undefined}
      onChange={(slug) => onChange?.(slug ?? '')}
      options={options}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={pages.isPending}
      placeholder={t('site.pagename.none')}
      data-testid={testId}
    />
  );
}
