import { createWebpackConfigs } from '@clinic/federation/webpack-config';

export default createWebpackConfigs({
  name: 'mf_content',
  dir: import.meta.dirname,
  exposes: { './pages': './src/pages.ts' },
});
