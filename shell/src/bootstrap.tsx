import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router-dom';
import { Provider } from 'jotai';
import { splitLocale } from '@clinic/contracts/locale';
import type { RouteId } from '@clinic/contracts/routes';
import { setApiBase } from '@clinic/api-client/http';
import { paymentDialogAtom, paymentDialogFromQuery } from '@clinic/state/dialogs';
import { AppIntlProvider, type LocaleMessages } from '@clinic/i18n/provider';
import { loadMessages } from '@clinic/i18n/load-messages';
import { MIN_FETCH_DISPLAY_MS } from '@clinic/contracts/constants';
import { readJsonScript } from '@clinic/contracts/json-for-script';
import { CONTENT_DATA_ELEMENT_ID } from '@clinic/contracts/content/operations';
import { fetchContent } from '@clinic/api-client/content';
import { createRequestStore } from '@clinic/state/content-store';
import type { DehydratedContent } from '@clinic/state/content-cache';
import { readRuntimeConfig } from './runtime-config.ts';
import { loadRemoteModule, registerRuntimeRemotes } from './remotes/federation.ts';
import { installChunkReloadGuard } from './remotes/chunk-reload.ts';
import { configureExternalScripts } from '@clinic/state/external-scripts';
import { createAppRouter } from './router/create-router.tsx';
import { createAppRoutes } from './router/app-routes.tsx';
import { holdEarlyClicks } from './platform/early-clicks.ts';
import { installTagManager } from './platform/tag-manager.ts';
import { storeLocaleCookie } from './locale-cookie.ts';

const config = readRuntimeConfig();
setApiBase(config.apiBase);
registerRuntimeRemotes(config.remotes);
installChunkReloadGuard();
configureExternalScripts({ mapsApiKey: config.mapsApiKey, mapsScriptUrl: config.mapsScriptUrl, bookingWidgetUrl: config.bookingWidgetUrl });
installTagManager(config.tagManagerId);

// The locale is fixed for the life of the page: switching language is a full page load (spec §4).
const { locale } = splitLocale(window.location.pathname);
document.documentElement.lang = locale;
storeLocaleCookie(locale);
const messages = loadMessages(locale);
// The page's first use of Intl loads ICU's locale data (~12 ms on a desktop, four times that on a
// phone). In a task of its own while the remote code downloads, it stays out of react-intl's first
// render step during hydration, which React cannot split.
setTimeout(() => Intl.NumberFormat.supportedLocalesOf(locale));

/** React's hydration mismatches (production numbers and development wording): bugs, which the e2e suite fails on. */
const MISMATCH = /#(?:418|422|423|425)\b|didn't match|Hydration failed/;

/**
 * Other recoverable errors are the fallbacks working as designed: a part the server could not render
 * (#419, a remote that failed there) or code that failed to load while hydrating is rendered in the browser.
 */
function reportRecoverableError(error: unknown, info: { componentStack?: string }) {
  const message = error instanceof Error ? error.message : String(error);
  if (MISMATCH.test(message)) console.error('Hydration mismatch, the part is rendered again in the browser:', message, info.componentStack);
  else console.warn('A part is rendered in the browser instead of from the server’s HTML:', message);
}

/**
 * The remote code the server rendered this address with: the page's module and chunk, and the
 * header's search box. Loaded before hydration, so the whole page hydrates in one pass instead
 * of staying inert, part by part, until each piece arrives. A failure is left to the page's
 * boundaries, which render that part in the browser as without a server render.
 */
async function loadServerRenderedCode(): Promise<void> {
  const routeId = matchRoutes(createAppRoutes(), window.location)?.at(-1)?.route.handle?.routeId as RouteId | undefined;
  await Promise.allSettled([
    loadRemoteModule('mf_content/pages').then(({ preload }) => (routeId ? preload(routeId) : undefined)),
    loadRemoteModule('mf_search/search-box'),
  ]);
}

/** Ends the current task, so the browser can paint and take input between two pieces of start-up work instead of one long task (TBT). */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(hydrate: boolean, messages: LocaleMessages) {
  await yieldToBrowser();
  // One store for the shell and every remote (jotai is a shared singleton), seeded with what the server's render read.
  const seed = readJsonScript(CONTENT_DATA_ELEMENT_ID) as DehydratedContent | null | undefined;
  const store = createRequestStore({ locale, loader: fetchContent, seed: seed ?? undefined, minDisplayMs: MIN_FETCH_DISPLAY_MS });
  const paymentFromAddress = paymentDialogFromQuery(window.location.search);
  if (paymentFromAddress) store.set(paymentDialogAtom, paymentFromAddress);

  const router = createAppRouter();
  await yieldToBrowser();

  const app = (
    <StrictMode>
      <Provider store={store}>
        <AppIntlProvider locale={locale} messages={messages}>
          <RouterProvider router={router} />
        </AppIntlProvider>
      </Provider>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  if (hydrate) {
    // As a transition, hydration yields to the browser every few milliseconds instead of one long
    // task (TBT); a click meanwhile hydrates its own part first (React's selective hydration).
    startTransition(() => {
      const root: Root & { unstable_scheduleHydration?(target: Node): void } = hydrateRoot(container, app, { onRecoverableError: reportRecoverableError });
      // React hydrates the HTML inside a Suspense boundary (the page is) at idle priority, behind any
      // other work, where it can wait for seconds; the page is what the visit is for, so it goes first.
      root.unstable_scheduleHydration?.(container.querySelector('#main h1') ?? container);
    });
  } else {
    // A transition lets React yield to the browser while it builds the first page, instead of one long task (TBT).
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}

// The gateway rendered the page: hydrate it once the stream, and the server's data at its end, is all in.
// Without a server render (the development gateway) the browser renders the page itself.
const serverRendered = document.getElementById('root')!.hasAttribute('data-server-rendered');
if (serverRendered) {
  holdEarlyClicks();
  const streamEnded = new Promise<void>((resolve) => {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
    else resolve();
  });
  void Promise.all([messages, loadServerRenderedCode(), streamEnded]).then(([loaded]) => start(true, loaded));
} else {
  void messages.then((loaded) => start(false, loaded));
}
