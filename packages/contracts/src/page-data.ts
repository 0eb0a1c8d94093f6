// The JSON scripts the gateway writes into every page for the browser to read, by element id. Kept
// apart from the schemas of what they hold: the page's first script reads them, and importing a
// schema module would put the schema library into that script.

/** The runtime configuration (`RuntimeConfig`). */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

/** The HTTP status the gateway answered the page with (404 for an unknown page or item). */
export const PAGE_STATUS_ELEMENT_ID = 'page-status';

/** The content the server rendered with (dehydrated, written with `jsonForScript`). */
export const CONTENT_DATA_ELEMENT_ID = 'content-data';
