import { entityByResource, PAGE_SIZE_MAX } from '@store/domain';
import { useQuery } from '@tanstack/react-query';
import { type EntityRow, resourceApi } from '../../api/resource-api';

export interface RefOption {
  value: number;
  label: string;
}

/**
 * Rows of a referenced resource (a ref field's target), labelled with that entity's title field.
 * Loads the first page of the largest size the API allows.
 */
export function useRefRows(resource: string | undefined) {
  const target = resource ? entityByResource(resource) : undefined;
  const query = useQuery({
    queryKey: ['refs', target?.resource],
    queryFn: ({ signal }) =>
      resourceApi.list(
        target?.resource ?? '',
        { page: 1, pageSize: PAGE_SIZE_MAX, ...(target?.defaultSort ? { sort: target.defaultSort } : {}) },
        signal,
      ),
    enabled: Boolean(target),
    staleTime: 30_000,
  });
  const titleField = target?.titleField ?? 'id';
  const labelOf = (row: EntityRow) => String(row[titleField] ?? row.id);
  const options: RefOption[] = (query.data?.data ?? []).map((row) => ({ value: row.id, label: labelOf(row) }));
  const titleOf = (id: unknown) => options.find((o) => o.value === Number(id))?.label ?? (id == null ? '' : `#${String(id)}`);
  return { options, titleOf, loading: query.isPending && Boolean(target) };
}
