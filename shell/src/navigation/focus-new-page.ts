const WAIT_MS = 10_000;

/**
 * After a client-side navigation, moves the focus to the new page's `h1` once it renders
 * (pages load their data and code after the address changes), so keyboard and screen-reader
 * visitors start on the new page, not on the link that led there. Returns a cancel function.
 */
export function focusNewPageHeading(main: HTMLElement, waitMs = WAIT_MS): () => void {
  const focus = (heading: HTMLElement) => {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  };
  const found = main.querySelector<HTMLElement>('h1');
  if (found) {
    focus(found);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading) return;
    stop();
    focus(heading);
  });
  const timer = setTimeout(() => stop(), waitMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}
