import { splitLocale } from '@clinic/contracts/locale';
import { matchRoute } from '@clinic/contracts/routes';
import { loadMessages } from '@clinic/i18n/load-messages';
import { readRuntimeConfig } from './runtime-config.ts';
import { loadRemoteModule, registerRuntimeRemotes } from './remotes/federation.ts';
import { reportRemoteFailures } from './remotes/failure-beacon.ts';
import { installChunkReloadGuard } from './remotes/chunk-reload.ts';
import { holdEarlyClicks } from './platform/early-clicks.ts';
import { installTagManager } from './platform/tag-manager.ts';
import { storeLocaleCookie } from './locale-cookie.ts';
import { nextTask } from './platform/next-task.ts';
import { restoreFormPageAddress } from './platform/form-page-address.ts';
import { loadSearchBoxOnIntent } from './header/search-box-code.ts';

// The page's first script reads the page and registers the remotes, no more: the downloads, React
// and the app start in tasks of their own (startWhenLoaded), instead of in one long first task (TBT).

restoreFormPageAddress();
const config = readRuntimeConfig();
registerRuntimeRemotes(config);
reportRemoteFailures(config);
installChunkReloadGuard();
installTagManager(config.tagManagerId);

// The locale is fixed for the life of the page: switching language is a full page load.
const { locale } = splitLocale(window.location.pathname);
document.documentElement.lang = locale;
storeLocaleCookie(locale);
// The page's first use of Intl loads ICU's locale data (~12 ms on a desktop, four times that on a
// phone). In a task of its own while the remote code downloads, it stays out of react-intl's first
// render step during hydration, which React cannot split.
setTimeout(() => Intl.NumberFormat.supportedLocalesOf(locale));

/**
 * The remote code the server rendered this address with and the page needs at once: the page's module
 * and chunk. Loaded before hydration, so the page hydrates in one pass instead of staying inert, part by
 * part, until each piece arrives. A failure is left to the page's boundaries, which render that part in
 * the browser as without a server render. The header's search box is not among them: its code loads when
 * the visitor reaches for it (loadSearchBoxOnIntent), and until then its server HTML stays as it is.
 */
async function loadServerRenderedCode(): Promise<void> {
  const routeId = matchRoute(window.location.pathname)?.id;
  await loadRemoteModule('mf_content/pages')
    .then(({ preload }) => (routeId ? preload(routeId) : undefined))
    .catch(() => undefined);
}

/**
 * Starts the downloads and, once they are in, the app, each in a task of its own after this script's
 * (TBT): the remote code first, the longest chain of requests; then React's renderer; then the app. Not inside this script's evaluation either: webpack
 * creates an Error for each chunk it loads (for the message, should the load fail), and V8 then collects
 * the source positions of every function on the stack, this whole script's included: a reparse of it,
 * ~30 ms on a desktop and four times that on a phone.
 */
function startWhenLoaded(): void {
  // The gateway rendered the page: hydrate it once the stream, and the server's data at its end, is all in.
  // Without a server render (the development gateway) the browser renders the page itself.
  const hydrate = document.getElementById('root')!.hasAttribute('data-server-rendered');
  if (hydrate) {
    holdEarlyClicks();
    // Listening from now, before React is up, so that a visitor quicker than hydration is heard too. Enter in
    // the box before its code is in sends its form natively: to the search page, with the query.
    void loadSearchBoxOnIntent();
  }
  const serverRenderedCode = hydrate ? loadServerRenderedCode() : undefined;
  const messages = loadMessages(locale);
  const streamEnded = new Promise<void>((resolve) => {
    if (document.readyState === 'loading')
      document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
    else resolve();
  });
  // In this script ("eager": no request, and its stylesheets are the page's), but run only when asked for.
  const app = nextTask()
    .then(() => import(/* webpackMode: "eager" */ 'react-dom/client'))
    .then(nextTask)
    .then(() => import(/* webpackMode: "eager" */ './start-app.tsx'));
  void Promise.all([app, messages, serverRenderedCode, streamEnded]).then(([{ startApp }, loaded]) =>
    startApp({ config, locale, messages: loaded, hydrate }),
  );
}

setTimeout(startWhenLoaded);
