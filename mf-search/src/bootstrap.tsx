import { mountStandalone } from '@clinic/dev-harness/standalone';
import SearchBox from './search-box.tsx';

void mountStandalone(
  <div style={{ maxWidth: 480, margin: '40px auto' }}>
    <SearchBox variant="header" />
  </div>,
);
