import { createWebpackConfig } from '@clinic/federation/webpack-config';

export default createWebpackConfig({ name: 'shell', dir: import.meta.dirname });
