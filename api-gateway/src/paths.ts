import path from 'node:path';

// This file sits in src/ and is bundled into dist/main.js: both are one level under the package root.
export const GATEWAY_ROOT = path.resolve(import.meta.dirname, '..');
export const REPO_ROOT = path.resolve(GATEWAY_ROOT, '..');
export const DATASET_DIR = path.join(GATEWAY_ROOT, 'data');
