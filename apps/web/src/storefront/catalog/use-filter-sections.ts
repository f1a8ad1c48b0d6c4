import { useAppSettings } from '../../api/use-app-settings';
import { isAdmin } from '../../auth/auth-storage';
import { useAuth } from '../../auth/use-auth';
import { type FilterSections, filterSections } from './filter-sections';

/** The filter panel's sections for the store's settings and the signed-in user (administrators see more). */
export function useFilterSections(draftCities: number): FilterSections {
  return filterSections(useAppSettings(), isAdmin(useAuth()), draftCities);
}
