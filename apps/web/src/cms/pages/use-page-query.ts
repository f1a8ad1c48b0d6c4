import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isAdmin } from '../../auth/auth-storage';
import { useAuth } from '../../auth/use-auth';
import { getPageBySlug, listPages } from './pages-api';

/** Every cached page read (one page, the lists): dropped after any change of a page. */
export const PAGES_KEY = 'cms-pages';

/** The page at `slug`: administrators read unpublished ones too, so the answer is cached per kind of reader. */
export function usePageBySlug(slug: string) {
  const admin = isAdmin(useAuth());
  return useQuery({
    queryKey: [PAGES_KEY, 'slug', slug, admin],
    queryFn: ({ signal }) => getPageBySlug(slug, signal),
  });
}

/** Pages of the store (visitors: published ones); `topMenu` keeps those flagged for the header. */
export function usePageList(topMenu: boolean) {
  const admin = isAdmin(useAuth());
  return useQuery({ queryKey: [PAGES_KEY, 'list', topMenu, admin], queryFn: () => listPages(topMenu) });
}

/** Forgets every page read, so the screens and the header's menu read them again. */
export function useForgetPages() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [PAGES_KEY] });
}
