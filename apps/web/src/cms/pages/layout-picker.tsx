import { PAGE_LAYOUTS } from '@store/domain';
import { Radio } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { LAYOUT_SLOTS } from './page-layout';
import type { PageLayout } from './pages-api';

/** A small drawing of a layout's columns, drawn with the same grid as the page (pages.css). */
function LayoutSketch({ layout }: { layout: PageLayout }) {
  return (
    <span className="layout-sketch page-layout" data-layout={layout} aria-hidden>
      <span className="page-layout__region--main layout-sketch__main" />
      {LAYOUT_SLOTS[layout].map((slot) => (
        <span key={slot} className={`page-layout__region--${slot} layout-sketch__side`} />
      ))}
    </span>
  );
}

interface LayoutPickerProps {
  /** Injected by Form.Item. */
  value?: PageLayout;
  onChange?: (value: PageLayout) => void;
  id?: string;
}

/** The page's layout type as four cards, each a sketch of its columns and its name. */
export function LayoutPicker({ value, onChange, id }: LayoutPickerProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      id={id}
      className="layout-picker"
      value={value}
      onChange={(event) => onChange?.(event.target.value as PageLayout)}
      optionType="button"
    >
      {PAGE_LAYOUTS.map((layout) => (
        <Radio.Button key={layout} value={layout} className="layout-picker__option">
          <span className="layout-picker__card" data-testid={`layout-${layout}`}>
            <LayoutSketch layout={layout} />
            <span>{t(`enum.Page.layoutType.${layout}`)}</span>
          </span>
        </Radio.Button>
      ))}
    </Radio.Group>
  );
}
