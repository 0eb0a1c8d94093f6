import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Provider } from 'jotai';
import type { Locale } from '@clinic/contracts/locale';
import type { RuntimeConfig } from '@clinic/contracts/runtime-config';
import { setApiBase } from '@clinic/api-client/http';
import { paymentDialogAtom, paymentDialogFromQuery } from '@clinic/state/dialogs';
import { AppIntlProvider, type LocaleMessages } from '@clinic/i18n/provider';
import { MIN_FETCH_DISPLAY_MS } from '@clinic/contracts/constants';
import { readJsonScript } from '@clinic/contracts/json-for-script';
import { CONTENT_DATA_ELEMENT_ID } from '@clinic/contracts/content/operations';
import { fetchContent } from '@clinic/api-client/content';
import { createRequestStore } from '@clinic/state/content-store';
import type { DehydratedContent } from '@clinic/state/content-cache';
import { configureExternalScripts } from '@clinic/state/external-scripts';
import { createAppRouter } from './router/create-router.tsx';
import { nextTask } from './platform/next-task.ts';
import { loadSearchBoxOnFirstRouterUpdate } from './header/search-box-code.ts';

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

interface StartOptions {
  config: RuntimeConfig;
  locale: Locale;
  messages: LocaleMessages;
  /** Whether the gateway rendered the page (hydrate it) or not (the development gateway: render it here). */
  hydrate: boolean;
}

/** The React app over the page: one store for the shell and every remote (jotai is a shared singleton), seeded with what the server's render read. */
export async function startApp({ config, locale, messages, hydrate }: StartOptions): Promise<void> {
  setApiBase(config.apiBase);
  configureExternalScripts({ mapsApiKey: config.mapsApiKey, mapsScriptUrl: config.mapsScriptUrl, bookingWidgetUrl: config.bookingWidgetUrl });
  const seed = readJsonScript(CONTENT_DATA_ELEMENT_ID) as DehydratedContent | null | undefined;
  const store = createRequestStore({ locale, loader: fetchContent, seed: seed ?? undefined, minDisplayMs: MIN_FETCH_DISPLAY_MS });
  const paymentFromAddress = paymentDialogFromQuery(window.location.search);
  if (paymentFromAddress) store.set(paymentDialogAtom, paymentFromAddress);

  const router = createAppRouter();
  if (hydrate) loadSearchBoxOnFirstRouterUpdate(router);
  await nextTask();

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
