import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getSiteInformation, type SiteInformation } from './site-api';

/** The query of the site information (switching the store in the dashboard resets it with every other). */
export const SITE_INFORMATION_KEY = 'site-information';

/**
 * The store's public identity (logo, header and footer content); `undefined` until it arrives or
 * when it cannot be read (the header then shows the store's name and the footer no links of its own).
 */
export function useSiteInformation(): SiteInformation | undefined {
  return useQuery({
    queryKey: [SITE_INFORMATION_KEY],
    queryFn: ({ signal }) => getSiteInformation(signal),
    staleTime: 5 * 60_000,
    retry: 1,
  }).data;
}

/**
 * After a save: the answer is the site information as saved, shown at once; the store's settings
 * (which hold the same header and footer settings) are read again.
 */
export function useSiteInformationSaved() {
  const client = useQueryClient();
  return async (saved: SiteInformation) => {
    client.setQueryData([SITE_INFORMATION_KEY], saved);
    await client.invalidateQueries({ queryKey: ['app-settings'] });
  };
}
