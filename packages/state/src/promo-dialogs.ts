import { atom } from 'jotai';
import { PROMO_CLOSED_FOR_MS, PROMO_DELAY_UNIT_MS } from '@clinic/contracts/constants';
import type { PromoDialog } from '@clinic/contracts/content/promo-dialog';

/** A promo pop-up with its local `isOpen` flag. */
export type PromoDialogState = PromoDialog & { isOpen: boolean };

/** The promo pop-ups of the current page. */
export const promoDialogsAtom = atom<PromoDialogState[]>([]);

const CLOSED_STORAGE_KEY = 'promo-dialogs-closed';

type ClosedStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** When each pop-up was closed (ms since the epoch), as stored; anything unreadable counts as never. */
function closedAt(storage: Pick<Storage, 'getItem'> | undefined): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(CLOSED_STORAGE_KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
    return Object.fromEntries(
      Object.entries(stored).filter((entry): entry is [string, number] => Number.isFinite(entry[1])),
    );
  } catch {
    return {};
  }
}

/** Ids the visitor closed less than a day before `now`: a closed pop-up does not come back on every page or visit. */
export function closedPromoIds(storage: Pick<Storage, 'getItem'> | undefined, now = Date.now()): Set<number> {
  return new Set(
    Object.entries(closedAt(storage))
      .filter(([, at]) => now - at < PROMO_CLOSED_FOR_MS)
      .map(([id]) => Number(id)),
  );
}

function rememberClosed(storage: ClosedStorage | undefined, id: number, now = Date.now()): void {
  try {
    // Closings older than a day are dropped on the way, so the record never grows.
    const kept = Object.entries(closedAt(storage)).filter(([, at]) => now - at < PROMO_CLOSED_FOR_MS);
    storage?.setItem(CLOSED_STORAGE_KEY, JSON.stringify({ ...Object.fromEntries(kept), [id]: now }));
  } catch {
    // Storage refused: the pop-up may show again on another page.
  }
}

function localStore(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** Replaces the list with a page's pop-ups, all closed, leaving out those closed in the last day. */
export const setPagePromosAtom = atom(null, (_get, set, list: PromoDialog[]) => {
  const closed = closedPromoIds(localStore());
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
  rememberClosed(localStore(), id);
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
