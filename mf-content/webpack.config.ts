import { createWebpackConfig } from '@clinic/federation/webpack-config';

export default createWebpackConfig({
  name: 'mf_content',
  dir: import.meta.dirname,
  exposes: { './pages': './src/pages.ts' },
});
