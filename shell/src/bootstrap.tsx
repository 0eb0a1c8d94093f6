import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Provider } from 'jotai';
import { splitLocale } from '@clinic/contracts/locale';
import { MIN_FETCH_DISPLAY_MS } from '@clinic/contracts/constants';
import { CONTENT_DATA_ELEMENT_ID } from '@clinic/contracts/content/operations';
import { readJsonScript } from '@clinic/contracts/json-for-script';
import { setApiBase } from '@clinic/api-client/http';
import { fetchContent } from '@clinic/api-client/content';
import { createRequestStore } from '@clinic/state/content-store';
import type { DehydratedContent } from '@clinic/state/content-cache';
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

// One store for the shell and every remote: jotai is a shared singleton, so the remotes read it
// through the shell's Provider. It starts with the content the server rendered with, if any.
const store = createRequestStore({
  locale,
  loader: fetchContent,
  seed: readJsonScript(CONTENT_DATA_ELEMENT_ID) as DehydratedContent | undefined,
  minDisplayMs: MIN_FETCH_DISPLAY_MS,
});
const paymentFromAddress = paymentDialogFromQuery(window.location.search);
if (paymentFromAddress) store.set(paymentDialogAtom, paymentFromAddress);

const router = createAppRouter();

// A transition lets React yield to the browser while it builds the first page, instead of one long task (TBT).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <Provider store={store}>
        <AppIntlProvider locale={locale}>
          <RouterProvider router={router} />
        </AppIntlProvider>
      </Provider>
    </StrictMode>,
  );
});
