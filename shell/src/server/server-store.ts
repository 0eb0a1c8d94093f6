import { createStore } from 'jotai';
import type { RenderRequest } from '@clinic/contracts/server-render';
import { localeAtom } from '@clinic/state/locale';

/** One store per request, never the default store: nothing a request sets reaches another. */
export function createServerStore(request: RenderRequest) {
  const store = createStore();
  store.set(localeAtom, request.locale);
  return { store, dehydrate: (): unknown => null };
}
