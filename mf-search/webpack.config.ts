import { createWebpackConfig } from '@clinic/federation/webpack-config';

export default createWebpackConfig({
  name: 'mf_search',
  dir: import.meta.dirname,
  exposes: { './search-box': './src/search-box.tsx' },
});
