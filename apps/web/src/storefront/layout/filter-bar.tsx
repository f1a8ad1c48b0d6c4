import { Link, useLocation } from 'react-router';
import { useAppSettings } from '../../api/use-app-settings';
import { isAdmin } from '../../auth/auth-storage';
import { useAuth } from '../../auth/use-auth';
import { useTranslation } from '../../i18n/use-translation';
import { Icon } from '../../ui/icons';
import { chosenCityIds, OPEN_PARAM } from '../catalog/filter-memory';
import { FILTERS, visibleFilters } from './filter-rules';

/** The products page with the filter's panel section open, keeping the list's filter when already on it. */
function filterLink(pathname: string, search: string, name: string): string {
  const params = new URLSearchParams(/^\/p\/?$/i.test(pathname) ? search : '');
  params.set(OPEN_PARAM, name);
  return `/p?${params}`;
}

export function FilterBar() {
  const { t } = useTranslation();
  const settings = useAppSettings();
  const admin = isAdmin(useAuth());
  const { pathname, search } = useLocation();
  // Until the settings arrive the bar's room is kept (empty), so the page does not move down when
  // it shows; a store that shows no filter lets it go then.
  if (settings === undefined && !admin) return <div className="filter-bar filter-bar--pending" aria-hidden="true" />;
  // The chosen cities: the products page's, else those it would start from (remembered, or the city cookie).
  const shown = visibleFilters(settings, admin, chosenCityIds(pathname, search).length);
  if (shown.length === 0) return null;
  return (
    <nav className="filter-bar" aria-label={t('entity.list.filters')} data-testid="filter-bar">
      <div className="site-container filter-bar__inner">
        {FILTERS.filter((f) => shown.includes(f.name)).map((f) => (
          <Link
            key={f.name}
            to={filterLink(pathname, search, f.name)}
            className="btn btn--small filter-bar__button"
            data-testid={`filter-${f.name}`}
            title={t('filter.open', { filter: t(`filter.${f.name}`) })}
          >
            <Icon name={f.icon} />
            <span>{t(`filter.${f.name}`)}</span>
          </Link>
        ))}
      </div>
    </nav>
  );
}
