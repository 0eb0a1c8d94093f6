import { createWebpackConfig } from '@clinic/federation/webpack-config';

export default createWebpackConfig({
  name: 'mf_booking',
  dir: import.meta.dirname,
  exposes: { './booking-dialogs': './src/booking-dialogs.tsx' },
});
