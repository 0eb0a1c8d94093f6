/**
 * Logs a search to the tag manager. The shell creates `window.dataLayer` only when a tag
 * manager is configured (and the visitor allows it), so without one this does nothing.
 */
export function pushSearchEvent(query: string): void {
  const layer = (window as { dataLayer?: unknown }).dataLayer;
  if (Array.isArray(layer)) layer.push({ event: 'search', search_term: query });
}
