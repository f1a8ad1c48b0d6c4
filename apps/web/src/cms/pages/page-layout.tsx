import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageLayout } from './pages-api';

/** The regions around the page's own text: where content placeholders will be mounted (slice 4). */
export type SlotName = 'main' | 'side' | 'start' | 'end';

/** Each layout's regions besides `main` (the grid in pages.css places them; the page's text is in `main`). */
export const LAYOUT_SLOTS: Record<PageLayout, readonly SlotName[]> = {
  onecolumn: [],
  twocolumn: ['side'],
  twocolumn_reverse: ['side'],
  threecolumn: ['start', 'end'],
};

/** An empty region a content placeholder will fill; administrators see its outline and name. */
function Slot({ name, outlined }: { name: SlotName; outlined: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={outlined ? 'page-slot page-slot--outlined' : 'page-slot'} data-slot={name}>
      {outlined ? <span className="page-slot__name">{t(`pages.slot.${name}`)}</span> : null}
    </div>
  );
}

/**
 * A page's column arrangement: one CSS grid per layout type (pages.css), the main column first in
 * the document (read first, shown first on a phone) and placed by grid areas, which follow the
 * page's direction, so a right-to-left page mirrors the arrangement by itself.
 */
export function PageLayoutGrid({ layout, children, outlined }: { layout: PageLayout; children: ReactNode; outlined: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="page-layout" data-layout={layout} data-testid="page-layout">
      <div className="page-layout__region page-layout__region--main">
        {children}
        <Slot name="main" outlined={outlined} />
      </div>
      {LAYOUT_SLOTS[layout].map((name) => (
        <aside key={name} className={`page-layout__region page-layout__region--${name}`} aria-label={t(`pages.slot.${name}`)}>
          <Slot name={name} outlined={outlined} />
        </aside>
      ))}
    </div>
  );
}
