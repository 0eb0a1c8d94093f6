import type { RemoteName } from '@clinic/contracts/runtime-config';
import { contentQueryKey } from '@clinic/contracts/content/content-key';
import type { OperationName } from '@clinic/contracts/content/operations';

// What a page names in its `Surrogate-Key` header, so a shared cache can drop exactly the pages that
// show something that changed. Keys hold no spaces or commas (the separators of the header).

/** On every page: dropping it drops every page. */
export const PAGES_SURROGATE_KEY = 'pages';

/** On every page naming a build of the remote (all of them: each names the four). */
export function remoteSurrogateKey(remote: RemoteName): string {
  return `remote:${remote}`;
}

/** On every page that read this content (either language). */
export function contentSurrogateKey(operation: OperationName, query: object): string {
  return `content:${contentQueryKey(operation, query)}`;
}
