import '@mantine/core/styles.css';
import './app/long-words.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { i18nReady } from './lib/i18n';
import { registerServiceWorker } from './lib/service-worker';
import { reloadOnStaleBuild } from './lib/stale-build';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Before the first await: the service worker registers on the window's load event.
reloadOnStaleBuild();
registerServiceWorker();

await i18nReady;

createRoot(root).render(
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
