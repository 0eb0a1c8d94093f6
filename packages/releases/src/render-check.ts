import type { ContentLoader } from '@clinic/contracts/content/operations';
import type { RemoteBuild } from '@clinic/contracts/server-render';
import type { CheckedBuild } from './release-check.ts';

/** Renders a build's every module in a renderer started for it alone (see `RendererPool.check`). */
export interface RenderChecker {
  check(build: RemoteBuild, loader: ContentLoader): Promise<string[]>;
}

/** A build as the renderer loads it: its server manifest and identity. */
export function buildToRender(build: CheckedBuild): RemoteBuild {
  return {
    remote: build.remote,
    manifestUrl: build.serverManifestUrl,
    manifest: build.manifest,
    buildId: build.buildId,
  };
}

/**
 * The gateway's own checks of a build, beyond its manifest and files: its server code loads and every
 * module the shell takes from it renders with the shell's providers and this gateway's content, in a
 * renderer of its own. What passes here is what every replica serves.
 */
export function renderVerifier(checker: RenderChecker, loader: ContentLoader) {
  return (build: CheckedBuild): Promise<string[]> => checker.check(buildToRender(build), loader);
}
