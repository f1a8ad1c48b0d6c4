import { Link } from 'react-router';
import { useAppSettings } from '../../api/use-app-settings';
import { isAdmin } from '../../auth/auth-storage';
import { useAuth } from '../../auth/use-auth';
import { useTranslation } from '../../i18n/use-translation';
import { Icon } from '../../ui/icons';
import { FILTERS, visibleFilters } from './filter-rules';

export function FilterBar() {
  const { t } = useTranslation();
  const settings = useAppSettings();
  const admin = isAdmin(useAuth());
  // The chosen cities arrive with the catalog's city filter (issue 13): none yet.
  // Until the settings arrive the bar's room is kept (empty), so the page does not move down when
  // it shows; a store that shows no filter lets it go then.
  if (settings === undefined && !admin) return <div className="filter-bar filter-bar--pending" aria-hidden="true" />;
  const shown = visibleFilters(settings, admin, 0);
  if (shown.length === 0) return null;
  return (
    <nav className="filter-bar" aria-label={t('entity.list.filters')} data-testid="filter-bar">
      <div className="site-container filter-bar__inner">
        {FILTERS.filter((f) => shown.includes(f.name)).map((f) => (
          <Link
            key={f.name}
            to={`/p?filter=${f.name}`}
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
