/** What comes before using a control: the pointer moving onto it, a finger on it, the focus in it (keyboard or click). */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * Resolves the first time the visitor shows they are about to use an element matching `selector`, or at
 * once if they did before this ran, when no event would follow: the focus is in one already (tabbed to),
 * or the pointer rests on one (moved there while the page's script was still loading).
 *
 * The listeners capture on the document: they hear the events before React is up, and before React
 * stops those aimed at a part still waiting for its code (a dehydrated Suspense boundary).
 */
export function whenIntentShown(selector: string, root: Document = document): Promise<void> {
  return new Promise((resolve) => {
    const reachedFor = [...root.querySelectorAll(selector)].some((element) => element.matches(':hover'));
    if (reachedFor || root.activeElement?.closest(selector)) {
      resolve();
      return;
    }
    const options = { capture: true, passive: true };
    const onEvent = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest(selector)) return;
      for (const type of INTENT_EVENTS) root.removeEventListener(type, onEvent, options);
      resolve();
    };
    for (const type of INTENT_EVENTS) root.addEventListener(type, onEvent, options);
  });
}
