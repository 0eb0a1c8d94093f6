import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAtomValue, useSetAtom } from 'jotai';
import { bookingDialogOpenAtom, imageDialogAtom, paymentDialogAtom } from '@clinic/state/dialogs';
import { openPromoAtom, promoDialogsAtom, schedulePromos, setPagePromosAtom } from '@clinic/state/promo-dialogs';
import { useContentReader } from '@clinic/state/use-content';
import { pagePromoRelation } from './promo-relation.ts';
import { isVisitorBusy, trackInteractions } from './visitor-activity.ts';

const PromoDialogView = lazy(() => import('./promo-dialog-view.tsx'));

const BUSY_CHECK_MS = 500;

/** Becomes true once a pop-up is due and the visitor is not busy (visitor-activity.ts); stays so for that pop-up. */
function useQuietMoment(dueId: number | undefined): boolean {
  const [shownId, setShownId] = useState<number>();
  const tracker = useRef<ReturnType<typeof trackInteractions>>(undefined);
  useEffect(() => {
    tracker.current = trackInteractions(window);
    return () => tracker.current?.stop();
  }, []);
  useEffect(() => {
    if (dueId === undefined || shownId === dueId) return;
    const check = () => {
      if (!isVisitorBusy(document, tracker.current?.lastAt ?? Number.NEGATIVE_INFINITY, Date.now())) setShownId(dueId);
    };
    const timer = setInterval(check, BUSY_CHECK_MS);
    check();
    return () => clearInterval(timer);
  }, [dueId, shownId]);
  return dueId !== undefined && shownId === dueId;
}

/**
 * The current page's promo pop-ups, each opening after its own delay (a minimum)
 * and closing on its own. One that comes due while another dialog is open, or while the visitor
 * is busy, waits, so it never interrupts a form or takes the focus from typing; the cookie notice
 * left alone does not hold it back. Two due together show one after the other, never stacked.
 */
export function PromoPopups() {
  const content = useContentReader();
  const relation = pagePromoRelation(useLocation().pathname);
  const setPromos = useSetAtom(setPagePromosAtom);
  const openPromo = useSetAtom(openPromoAtom);
  const promos = useAtomValue(promoDialogsAtom);
  const bookingOpen = useAtomValue(bookingDialogOpenAtom);
  const paymentOpen = useAtomValue(paymentDialogAtom).isOpen;
  const imageOpen = useAtomValue(imageDialogAtom).image !== null;

  const { relation_type, relation_slug } = relation;
  useEffect(() => {
    let left = false;
    let cancel = () => {};
    content
      .read('promoDialogs', { relation_type, relation_slug })
      .then((list) => {
        if (left) return;
        setPromos(list);
        cancel = schedulePromos(list, openPromo);
      })
      // Content fetch failures are swallowed; the page simply has no pop-up.
      .catch(() => {});
    return () => {
      left = true;
      cancel();
      setPromos([]);
    };
  }, [content, relation_type, relation_slug, setPromos, openPromo]);

  // One pop-up at a time, in the order they came due: the next one shows once the visitor closes the first.
  const due = promos.find((promo) => promo.isOpen);
  const blocked = bookingOpen || paymentOpen || imageOpen;
  const quiet = useQuietMoment(blocked ? undefined : due?.id);
  const next = quiet ? due : undefined;
  const shown = blocked ? undefined : next;
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <PromoDialogView key={shown.id} promo={shown} />
    </Suspense>
  );
}
