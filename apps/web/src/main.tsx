import './app/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import 'antd/dist/reset.css';
import { AppProviders } from './app/providers';
import { reloadOnPreloadError } from './shared/routing/lazy-route';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';
import { followOtherTabs } from './shared/auth/session-listener';
import { registerServiceWorker } from './shared/pwa/service-worker-registration';

reloadOnPreloadError();
const store = makeStore();
followOtherTabs(store);
const router = createAppRouter(store);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
registerServiceWorker();
