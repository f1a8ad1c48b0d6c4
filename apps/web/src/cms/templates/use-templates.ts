import { useQuery, useQueryClient } from '@tanstack/react-query';
import { listTemplates } from './templates-api';

/** The store's content templates as the builder (and a content editor) read them. */
export const TEMPLATES_KEY = 'cms-content-templates';

export function useTemplates(enabled = true) {
  return useQuery({ queryKey: [TEMPLATES_KEY], queryFn: ({ signal }) => listTemplates(signal), enabled });
}

/** After a change: the builder's list and the dashboard's generic list of templates are read again. */
export function useForgetTemplates() {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: [TEMPLATES_KEY] });
    await client.invalidateQueries({ queryKey: ['rows', 'ContentTemplates'] });
    await client.invalidateQueries({ queryKey: ['refs', 'ContentTemplates'] });
  };
}
