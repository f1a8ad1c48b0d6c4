import type { HeaderFooterSetting, Language } from '@store/domain';
import { api } from '../../api/api-client';

/** The store's public identity as GET /api/Settings/getSiteInformation answers it (docs/notes/issue-10-settings.md). */
export type SiteInformation = {
  storeId: number;
  name: string;
  title: Record<Language, string>;
  description: Record<Language, string>;
  logo: string;
  icon: string;
  companyName: string;
  companyAddress: string;
  companyPhoneNumber: string;
  logoheight: number;
} & Record<Exclude<HeaderFooterSetting, 'logoheight'>, string>;

/** What the header and footer editor saves: the logo and the header and footer settings; '' clears one. */
export type HeaderFooterBody = Partial<
  Pick<SiteInformation, 'logo' | 'logoheight'> & Record<Exclude<HeaderFooterSetting, 'logoheight'>, string>
>;

export async function getSiteInformation(signal?: AbortSignal): Promise<SiteInformation> {
  return (await api<{ data: SiteInformation }>('GET', '/api/Settings/getSiteInformation', signal ? { signal } : {})).data;
}

/** POST saveSiteInformation: the fields sent, all or nothing; answers the site information as saved. */
export async function saveSiteInformation(body: HeaderFooterBody): Promise<SiteInformation> {
  return (await api<{ data: SiteInformation }>('POST', '/api/Settings/saveSiteInformation', { body })).data;
}
