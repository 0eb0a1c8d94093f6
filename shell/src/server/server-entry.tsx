import { renderToPipeableStream } from 'react-dom/server';
import { matchRoute, ROUTES } from '@clinic/contracts/routes';
import { contentCacheOf } from '@clinic/state/content-store';
import type {
  LoadedBuild,
  RenderRequest,
  ServerRender,
  ServerRendererOptions,
  ShellServerModule,
} from '@clinic/contracts/server-render';
import type { ContentLoader } from '@clinic/contracts/content/operations';
import type { RemoteName } from '@clinic/contracts/runtime-config';
import { AppRoutes } from '../router/app-routes.tsx';
import { RemoteNotLoaded, ServerBuilds } from './server-builds.ts';
import { createServerStore } from './server-store.ts';
import { promoRelation } from '../dialogs/promo-relation.ts';
import { checkBuildRenders } from './render-check.tsx';
import { ServerProviders } from './server-providers.tsx';
import { keepSharedModulesOnceResolved } from '../platform/shared-module-cache.ts';

keepSharedModulesOnceResolved();

/** The gateway's entry into the shell: renders one page per call, streamed, with the remotes' server builds. */
export const createServerRenderer: ShellServerModule['createServerRenderer'] = (options: ServerRendererOptions) => {
  const builds = new ServerBuilds(options);

  async function render(request: RenderRequest): Promise<ServerRender> {
    const { store, dehydrate } = createServerStore(request);
    const { pathname, search } = new URL(request.url);
    // An error status (decided by the gateway) renders the error page instead of the page.
    const route = request.status === 200 ? matchRoute(pathname) : null;
    const routeId = route?.id;
    // The default layout's promo pop-ups render after hydration; their list comes with the page's data,
    // so the browser neither asks for it nor loads the API client for it. A failure leaves that to the browser.
    if (route && ROUTES.find((definition) => definition.id === route.id)?.layout === 'default') {
      contentCacheOf(store)
        .read(request.locale, 'promoDialogs', promoRelation(route.id, route.params))
        .catch(() => {});
    }
    const stylesheets = [
      ...builds
        .stylesheets(request.builds.mf_search, 'search-box')
        .map((file) => ({ remote: 'mf_search' as const, file })),
      ...(routeId
        ? builds
            .stylesheets(request.builds.mf_content, 'pages', `page-${routeId}`)
            .map((file) => ({ remote: 'mf_content' as const, file }))
        : []),
      // Every open slot's fillers, whether or not this page has the slot: a few links, and no flash of unstyled parts.
      ...Object.values(request.slots ?? {}).flatMap((fillers) =>
        fillers.flatMap(({ remote, expose }) =>
          builds.stylesheets(request.builds[remote], expose.slice(2)).map((file) => ({ remote, file })),
        ),
      ),
    ];

    let stream: ReturnType<typeof renderToPipeableStream> | undefined;
    let failedParts = false;
    const errors: unknown[] = [];
    const failedRemotes = new Set<RemoteName>();
    let timedOut = false;
    let settled = () => {};
    const ready = new Promise<void>((resolve, reject) => {
      stream = renderToPipeableStream(
        <ServerProviders
          store={store}
          loadRemote={builds.loaderFor(request.builds)}
          slots={request.slots}
          locale={request.locale}
          location={pathname + search}
        >
          <AppRoutes initialStatus={request.status} />
        </ServerProviders>,
        {
          // Never outline a finished boundary into a hidden segment that only a script puts in place.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onAllReady: resolve,
          onShellError: reject,
          // A part that fails on the server (a remote that cannot load or throws) is rendered in the browser instead.
          onError(error, info) {
            if (error instanceof RemoteNotLoaded) return;
            failedParts = true;
            errors.push(error);
            const remote = builds.remoteThatThrew(error);
            if (remote) failedRemotes.add(remote);
            options.log.warn(
              { url: request.url, err: String((error as Error)?.stack ?? error), componentStack: info?.componentStack },
              'server render error: the part is rendered in the browser',
            );
          },
        },
      );
      const timer = setTimeout(() => {
        timedOut = true;
        stream?.abort(new Error(`server render timed out after ${request.timeoutMs} ms`));
      }, request.timeoutMs);
      timer.unref();
      settled = () => clearTimeout(timer);
    });
    void ready.then(settled, settled);
    return {
      stylesheets,
      ready,
      pipe: (destination) => stream!.pipe(destination),
      dehydrate,
      failedParts: () => failedParts,
      errors: () => errors,
      failedRemotes: () => [...failedRemotes],
      timedOut: () => timedOut,
    };
  }

  return {
    render,
    load: (build) => builds.load(build),
    unload: (build) => builds.unload(build),
    checkRenders: (build: LoadedBuild, loader: ContentLoader) => checkBuildRenders({ build, loader, render, builds }),
  };
};
