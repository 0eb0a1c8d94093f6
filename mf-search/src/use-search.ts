import { useEffect, useState, useSyncExternalStore } from 'react';
import { fetchContent } from '@clinic/api-client/content';
import type { Locale } from '@clinic/contracts/locale';
import { createSearchController, type SearchController, type SearchState } from './search-controller.ts';
import { pushSearchEvent } from './push-search-event.ts';

/** The search controller bound to the content API and the tag manager, for one mounted box. */
export function useSearch(locale: Locale): SearchState & Pick<SearchController, 'setQuery' | 'handOff'> {
  const [controller] = useState(() =>
    createSearchController({
      // The locale only changes with a full page load, so the first one holds.
      search: (query, signal) => fetchContent(locale, 'search', { query }, signal),
      track: pushSearchEvent,
    }),
  );
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  useEffect(() => controller.dispose, [controller]);
  return { ...state, setQuery: controller.setQuery, handOff: controller.handOff };
}
