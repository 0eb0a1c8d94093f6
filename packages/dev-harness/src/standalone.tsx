import { Component, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, useLocation } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';
import { Provider } from 'jotai';
import { splitLocale, type Locale } from '@clinic/contracts/locale';
import { buildPath } from '@clinic/contracts/routes';
import { CONTENT_RETRY, MIN_FETCH_DISPLAY_MS } from '@clinic/contracts/constants';
import { fetchContent } from '@clinic/api-client/content';
import { createRequestStore, type AppStore } from '@clinic/state/content-store';
import { AppIntlProvider, type LocaleMessages } from '@clinic/i18n/provider';
import { loadMessages } from '@clinic/i18n/load-messages';
import { useLocale } from '@clinic/i18n/use-locale';
import '@clinic/ui/tokens.css';

/** The status a page threw with (`pageNotFound()` is 404), as the shell reads it; anything else is 500. */
function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/**
 * What the standalone page shows for an address no page of the remote has, or for a page that threw: the
 * status and the site's text for it, with a link home, where the shell would show its error page.
 */
export function StandaloneErrorView({ status }: { status: number }) {
  const locale = useLocale();
  return (
    <section aria-labelledby="standalone-error-title">
      <p>{status}</p>
      <h1 id="standalone-error-title">
        <FormattedMessage id={status === 404 ? 'error.notFound' : 'error.other'} />
      </h1>
      <Link to={buildPath('index', locale)}>
        <FormattedMessage id="error.home" />
      </Link>
    </section>
  );
}

interface BoundaryState {
  thrown: { error: unknown } | undefined;
  locationKey: string;
}

class PageBoundary extends Component<{ locationKey: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { thrown: undefined, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { thrown: { error } };
  }

  /** Another address is another page: what failed on the last is tried afresh. */
  static getDerivedStateFromProps(props: { locationKey: string }, state: BoundaryState): Partial<BoundaryState> | null {
    return props.locationKey === state.locationKey ? null : { thrown: undefined, locationKey: props.locationKey };
  }

  override render(): ReactNode {
    return this.state.thrown ? <StandaloneErrorView status={statusOf(this.state.thrown.error)} /> : this.props.children;
  }
}

function StandaloneBoundary({ children }: { children: ReactNode }) {
  return <PageBoundary locationKey={useLocation().key}>{children}</PageBoundary>;
}

/** The remote inside what the shell gives it in production (store, intl, router), and a boundary for what a page throws. */
export function StandalonePage({
  store,
  locale,
  messages,
  children,
}: {
  store: AppStore;
  locale: Locale;
  messages: LocaleMessages;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <Provider store={store}>
        <AppIntlProvider locale={locale} messages={messages}>
          <BrowserRouter>
            <StandaloneBoundary>{children}</StandaloneBoundary>
          </BrowserRouter>
        </AppIntlProvider>
      </Provider>
    </StrictMode>
  );
}

/**
 * Mounts a remote on its own development server with the providers the shell gives it in
 * production (store, intl, router), so a remote's team can work without the shell.
 * `prepare` sets what the shell would have set in the store (an open dialog).
 */
export async function mountStandalone(children: ReactNode, prepare?: (store: AppStore) => void): Promise<void> {
  const { locale } = splitLocale(window.location.pathname);
  // The development server answers every path with one page: its language is the one of the address.
  document.documentElement.lang = locale;
  const store = createRequestStore({
    locale,
    loader: fetchContent,
    minDisplayMs: MIN_FETCH_DISPLAY_MS,
    retry: CONTENT_RETRY,
  });
  prepare?.(store);
  const messages = await loadMessages(locale);
  createRoot(document.getElementById('root')!).render(
    <StandalonePage store={store} locale={locale} messages={messages}>
      {children}
    </StandalonePage>,
  );
}
