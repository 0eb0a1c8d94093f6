import { use } from 'react';
import { RemoteBoundary } from '../remotes/remote-boundary.tsx';
import { useHydrated } from '../platform/after-hydration.tsx';
import { useRemoteLoader } from '../remotes/remote-loader.tsx';
import { loadSearchBox, loadSearchBoxOnIntent } from './search-box-code.ts';
import './search-slot.css';

interface Props {
  variant: 'header' | 'drawer';
}

function RemoteSearchBox({ variant }: Props) {
  // Hydrating the server's box waits for the visitor's intent: while the code is not in, React keeps the
  // boundary dehydrated, the server's HTML in place. A box rendered anew (the drawer, a page the server did
  // not render) needs its code now, and so does the server, from the build it renders this request with.
  const onServer = typeof document === 'undefined';
  const hydratingServerHtml = !useHydrated() && !onServer;
  const load = useRemoteLoader();
  const { default: SearchBox } = use(
    onServer ? load('mf_search/search-box') : hydratingServerHtml ? loadSearchBoxOnIntent() : loadSearchBox(),
  );
  return <SearchBox variant={variant} />;
}

/** mf-search's box; if the remote is down the header simply has no search. */
export function SearchSlot({ variant }: Props) {
  return (
    <RemoteBoundary remote="mf_search" fallback={null} loading={<div className="search-slot__placeholder" />}>
      <RemoteSearchBox variant={variant} />
    </RemoteBoundary>
  );
}
