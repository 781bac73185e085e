import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { watchLanguage } from './lib/i18n/language.ts';
import { startLogCleanup } from './lib/log-history.ts';
import { useAuthStore } from './lib/stores/auth.ts';
import { applyTheme, useThemeStore } from './lib/stores/theme.ts';

// Before the first paint, so a dark-theme user never sees a white flash. (An inline script
// in index.html would be earlier still, but the Content Security Policy forbids those.)
applyTheme(useThemeStore.getState().resolvedTheme);
watchLanguage();
startLogCleanup();
void useAuthStore.getState().checkSession();
// The stock list kept on the phone goes whenever the session ends.
void import('./lib/offline/persist-queries.ts').then((offline) =>
  offline.forgetPersistedQueriesOnSignOut(),
);
// The service worker's code is not needed to show the first page: it loads beside it.
void import('./lib/pwa/service-worker.ts').then((worker) =>
  import.meta.env.PROD ? worker.registerServiceWorker() : worker.removeServiceWorkers(),
);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={createAppRouter()} />
    </Providers>
  </StrictMode>,
);
