import { use } from 'react';
import { RemoteBoundary } from '../remotes/remote-boundary.tsx';
import { loadRemoteModule } from '../remotes/federation.ts';

function RemoteSearchBox({ variant }: { variant: 'header' | 'drawer' }) {
  const { default: SearchBox } = use(loadRemoteModule('mf_search/search-box'));
  return <SearchBox variant={variant} />;
}

/** mf-search's box; if the remote is down the header simply has no search (DESIGN §2). */
export function SearchSlot({ variant }: { variant: 'header' | 'drawer' }) {
  return (
    <RemoteBoundary fallback={null}>
      <RemoteSearchBox variant={variant} />
    </RemoteBoundary>
  );
}
