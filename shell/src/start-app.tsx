import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Provider } from 'jotai';
import type { Locale } from '@clinic/contracts/locale';
import type { RuntimeConfig } from '@clinic/contracts/runtime-config';
import { setApiBase } from '@clinic/api-client/base';
import { paymentDialogAtom, paymentDialogFromQuery } from '@clinic/state/dialogs';
import { AppIntlProvider, type LocaleMessages } from '@clinic/i18n/provider';
import { CONTENT_RETRY, MIN_FETCH_DISPLAY_MS } from '@clinic/contracts/constants';
import { readJsonScript } from '@clinic/contracts/json-for-script';
import { CONTENT_DATA_ELEMENT_ID } from '@clinic/contracts/page-data';
import { FORM_PAGE_ELEMENT_ID, type FormPageState } from '@clinic/contracts/form-page';
import { formPageAtom } from '@clinic/state/form-page';
import { clinicDetailsAtom } from '@clinic/state/clinic';
import type { ContentLoader } from '@clinic/contracts/content/operations';
import { createRequestStore } from '@clinic/state/content-store';
import type { DehydratedContent } from '@clinic/state/content-cache';
import { configureExternalScripts } from '@clinic/state/external-scripts';
import { AppRoutes } from './router/app-routes.tsx';
import { SlotsProvider } from './remotes/slot-outlet.tsx';
import { readInitialStatus } from './runtime-config.ts';
import { nextTask } from './platform/next-task.ts';

/**
 * The browser's source of content. The client, the contract schemas it checks answers against and
 * the schema library load with the first fetch: the page the visit starts on reads what the server
 * rendered it with.
 */
const fetchContent: ContentLoader = (locale, operation, query) =>
  import('@clinic/api-client/content').then((client) => client.fetchContent(locale, operation, query));

/** React's hydration mismatches (production numbers and development wording): bugs, which the e2e suite fails on. */
const MISMATCH = /#(?:418|422|423|425)\b|didn't match|Hydration failed/;

/**
 * Other recoverable errors are the fallbacks working as designed: a part the server could not render
 * (#419, a remote that failed there) or code that failed to load while hydrating is rendered in the browser.
 */
function reportRecoverableError(error: unknown, info: { componentStack?: string }) {
  const message = error instanceof Error ? error.message : String(error);
  if (MISMATCH.test(message))
    console.error('Hydration mismatch, the part is rendered again in the browser:', message, info.componentStack);
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
  configureExternalScripts({
    mapsApiKey: config.mapsApiKey,
    mapsScriptUrl: config.mapsScriptUrl,
    bookingWidgetUrl: config.bookingWidgetUrl,
  });
  const seed = readJsonScript(CONTENT_DATA_ELEMENT_ID) as DehydratedContent | null | undefined;
  const store = createRequestStore({
    locale,
    loader: fetchContent,
    seed: seed ?? undefined,
    minDisplayMs: MIN_FETCH_DISPLAY_MS,
    retry: CONTENT_RETRY,
  });
  const formPage = readJsonScript(FORM_PAGE_ELEMENT_ID) as FormPageState | null | undefined;
  if (formPage) store.set(formPageAtom, formPage);
  store.set(clinicDetailsAtom, config.clinic ?? null);
  const paymentFromAddress = paymentDialogFromQuery(window.location.search);
  if (paymentFromAddress) store.set(paymentDialogAtom, paymentFromAddress);

  await nextTask();

  const app = (
    <StrictMode>
      <Provider store={store}>
        <AppIntlProvider locale={locale} messages={messages}>
          <BrowserRouter>
            <SlotsProvider fillers={config.slots ?? {}}>
              <AppRoutes initialStatus={readInitialStatus()} />
            </SlotsProvider>
          </BrowserRouter>
        </AppIntlProvider>
      </Provider>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  if (hydrate) {
    // As a transition, hydration yields to the browser every few milliseconds instead of one long
    // task (TBT); a click meanwhile hydrates its own part first (React's selective hydration).
    startTransition(() => {
      const root: Root & { unstable_scheduleHydration?(target: Node): void } = hydrateRoot(container, app, {
        onRecoverableError: reportRecoverableError,
      });
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
