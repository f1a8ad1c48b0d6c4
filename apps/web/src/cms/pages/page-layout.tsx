import { PAGE_LAYOUT_PARTS, PAGE_MAIN_PART } from '@store/domain/public';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { PageLayout } from './pages-api';

/** The regions of a page's layout: each holds a content placeholder of its own (its name is the contents' part). */
export type SlotName = 'main' | 'side' | 'start' | 'end';

/** Each layout's regions besides `main` (the grid in pages.css places them; the page's text is in `main`). */
export const LAYOUT_SLOTS: Record<PageLayout, readonly SlotName[]> = PAGE_LAYOUT_PARTS;

/** What a page shows in a region: its content placeholder (none in a kept version's preview). */
export type RenderSlot = (name: SlotName, label: string) => ReactNode;

/** A region's contents; administrators see its outline and name, so the layout they chose shows before any content. */
function Slot({ name, outlined, render }: { name: SlotName; outlined: boolean; render: RenderSlot | undefined }) {
  const { t } = useTranslation();
  const label = t(`pages.slot.${name}`);
  return (
    <div className={outlined ? 'page-slot page-slot--outlined' : 'page-slot'} data-slot={name}>
      {outlined ? <span className="page-slot__name">{label}</span> : null}
      {render?.(name, label)}
    </div>
  );
}

/**
 * A page's column arrangement: one CSS grid per layout type (pages.css), the main column first in
 * the document (read first, shown first on a phone) and placed by grid areas, which follow the
 * page's direction, so a right-to-left page mirrors the arrangement by itself.
 */
export function PageLayoutGrid({
  layout,
  children,
  outlined,
  renderSlot,
}: {
  layout: PageLayout;
  children: ReactNode;
  outlined: boolean;
  renderSlot?: RenderSlot | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="page-layout" data-layout={layout} data-testid="page-layout">
      <div className="page-layout__region page-layout__region--main">
        {children}
        <Slot name={PAGE_MAIN_PART} outlined={outlined} render={renderSlot} />
      </div>
      {LAYOUT_SLOTS[layout].map((name) => (
        <aside key={name} className={`page-layout__region page-layout__region--${name}`} aria-label={t(`pages.slot.${name}`)}>
          <Slot name={name} outlined={outlined} render={renderSlot} />
        </aside>
      ))}
    </div>
  );
}
