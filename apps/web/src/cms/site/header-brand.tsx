import { Link } from 'react-router';
import { Icon } from '../../ui/icons';
import type { SiteInformation } from './site-api';

interface HeaderBrandProps {
  site: SiteInformation | undefined;
  /** The store's name as visitors read it (its title in their language, else its name). */
  label: string;
}

/**
 * The header's home link: the store's logo when it has one — `logoheight` pixels high (capped on a
 * phone by site.css so the header keeps its room), with the `logoclass` classes and the store's
 * name as its text alternative — else the store's name beside a home icon.
 */
export function HeaderBrand({ site, label }: HeaderBrandProps) {
  const logo = site?.logo;
  return (
    <Link to="/" className="site-header__brand" data-testid="store-name">
      {logo ? (
        <img
          src={logo}
          alt={label}
          className={['site-logo', site.logoclass].filter(Boolean).join(' ')}
          style={{ height: site.logoheight }}
          data-testid="site-logo"
        />
      ) : (
        <>
          <Icon name="home" size={26} className="site-header__logo" />
          <span>{label}</span>
        </>
      )}
    </Link>
  );
}
