import { Outlet } from 'react-router-dom';
import { DialogHost } from '../dialogs/dialog-host.tsx';

/** Spec §2: the promo layout holds only the page content (dialogs still open over it). */
export function PromoLayout() {
  return (
    <>
      <main id="main" className="promo-main">
        <Outlet />
      </main>
      <DialogHost />
    </>
  );
}
