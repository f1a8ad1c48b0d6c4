import type { RouteMeta } from '@store/domain/public';
import { useTranslation } from '../../i18n/use-translation';
import { LinkButton } from '../../ui/button';

/** A route whose screen comes in a later issue: its title, description and an honest notice. */
export function PlaceholderPage({ meta }: { meta: RouteMeta }) {
  const { t } = useTranslation();
  return (
    <div className="site-page site-container">
      <h1>{t(meta.title)}</h1>
      <p className="result-page__text">{t(meta.description)}</p>
      <div className="result-page">
        <h2 className="result-page__title">{t('placeholder.title')}</h2>
        <p className="result-page__text">{t('placeholder.text')}</p>
        <LinkButton to="/">{t('notfound.back')}</LinkButton>
      </div>
    </div>
  );
}
