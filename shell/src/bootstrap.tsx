import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { getDefaultStore, Provider } from 'jotai';
import { splitLocale } from '@clinic/contracts/locale';
import { setApiBase } from '@clinic/api-client/http';
import { localeAtom } from '@clinic/state/locale';
import { paymentDialogAtom, paymentDialogFromQuery } from '@clinic/state/dialogs';
import { AppIntlProvider } from '@clinic/i18n/provider';
import { readRuntimeConfig } from './runtime-config.ts';
import { registerRuntimeRemotes } from './remotes/federation.ts';
import { installChunkReloadGuard } from './remotes/chunk-reload.ts';
import { configureExternalScripts } from '@clinic/state/external-scripts';
import { createAppRouter } from './router/create-router.tsx';
import { installTagManager } from './platform/tag-manager.ts';
import { storeLocaleCookie } from './locale-cookie.ts';

const config = readRuntimeConfig();
setApiBase(config.apiBase);
registerRuntimeRemotes(config.remotes);
installChunkReloadGuard();
configureExternalScripts({ mapsApiKey: config.mapsApiKey, bookingWidgetUrl: config.bookingWidgetUrl });
installTagManager(config.tagManagerId);

// The locale is fixed for the life of the page: switching language is a full page load (spec §4).
const { locale } = splitLocale(window.location.pathname);
document.documentElement.lang = locale;
storeLocaleCookie(locale);

// One store for the shell and every remote: jotai is a shared singleton, so they all see it.
const store = getDefaultStore();
store.set(localeAtom, locale);
const paymentFromAddress = paymentDialogFromQuery(window.location.search);
if (paymentFromAddress) store.set(paymentDialogAtom, paymentFromAddress);

const app = (router: ReturnType<typeof createAppRouter>) => (
  <StrictMode>
    <Provider store={store}>
      <AppIntlProvider locale={locale}>
        <RouterProvider router={router} />
      </AppIntlProvider>
    </Provider>
  </StrictMode>
);

const container = document.getElementById('root')!;
if (window.__staticRouterHydrationData) {
  // The gateway rendered the page: hydrate it once the stream (and the server's data at its end) is all in.
  const hydrate = () => hydrateRoot(container, app(createAppRouter()), { onRecoverableError: (error, info) => console.error('Hydration recovered from', error, info.componentStack) });
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', hydrate, { once: true });
  else hydrate();
} else {
  // No server render (the development gateway): a transition lets React yield to the browser while it builds the first page (TBT).
  const root = createRoot(container);
  startTransition(() => root.render(app(createAppRouter())));
}
