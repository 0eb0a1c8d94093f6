import { createWebpackConfigs } from '@clinic/federation/webpack-config';

export default createWebpackConfigs({
  name: 'mf_booking',
  dir: import.meta.dirname,
  exposes: { './booking-dialogs': './src/booking-dialogs.tsx' },
});
