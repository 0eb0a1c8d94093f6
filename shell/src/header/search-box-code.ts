import type { RemoteModules } from '@clinic/contracts/remote-modules';
import { track } from '@clinic/state/settled';
import { loadRemoteModule } from '../remotes/federation.ts';
import { whenIntentShown } from '../platform/intent.ts';
import { useOnFirstAddress } from '../navigation/use-first-address.ts';

type SearchBoxModule = RemoteModules['mf_search/search-box'];

/** The search landmark mf-search's box renders, in the server's HTML from the first paint. */
const SEARCH_FORM = 'form[role="search"]';

let requested = false;
let loadedOnIntent: Promise<SearchBoxModule> | undefined;
let askedForNow = () => {};
const askedFor = new Promise<void>((resolve) => (askedForNow = resolve));

/** mf-search's box, loaded now: for a box rendered anew, on the server, or when the page needs it hydrated. */
export function loadSearchBox(): Promise<SearchBoxModule> {
  requested = true;
  askedForNow();
  return loadRemoteModule('mf_search/search-box');
}

/**
 * mf-search's box, loaded once the visitor reaches for the server-rendered one (most visits never
 * search, and its code is ~13 KB gzip of the home page's JS), or at once if it has been asked for already.
 * Until then React leaves the server's HTML of the box in place, which shows and takes typing as it is.
 * The bootstrap calls this before hydration, so intent shown while React starts counts too.
 */
export function loadSearchBoxOnIntent(): Promise<SearchBoxModule> {
  if (requested) return loadSearchBox();
  // Tracked, so the box hydrates at once when its code came in before React got to it. Also settled when
  // the box is asked for otherwise (a navigation): React retries a waiting server box only when the
  // promise it waits on settles, and the navigation cannot commit before.
  loadedOnIntent ??= track(Promise.race([whenIntentShown(SEARCH_FORM), askedFor]).then(loadSearchBox));
  return loadedOnIntent;
}

/**
 * A navigation re-renders the header around the box, which React can only commit once the box has
 * hydrated: a transition does not commit until then. So the first render of a new address loads the
 * box's code, whatever the visitor's intent. Called during that render, like a preload: React renders
 * the frame (which calls this) before it reaches the box.
 */
export function useSearchBoxCodeOnNavigation(): void {
  if (!useOnFirstAddress()) void loadSearchBox();
}
