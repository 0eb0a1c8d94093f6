import { Outlet } from 'react-router-dom';
import { LoadingBar } from '../navigation/loading-bar.tsx';
import { useLinkPrefetch } from '../navigation/use-link-prefetch.ts';
import { useDocumentHead } from '../platform/use-document-head.ts';
import { OfflineNotice } from '../platform/offline-notice.tsx';
import { ImageDialog } from '../dialogs/image-dialog.tsx';
import { CookieNotice } from '../dialogs/cookie-notice.tsx';
import { AfterHydration } from '../platform/after-hydration.tsx';
import { useSearchBoxCodeOnNavigation } from '../header/search-box-code.ts';

/** What every page has whatever its layout, and what outlives a layout switch on a route error. */
export function AppFrame() {
  useDocumentHead();
  useLinkPrefetch();
  useSearchBoxCodeOnNavigation();
  return (
    <>
      {/* First, in the page's flow: the notice pushes the page down instead of covering any of it. */}
      <CookieNotice />
      <AfterHydration>
        <LoadingBar />
        <OfflineNotice />
      </AfterHydration>
      <Outlet />
      <AfterHydration>
        <ImageDialog />
      </AfterHydration>
    </>
  );
}
