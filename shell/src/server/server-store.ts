import type { RenderRequest } from '@clinic/contracts/server-render';
import { createRequestStore, dehydrateContent } from '@clinic/state/content-store';
import { formPageAtom } from '@clinic/state/form-page';
import { clinicDetailsAtom } from '@clinic/state/clinic';

/** One store and one content cache per request, reading content in-process: nothing a request reads or sets reaches another. */
export function createServerStore(request: RenderRequest) {
  const store = createRequestStore({ locale: request.locale, loader: request.loader });
  if (request.formPage) store.set(formPageAtom, request.formPage);
  if (request.clinic) store.set(clinicDetailsAtom, request.clinic);
  return { store, dehydrate: (): unknown => dehydrateContent(store) };
}
