import type { PaginationProps } from 'antd';
import { cloneElement, isValidElement, type ReactElement } from 'react';
import { useFormatters } from '../../i18n/use-formatters';
import { useTranslation } from '../../i18n/use-translation';

/** What the pagination's arrows and jumps are called. */
const STEP_NAMES = {
  prev: 'common.page.prev',
  next: 'common.page.next',
  'jump-prev': 'common.page.prev5',
  'jump-next': 'common.page.next5',
} as const;

/**
 * What an Ant Design table's pagination needs to speak the language: page numbers and the page
 * size in the language's digits (`۲۰ / صفحه`), and the total as a plural ("۲ رکورد", "1 record";
 * "at least" past the server's counting cap, when `exact` is false).
 */
export function useLocalizedPagination(exact = true): Pick<PaginationProps, 'itemRender' | 'showSizeChanger' | 'showTotal'> {
  const { t } = useTranslation();
  const f = useFormatters();
  const sizeLabel = (size: unknown) => t('common.pagesize', { size: f.digits(String(size)) });
  return {
    // antd's own links: page numbers in the language's digits, the arrows and jumps named in it (antd names them by their icons, in English).
    itemRender: (page, type, element) => {
      if (!isValidElement(element)) return element;
      if (type === 'page') return cloneElement(element, undefined, f.digits(page));
      return cloneElement(element as ReactElement<{ 'aria-label'?: string }>, { 'aria-label': t(STEP_NAMES[type]) });
    },
    showSizeChanger: {
      labelRender: ({ value }) => sizeLabel(value),
      optionRender: (option) => sizeLabel(option.value),
    },
    showTotal: (total) => t(exact ? 'common.records' : 'common.records.atleast', { count: total }),
  };
}
