import { createWebpackConfigs } from '@clinic/federation/webpack-config';

export default createWebpackConfigs({
  name: 'mf_payment',
  dir: import.meta.dirname,
  exposes: { './payment-dialog': './src/payment-dialog.tsx' },
});
