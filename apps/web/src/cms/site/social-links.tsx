import { useTranslation } from '../../i18n/use-translation';
import type { SiteInformation } from './site-api';
import { SOCIAL_LOOKS, SOCIAL_NETWORKS } from './social-networks';

/** The store's social pages, only the networks it set, each opening in a new tab; nothing when it set none. */
export function SocialLinks({ site }: { site: SiteInformation | undefined }) {
  const { t } = useTranslation();
  const set = SOCIAL_NETWORKS.filter((network) => site?.[network]);
  if (!site || set.length === 0) return null;
  return (
    <div className="site-footer__social" data-testid="social-links">
      <span>{t('footer.follow')}</span>
      <ul className="site-footer__social-list">
        {set.map((network) => (
          <li key={network}>
            <a
              href={site[network]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('site.social.open', { network: SOCIAL_LOOKS[network].name })}
              title={SOCIAL_LOOKS[network].name}
              data-testid={`social-${network}`}
              className="site-footer__social-link"
            >
              {SOCIAL_LOOKS[network].icon}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
