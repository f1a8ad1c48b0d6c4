import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { Spin, TreeSelect } from 'antd';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../api/api-client';
import { useTranslation } from '../i18n/use-translation';
import { useDebounced } from '../ui/use-debounced';
import {
  allIds,
  ancestorIds,
  idsOf,
  labelOf,
  requestOf,
  rowsById,
  SEARCH_AFTER,
  searchStage,
  type TreeOption,
  type TreeRow,
  treeOptions,
} from './remote-tree';

type Value = number | number[] | null;

export interface RemoteTreeSelectProps {
  /** The address answering the rows, with any parameters of its own (`/api/Category/getCategories?entityName=Product`). */
  address: string;
  /** The parameter a search is sent in (spec 000 §7: `keyword` by default). */
  searchParam?: string;
  /** The parameter a value is looked up by (`id` by default). */
  idParam?: string;
  /** The rows' field naming their parent (`parentRegionId`). */
  parentField: string;
  /** Several ids instead of one. */
  multiple?: boolean;
  value?: Value | undefined;
  onChange?: (value: Value) => void;
  placeholder?: string;
  id?: string;
  disabled?: boolean;
  'data-testid'?: string;
}

/** Rows already read are kept this long before they are asked for again. */
const STALE_MS = 60_000;
const KEY = 'remote-tree';

const read = async (address: string, extra: Record<string, string | number>, signal: AbortSignal): Promise<TreeRow[]> => {
  const { path, query } = requestOf(address, extra);
  return (await api<{ data: TreeRow[] }>('GET', path, { query, signal })).data;
};

/** Options as antd's tree draws them: each name kept whole in its own direction and language. */
const drawn = (options: readonly TreeOption[]): object[] =>
  options.map(({ id, label, lang, children }) => ({
    value: id,
    key: id,
    title: <Name label={label} lang={lang} />,
    ...(children ? { children: drawn(children) } : {}),
  }));

function Name({ label, lang }: { label: string; lang?: string | undefined }) {
  return (
    <bdi dir="auto" lang={lang}>
      {label}
    </bdi>
  );
}

/**
 * A tree select whose rows come from the server (spec 000 §3, §5, §7): opened with nothing typed it
 * shows the whole list; 1–3 typed characters ask for more; more than 3 search the address
 * (`?keyword=`, debounced), whose answer — the matches with their ancestors — shows opened as a tree.
 * A value whose row has not been read is looked up (`?id=`) to show its name. Names show in the
 * reader's language, else in another one, each in its own direction.
 */
export function RemoteTreeSelect({
  address,
  searchParam = 'keyword',
  idParam = 'id',
  parentField,
  multiple = false,
  value,
  onChange,
  placeholder,
  id,
  disabled,
  'data-testid': testId,
}: RemoteTreeSelectProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const stage = searchStage(typed);
  const settled = useDebounced(typed.trim(), 300);
  const searchReady = stage === 'search' && searchStage(settled) === 'search';

  const all = useQuery({
    queryKey: [KEY, address, 'all'],
    queryFn: ({ signal }) => read(address, {}, signal),
    enabled: open && stage === 'all',
    staleTime: STALE_MS,
  });
  const search = useQuery({
    queryKey: [KEY, address, searchParam, settled],
    queryFn: ({ signal }) => read(address, { [searchParam]: settled }, signal),
    enabled: searchReady,
    staleTime: STALE_MS,
    // The last search's rows stay while the next one is read.
    placeholderData: keepPreviousData,
  });

  // Every row read so far, by id: a value chosen from an earlier search keeps its name.
  const seen = useRef(new Map<number, TreeRow>());
  for (const [rowId, row] of rowsById(all.data, search.data)) seen.current.set(rowId, row);
  const ids = idsOf(value);
  const missing = ids.filter((valueId) => !seen.current.has(valueId));
  const lookups = useQueries({
    queries: missing.map((valueId) => ({
      queryKey: [KEY, address, idParam, valueId],
      queryFn: ({ signal }: { signal: AbortSignal }) => read(address, { [idParam]: valueId }, signal),
      staleTime: STALE_MS,
    })),
  });
  for (const lookup of lookups) for (const [rowId, row] of rowsById(lookup.data)) seen.current.set(rowId, row);

  const shownRows = stage === 'all' ? all.data : stage === 'search' && searchReady ? search.data : undefined;
  const options = useMemo(() => treeOptions(shownRows ?? [], parentField, language), [shownRows, parentField, language]);
  const treeData = useMemo(() => drawn(options), [options]);

  // A search's answer shows opened; the whole list as the reader opens it.
  const [expanded, setExpanded] = useState<(number | string)[]>([]);
  const searched = stage === 'search' ? search.data : undefined;
  useEffect(() => {
    if (searched) setExpanded(allIds(treeOptions(searched, parentField, 'en')));
  }, [searched, parentField]);

  const loading =
    (stage === 'all' && open && all.isFetching) ||
    (stage === 'search' && (!searchReady || settled !== typed.trim() || search.isFetching)) ||
    lookups.some((lookup) => lookup.isFetching);

  const labelled = ids.map((valueId) => {
    const row = seen.current.get(valueId);
    // Still being looked up: an ellipsis; not found (another store's, no longer published): its id.
    const pending = lookups[missing.indexOf(valueId)]?.isPending ?? false;
    const { label, lang } = row ? labelOf(row, language) : { label: pending ? '…' : `#${valueId}`, lang: undefined };
    return { value: valueId, label: <Name label={label} lang={lang} /> };
  });

  let empty: ReactNode = t('products.treeselect.nomatch');
  if (stage === 'short') empty = <span data-testid="tree-select-typemore">{t('products.treeselect.typemore', { min: SEARCH_AFTER })}</span>;
  else if (loading) empty = <Spin size="small" />;

  const change = (next: unknown) => {
    setTyped('');
    const chosen = idsOf((Array.isArray(next) ? next : next ? [next] : []).map((item: { value?: unknown }) => item?.value));
    onChange?.(multiple ? chosen : (chosen[0] ?? null));
  };

  return (
    <TreeSelect
      id={id}
      data-testid={testId}
      disabled={disabled}
      placeholder={placeholder}
      multiple={multiple}
      labelInValue
      value={multiple ? labelled : labelled[0]}
      onChange={change}
      allowClear
      showSearch={{ searchValue: typed, onSearch: setTyped, filterTreeNode: false, autoClearSearchValue: true }}
      treeData={treeData as never}
      treeExpandedKeys={expanded}
      onTreeExpand={(keys) => setExpanded(keys as (number | string)[])}
      loading={loading}
      notFoundContent={empty}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setTyped('');
        // Opened on the whole list: the chosen rows' branches show opened.
        else setExpanded((keys) => [...new Set([...keys, ...ancestorIds(ids, seen.current, parentField)])]);
      }}
      popupMatchSelectWidth
      maxTagCount="responsive"
    />
  );
}
