import { settingIsTrue } from '@store/domain/public';
import type { IconName } from '../../ui/icons';

export type FilterName = 'city' | 'region' | 'category' | 'attributes';

export const FILTERS: readonly { name: FilterName; icon: IconName; setting: string }[] = [
  { name: 'city', icon: 'pin', setting: 'addressfilterenabled' },
  { name: 'region', icon: 'grid', setting: 'regionfilterenabled' },
  { name: 'category', icon: 'tag', setting: 'categoryfilterenabled' },
  { name: 'attributes', icon: 'filter', setting: 'attributefilterenabled' },
];

/**
 * Which filters a visitor sees (000 §6): city, category and attributes for administrators or when
 * the store's public setting turns them on; the region only with its setting and exactly one city
 * chosen. Hidden filters are not drawn (no disabled button without a reason). Each opens its panel
 * on the products page, where the catalog filters (issue 13).
 */
export function visibleFilters(settings: Readonly<Record<string, string>> | undefined, admin: boolean, chosenCities: number): FilterName[] {
  return FILTERS.filter((f) => {
    const on = settingIsTrue(settings?.[f.setting]);
    if (f.name === 'region') return on && chosenCities === 1;
    return admin || on;
  }).map((f) => f.name);
}
