/**
 * Where focus goes back to when something that took it closes (`closing`, the part leaving): the
 * element that had it before (the trigger), while it is still on the page and can take it; else the
 * page's main content. The browser would otherwise leave it on `<body>`, and the next Tab would start
 * over from the top.
 */
export function returnFocus(opener: Element | null, closing?: Element | null): void {
  // Focus already elsewhere on the page (the visitor moved it, or a new page's heading took it) stays there.
  const current = document.activeElement;
  if (current && current !== document.body && current.isConnected && !closing?.contains(current)) return;
  if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) {
    opener.focus();
    if (document.activeElement === opener) return;
  }
  document.getElementById('main')?.focus({ preventScroll: true });
}

/** The element that has the focus now, to give it back to later with `returnFocus`. */
export function focusedElement(): Element | null {
  return typeof document === 'undefined' ? null : document.activeElement;
}
