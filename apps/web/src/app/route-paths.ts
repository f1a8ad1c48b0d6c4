/** True when a route path has a segment that must be filled (`/Update/:id`), so it cannot be linked as is. */
export const hasRequiredParam = (path: string) => /\/:[^/?]+(\/|$)/.test(path);

/** A path with its optional segments left out: `/account/tickets/:slug?` → `/account/tickets`. */
export const bareLink = (path: string) => path.replace(/\/:[^/]+\?/g, '') || '/';
