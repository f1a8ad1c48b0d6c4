import { settingIsTrue } from '@store/domain/public';
import { visibleFilters } from '../layout/filter-rules';

/** Which parts of the filter panel show, and how its filters are drawn. */
export interface FilterSections {
  readonly city: boolean;
  readonly region: boolean;
  readonly category: boolean;
  readonly attributes: boolean;
  /** The price range, part of the attribute panel (spec 000 §2), when `filter.enablepricefilter` is on. */
  readonly price: boolean;
  /** Spec 000 §3 filter settings: each filter's container class (default `border rounded`). */
  readonly containerClass: string;
  /** `filter.clearfilteronleave`. */
  readonly clearOnLeave: boolean;
  /** Whether the settings have arrived (a visitor sees no filter before). */
  readonly known: boolean;
}

export const DEFAULT_CONTAINER_CLASS = 'border rounded';

/** The sections per spec 000 §6 (the header's filter buttons follow the same rule: layout/filter-rules.ts). */
export function filterSections(
  settings: Readonly<Record<string, string>> | undefined,
  admin: boolean,
  draftCities: number,
): FilterSections {
  const shown = visibleFilters(settings, admin, draftCities);
  const attributes = shown.includes('attributes');
  return {
    city: shown.includes('city'),
    region: shown.includes('region'),
    category: shown.includes('category'),
    attributes,
    price: attributes && settingIsTrue(settings?.['filter.enablepricefilter'] ?? 'true'),
    containerClass: settings?.['filter.itemcontainerclassname']?.trim() || DEFAULT_CONTAINER_CLASS,
    clearOnLeave: settingIsTrue(settings?.['filter.clearfilteronleave']),
    known: settings !== undefined || admin,
  };
}
