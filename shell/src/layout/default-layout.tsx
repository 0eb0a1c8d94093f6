import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Header } from '../header/header.tsx';
import { Footer } from '../footer/footer.tsx';
import { DialogHost } from '../dialogs/dialog-host.tsx';
import './layout.css';

/** Spec §2: header, page content, footer and dialogs. */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  return (
    <>
      <Header />
      <main id="main" className="layout-main">
        {children ?? <Outlet />}
      </main>
      <Footer />
      <DialogHost />
    </>
  );
}
