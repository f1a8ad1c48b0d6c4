import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { pagePath } from '../../cms/pages/page-paths';
import { textIn } from '../../cms/pages/page-texts';
import { searchPages } from '../../cms/pages/pages-api';
import { useTranslation } from '../../i18n/use-translation';
import { Icon } from '../../ui/icons';
import { useDebounced } from '../../ui/use-debounced';

/** The header search starts at two characters (issue 11); pages are looked up from three (SearchPage needs more than two, 000 §7). */
export const HEADER_SEARCH_MIN = 2;
const PAGE_SEARCH_MIN = 3;

interface Option {
  key: string;
  label: string;
  to: string;
  lang?: string | undefined;
  dir?: string | undefined;
}

/**
 * The header's search (a combobox): from two characters it offers the products matching the words
 * (the catalog's list, `/p?q=`), and from three the pages whose title holds them. Arrows move in
 * the list, Enter opens the chosen one (or searches the products), Escape closes it.
 */
export function HeaderSearch() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const q = text.trim();
  // The words a visitor is still typing, settled a moment after the last key.
  const settled = useDebounced(q, 250);
  const pages = useQuery({
    queryKey: ['header-search', settled],
    queryFn: ({ signal }) => searchPages(settled, signal),
    enabled: settled.length >= PAGE_SEARCH_MIN,
    staleTime: 60_000,
  });
  const options: Option[] =
    q.length < HEADER_SEARCH_MIN
      ? []
      : [
          { key: 'products', label: t('header.search.products', { q }), to: `/p?q=${encodeURIComponent(q)}` },
          ...(settled === q && q.length >= PAGE_SEARCH_MIN ? (pages.data ?? []) : []).slice(0, 6).map((page) => {
            const title = textIn(page.title, i18n.language);
            return { key: `page-${page.id}`, label: title?.text ?? page.slug, to: pagePath(page.slug), lang: title?.lang, dir: title?.dir };
          }),
        ];
  const shown = open && options.length > 0;

  const go = (option: Option | undefined) => {
    if (!option) return;
    setOpen(false);
    setText('');
    void navigate(option.to);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (options.length ? (i + (e.key === 'ArrowDown' ? 1 : -1) + options.length) % options.length : 0));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      go(options[shown ? active : 0]);
    } else if (e.key === 'Escape') setOpen(false);
  };

  return (
    <div className="header-search" data-testid="header-search">
      <Icon name="search" className="header-search__icon" />
      <input
        type="search"
        role="combobox"
        className="field__input header-search__input"
        placeholder={t('header.search')}
        aria-label={t('header.search')}
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown ? `${listId}-${active}` : undefined}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      {shown ? (
        <div id={listId} role="listbox" className="header-search__list" aria-label={t('header.search')}>
          {options.map((option, index) => (
            <div
              key={option.key}
              id={`${listId}-${index}`}
              role="option"
              // The focus stays in the input (aria-activedescendant names the active option).
              tabIndex={-1}
              aria-selected={index === active}
              className="header-search__option"
              lang={option.lang}
              dir={option.dir}
              data-testid={`search-${option.key}`}
              // Chosen before the input's blur closes the list.
              onMouseDown={(e) => {
                e.preventDefault();
                go(option);
              }}
            >
              <Icon name={option.key === 'products' ? 'shop' : 'page'} />
              <span>{option.label}</span>
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
