import path from 'node:path';

// This file sits in src/ and is bundled into dist/main.js: both are one level under the package root.
export const GATEWAY_ROOT = path.resolve(import.meta.dirname, '..');
export const REPO_ROOT = path.resolve(GATEWAY_ROOT, '..');
/** The embedded content the gateway serves by default, generated and kept by the content-dataset workspace. */
export const DATASET_DIR = path.join(REPO_ROOT, 'content-dataset', 'data');
