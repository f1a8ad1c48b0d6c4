import { HOME_CONTENT_PART } from '@store/domain/public';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ContentPlaceholder } from '../../cms/contents/content-placeholder';
import { useTranslation } from '../../i18n/use-translation';
import { Icon, type IconName } from '../../ui/icons';

/** A search box that opens the products page with the words typed (every theme's home has one). */
export function HomeSearch({ label, className = 'home-search' }: { label: string; className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with the search role is what every reader announces; <search> is not yet in React's types.
    <form
      role="search"
      className={className}
      onSubmit={(e) => {
        e.preventDefault();
        const q = String(new FormData(e.currentTarget).get('q') ?? '').trim();
        void navigate(q ? `/p?q=${encodeURIComponent(q)}` : '/p');
      }}
    >
      <input name="q" type="search" className="field__input" placeholder={label} aria-label={label} />
      <button type="submit" className="btn btn--primary btn--large">
        <Icon name="search" />
        <span>{t('common.search')}</span>
      </button>
    </form>
  );
}

/**
 * The store's own home contents (welcome text, news…), edited in place by administrators. Last on
 * every home: they arrive after the page is drawn, and nothing of the page may move when they do.
 */
export function HomeContents() {
  const { t } = useTranslation();
  return (
    <section className="site-section site-container home-contents">
      <ContentPlaceholder place={{ partName: HOME_CONTENT_PART }} label={t('home.contents')} />
    </section>
  );
}

/** A titled section of the home page. */
export function HomeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="site-section site-container" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** Cards with an icon, a title and a line each (why us, how it works…). */
export function FeatureCards({ items }: { items: readonly { key: string; icon: IconName; title: string; text: string }[] }) {
  return (
    <ul className="card-grid">
      {items.map((item) => (
        <li key={item.key} className="card">
          <Icon name={item.icon} size={28} className="card__icon" />
          <h3 className="card__title">{item.title}</h3>
          <p className="card__text">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** Where the catalog's products will show (issue 13): an honest empty state until then. */
export function EmptyListing({ text }: { text: string }) {
  return (
    <div className="card card--empty">
      <p>{text}</p>
    </div>
  );
}
