import { atom } from 'jotai';
import { PROMO_DELAY_UNIT_MS } from '@clinic/contracts/constants';
import type { PromoDialog } from '@clinic/contracts/content/promo-dialog';

/** A promo pop-up with its local `isOpen` flag. */
export type PromoDialogState = PromoDialog & { isOpen: boolean };

/** The promo pop-ups of the current page. */
export const promoDialogsAtom = atom<PromoDialogState[]>([]);

const CLOSED_IDS_STORAGE_KEY = 'promo-dialogs-closed';

/** Ids the visitor closed during this visit: a closed pop-up does not come back on every page. */
export function closedPromoIds(storage: Pick<Storage, 'getItem'> | undefined): Set<number> {
  try {
    const ids: unknown = JSON.parse(storage?.getItem(CLOSED_IDS_STORAGE_KEY) ?? '[]');
    return new Set(Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : []);
  } catch {
    return new Set();
  }
}

function rememberClosed(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined, id: number): void {
  try {
    storage?.setItem(CLOSED_IDS_STORAGE_KEY, JSON.stringify([...closedPromoIds(storage), id]));
  } catch {
    // Storage refused: the pop-up may show again on another page.
  }
}

function sessionStore(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** Replaces the list with a page's pop-ups, all closed, leaving out those closed earlier in the visit. */
export const setPagePromosAtom = atom(null, (_get, set, list: PromoDialog[]) => {
  const closed = closedPromoIds(sessionStore());
  set(
    promoDialogsAtom,
    list.filter((dialog) => !closed.has(dialog.id)).map((dialog) => ({ ...dialog, isOpen: false })),
  );
});

/**
 * Marks a pop-up due. The due ones stay in the order they came due (the newest last), so the first of
 * them is the one showing and a later one queues behind it instead of replacing it.
 */
export const openPromoAtom = atom(null, (get, set, id: number) => {
  const list = get(promoDialogsAtom);
  const opened = list.find((dialog) => dialog.id === id);
  if (!opened || opened.isOpen) return;
  set(promoDialogsAtom, [...list.filter((dialog) => dialog.id !== id), { ...opened, isOpen: true }]);
});

/** Each pop-up closes on its own; the others keep their state. */
export const closePromoAtom = atom(null, (get, set, id: number) => {
  rememberClosed(sessionStore(), id);
  set(
    promoDialogsAtom,
    get(promoDialogsAtom).filter((dialog) => dialog.id !== id),
  );
});

/**
 * Starts one timer per pop-up: each opens after its own delay (`deley` × 1000 ms).
 * Returns a function that cancels the timers still pending (on leaving the page).
 */
export function schedulePromos(
  list: readonly Pick<PromoDialog, 'id' | 'deley'>[],
  open: (id: number) => void,
): () => void {
  const timers = list.map((dialog) => setTimeout(() => open(dialog.id), dialog.deley * PROMO_DELAY_UNIT_MS));
  return () => timers.forEach(clearTimeout);
}
