import path from 'node:path';
import { createWebpackConfigs } from '@clinic/federation/webpack-config';

export default createWebpackConfigs({
  name: 'shell',
  dir: import.meta.dirname,
  favicon: path.join(import.meta.dirname, 'src', 'favicon.svg'),
});
