/**
 * The server's HTML shows buttons before the code that answers them has loaded and hydrated.
 * A click on one in that moment would do nothing, so it is held and replayed once the page has
 * hydrated (the event replay Angular and Qwik do). Links need no help: they navigate natively.
 */
const ACTIVE_CONTROL = 'button, [role="button"], summary, input[type="checkbox"], input[type="radio"]';

/** However hydration goes, held clicks are replayed after this long rather than never. */
const LONGEST_HOLD_MS = 10_000;

let release: (() => void) | undefined;

export function holdEarlyClicks(): void {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(ACTIVE_CONTROL) : null;
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(control)) held.push(control);
  };
  document.addEventListener('click', hold, true);
  const timer = setTimeout(markPageInteractive, LONGEST_HOLD_MS);
  release = () => {
    clearTimeout(timer);
    document.removeEventListener('click', hold, true);
    for (const control of held) if (control.isConnected) control.click();
  };
}

/**
 * Called by the page once it has hydrated or rendered (an effect runs only then): replays the held
 * clicks, and marks the document `data-interactive` for whoever waits for that (tag managers, tests).
 */
export function markPageInteractive(): void {
  document.documentElement.dataset.interactive = 'true';
  const replay = release;
  release = undefined;
  replay?.();
}
