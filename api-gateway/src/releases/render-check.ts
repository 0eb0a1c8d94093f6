import type { ContentLoader } from '@clinic/contracts/content/operations';
import type { LoadedBuild, ServerRenderer } from '@clinic/contracts/server-render';
import type { CheckedBuild } from './release-check.ts';

/** Every module the shell takes from a loaded build, rendered with its providers and this content: each throw, as a refusal says it. */
export function renderProblems(renderer: Pick<ServerRenderer, 'checkRenders'>, loader: ContentLoader) {
  return async (loaded: LoadedBuild): Promise<string[]> =>
    (await renderer.checkRenders(loaded, loader)).map((problem) => `it throws when rendered on the server: ${problem}`);
}

/**
 * The gateway's own checks of a build, beyond its manifest and files: its server code loads in this
 * process and every module the shell takes from it renders with the shell's providers and this
 * gateway's content. What passes here is what every replica serves; a build that fails is unloaded.
 */
export function renderVerifier(
  renderer: Pick<ServerRenderer, 'load' | 'unload' | 'checkRenders'>,
  loader: ContentLoader,
) {
  const problemsOf = renderProblems(renderer, loader);
  return async (build: CheckedBuild): Promise<string[]> => {
    let loaded;
    try {
      loaded = await renderer.load({
        remote: build.remote,
        manifestUrl: build.serverManifestUrl,
        manifest: build.manifest,
        buildId: build.buildId,
      });
    } catch (error) {
      return [`its server code does not load: ${String((error as Error)?.message ?? error).split('\n')[0]}`];
    }
    const problems = await problemsOf(loaded);
    if (problems.length) renderer.unload(loaded);
    return problems;
  };
}
