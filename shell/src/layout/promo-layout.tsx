import { DialogHost } from '../dialogs/dialog-host.tsx';
import { PageTransition } from '../navigation/page-transition.tsx';
import { AfterHydration } from '../platform/after-hydration.tsx';
import './layout.css';

/** The promo layout holds only the page content (dialogs still open over it). */
export function PromoLayout() {
  return (
    <>
      <main id="main" className="promo-main" tabIndex={-1}>
        <PageTransition />
      </main>
      <AfterHydration>
        <DialogHost />
      </AfterHydration>
    </>
  );
}
