import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isAdmin } from '../../auth/auth-storage';
import { useAuth } from '../../auth/use-auth';
import { type ContentPlace, getComponentContents, getContents } from './contents-api';

/** Every cached content read: dropped after any change of a content. */
export const CONTENTS_KEY = 'cms-contents';

/** The contents of a place; administrators read unpublished ones too, so the answer is cached per kind of reader. */
export function useContents(place: ContentPlace) {
  const admin = isAdmin(useAuth());
  return useQuery({
    queryKey: [CONTENTS_KEY, 'place', place.partName, place.entityName ?? null, place.entityId ?? null, admin],
    queryFn: ({ signal }) => getContents(place, signal),
  });
}

/** The contents a component list shows. */
export function useComponentContents(componentName: string) {
  const admin = isAdmin(useAuth());
  return useQuery({
    queryKey: [CONTENTS_KEY, 'component', componentName, admin],
    queryFn: ({ signal }) => getComponentContents(componentName, signal),
  });
}

/** Forgets every content read, so placeholders read them again. */
export function useForgetContents() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [CONTENTS_KEY] });
}
