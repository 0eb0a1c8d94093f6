import { createWebpackConfig } from '@clinic/federation/webpack-config';

export default createWebpackConfig({
  name: 'mf_payment',
  dir: import.meta.dirname,
  exposes: { './payment-dialog': './src/payment-dialog.tsx' },
});
