import { lazy, Suspense, useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { useAtomValue, useSetAtom } from 'jotai';
import { bookingDialogOpenAtom, imageDialogAtom, paymentDialogAtom } from '@clinic/state/dialogs';
import { openPromoAtom, promoDialogsAtom, schedulePromos, setPagePromosAtom } from '@clinic/state/promo-dialogs';
import { useContentReader } from '@clinic/state/use-content';
import { promoRelation } from './promo-relation.ts';

const PromoDialogView = lazy(() => import('./promo-dialog-view.tsx'));

interface RouteHandle {
  routeId?: string;
}

/**
 * Spec §2/§4: the current page's promo pop-ups, each opening after its own delay and closing
 * on its own. One that comes due while another dialog is open waits for it to close, so it
 * never covers a form, and two due together show one after the other, never stacked.
 */
export function PromoPopups() {
  const content = useContentReader();
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const routeId = (leaf?.handle as RouteHandle | undefined)?.routeId ?? '';
  const params = leaf?.params ?? {};
  const relation = promoRelation(routeId, params);
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
      // Spec §8: content fetch failures are swallowed; the page simply has no pop-up.
      .catch(() => {});
    return () => {
      left = true;
      cancel();
      setPromos([]);
    };
  }, [content, relation_type, relation_slug, setPromos, openPromo]);

  // One pop-up at a time: the next one due shows once the visitor closes the first.
  const next = promos.find((promo) => promo.isOpen);
  if (!next || bookingOpen || paymentOpen || imageOpen) return null;
  return (
    <Suspense fallback={null}>
      <PromoDialogView key={next.id} promo={next} />
    </Suspense>
  );
}
