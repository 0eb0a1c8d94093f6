import path from 'node:path';

/** The repository's root: the deployment files these tests hold to (`deploy/`, the Dockerfile) and the builds. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
