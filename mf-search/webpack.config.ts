import { createWebpackConfigs } from '@clinic/federation/webpack-config';

export default createWebpackConfigs({
  name: 'mf_search',
  dir: import.meta.dirname,
  exposes: { './search-box': './src/search-box.tsx' },
});
