import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { startLogCleanup } from './lib/log-history.ts';
import { useAuthStore } from './lib/stores/auth.ts';
import { applyTheme, useThemeStore } from './lib/stores/theme.ts';

// Before the first paint, so a dark-theme user never sees a white flash. (An inline script
// in index.html would be earlier still, but the Content Security Policy forbids those.)
applyTheme(useThemeStore.getState().resolvedTheme);
startLogCleanup();
void useAuthStore.getState().checkSession();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={createAppRouter()} />
    </Providers>
  </StrictMode>,
);
