import 'vazirmatn/Vazirmatn-Variable-font-face.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/app-providers';
import { router } from './app/app-router';
import { startI18n } from './i18n/i18n-setup';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The first render waits for the cookie's language (its own chunk), so no raw key is ever shown.
void startI18n().then(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
