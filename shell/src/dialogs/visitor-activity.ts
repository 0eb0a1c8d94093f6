import { PROMO_QUIET_MS } from '@clinic/contracts/constants';
import { MODAL_OR_MENU_OPEN } from './open-layers.ts';

const INTERACTIONS = ['keydown', 'pointerdown', 'input', 'wheel', 'touchstart'] as const;

/** The time of the visitor's last key, click, touch or wheel turn, as `now()` counts it. */
export function trackInteractions(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  now: () => number = Date.now,
) {
  const state = { lastAt: Number.NEGATIVE_INFINITY };
  const note = () => {
    state.lastAt = now();
  };
  for (const type of INTERACTIONS) target.addEventListener(type, note, { capture: true, passive: true });
  return {
    get lastAt() {
      return state.lastAt;
    },
    stop: () => INTERACTIONS.forEach((type) => target.removeEventListener(type, note, { capture: true })),
  };
}

function isTypingIn(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLElement && element.isContentEditable) return true;
  if (element.tagName === 'TEXTAREA' || element.tagName === 'SELECT') return true;
  if (element.tagName !== 'INPUT') return false;
  return !['button', 'submit', 'reset', 'checkbox', 'radio', 'range', 'color', 'file', 'image'].includes(
    (element as HTMLInputElement).type,
  );
}

/**
 * Whether a promo pop-up would interrupt: the visitor is in a form field, has a menu, drawer,
 * search panel or modal dialog open (`MODAL_OR_MENU_OPEN`: not the cookie notice, which a pop-up
 * may join), or did something in the last `PROMO_QUIET_MS`.
 */
export function isVisitorBusy(doc: Document, lastInteractionAt: number, now: number): boolean {
  if (now - lastInteractionAt < PROMO_QUIET_MS) return true;
  if (isTypingIn(doc.activeElement)) return true;
  return doc.querySelector(MODAL_OR_MENU_OPEN) !== null;
}
