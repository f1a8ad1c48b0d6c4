/** Where pages live unless a wizard is told otherwise (000 §2: `/{parentPath}/{newPageSlug}`). */
export const DEFAULT_PARENT_PATH = 'pages';

/** The address of a page: its slug (Persian letters and all) as one path segment. */
export function pagePath(slug: string, parentPath: string = DEFAULT_PARENT_PATH): string {
  return `/${parentPath.replace(/^\/+|\/+$/g, '')}/${encodeURIComponent(slug)}`;
}
