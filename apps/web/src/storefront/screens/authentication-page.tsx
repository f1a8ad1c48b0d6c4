import { type KeyboardEvent, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { storeLabel } from '../../api/store-storage';
import { useStoreInfo } from '../../api/use-store-info';
import { useTranslation } from '../../i18n/use-translation';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';
import './authentication.css';

const TABS = ['signin', 'register'] as const;
type Tab = (typeof TABS)[number];

/** /Authentication: one screen, two tabs (Sign in | Register); `?tab=register` opens the second. */
export function AuthenticationPage() {
  const { t } = useTranslation();
  const store = useStoreInfo();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'register' ? 'register' : 'signin';
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  const choose = (next: Tab) => {
    const query = new URLSearchParams(params);
    if (next === 'register') query.set('tab', 'register');
    else query.delete('tab');
    setParams(query, { replace: true });
  };
  // The tabs pattern: arrows move between the tabs and choose them.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    const next: Tab = tab === 'signin' ? 'register' : 'signin';
    choose(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="auth-card">
      <h1 className="auth-card__store">{storeLabel(store, t('app.store.fallback'))}</h1>
      <div role="tablist" aria-label={t('auth.tabs')} className="auth-tabs" onKeyDown={onKeyDown}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(el) => {
              tabRefs.current[name] = el;
            }}
            type="button"
            role="tab"
            id={`auth-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`auth-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className="auth-tabs__tab"
            onClick={() => choose(name)}
          >
            {t(name === 'signin' ? 'auth.signin' : 'auth.register')}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`auth-panel-${tab}`} aria-labelledby={`auth-tab-${tab}`} className="auth-card__panel">
        {tab === 'signin' ? (
          <SignInForm />
        ) : (
          <>
            <h2 className="auth-card__title">{t('auth.register.title')}</h2>
            <p className="auth-card__subtitle">{t('auth.register.subtitle')}</p>
            <RegisterForm />
          </>
        )}
      </div>
    </div>
  );
}
