import './app/persian-font.css';
import './ui/ui.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { startStore } from './api/use-store-info';
import { AppProviders } from './app/app-providers';
import { AppRoutes, preloadFirstScreen } from './app/app-router';
import { BASENAME } from './app/store-prefix';
import { startI18n } from './i18n/i18n-setup';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The first render waits for the cookie's language (its own chunk), so no raw key is ever shown,
// for the store of the URL's prefix, so the first calls already name it, and for the first
// screen's code, so the screen is drawn with the first paint; all three load side by side.
void Promise.all([startI18n(), startStore(), preloadFirstScreen()]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        {/* Moves render at once, not as transitions: a sign-out leaves a guarded screen before the login goes. */}
        <BrowserRouter basename={BASENAME} useTransitions={false}>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  ),
);
