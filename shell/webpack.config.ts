import path from 'node:path';
import { createWebpackConfig } from '@clinic/federation/webpack-config';

export default createWebpackConfig({ name: 'shell', dir: import.meta.dirname, favicon: path.join(import.meta.dirname, 'src', 'favicon.svg') });
