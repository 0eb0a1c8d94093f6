import { Writable } from 'node:stream';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { LOCALES, type Locale } from '@clinic/contracts/locale';
import { LOCALIZED_ROUTES } from '@clinic/contracts/routes';
import type { ContentLoader } from '@clinic/contracts/content/operations';
import { isPlatformRemote } from '@clinic/contracts/runtime-config';
import { REMOTE_EXPOSES, type RemoteModuleId, type RemoteModules } from '@clinic/contracts/remote-modules';
import { isOpenSlot, SLOT_EXAMPLE_PROPS, slotPropsFor, type SlotModule } from '@clinic/contracts/slots';
import {
  CONTENT_WITHHELD,
  type LoadedBuild,
  type RenderRequest,
  type ServerRender,
} from '@clinic/contracts/server-render';
import { createRequestStore } from '@clinic/state/content-store';
import type { ServerBuilds } from './server-builds.ts';
import { ServerProviders } from './server-providers.tsx';

const CHECK_ORIGIN = 'http://render-check.invalid';
/** Longer than any page takes with content in memory; a render still unfinished then is a problem of its own. */
const CHECK_TIMEOUT_MS = 15_000;

interface CheckContext {
  build: LoadedBuild;
  loader: ContentLoader;
  render(request: RenderRequest): Promise<ServerRender>;
  builds: ServerBuilds;
}

/** The first line of what was thrown: enough to find it, short enough for a release's one-line reason. */
function firstLine(error: unknown): string {
  const text =
    error instanceof Error ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}` : String(error);
  return text.split('\n')[0]!;
}

const counted = (error: unknown) => (error as Error | undefined)?.name !== CONTENT_WITHHELD;

function drain(render: ServerRender): Promise<void> {
  return new Promise((resolve, reject) => {
    const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
    sink.on('finish', resolve).on('error', reject);
    render.pipe(sink);
  });
}

/** A page of the site as visitors get it, with this build in place of the live one. */
async function pageProblems(
  { build, loader, render }: CheckContext,
  locale: Locale,
  pathname: string,
): Promise<string[]> {
  const page = await render({
    url: `${CHECK_ORIGIN}${pathname}`,
    locale,
    status: 200,
    loader,
    timeoutMs: CHECK_TIMEOUT_MS,
    builds: { [build.remote]: build },
  });
  try {
    await page.ready;
    await drain(page);
  } catch (error) {
    return [`page ${pathname}: ${firstLine(error)}`];
  }
  if (page.timedOut()) return [`page ${pathname}: not rendered within ${CHECK_TIMEOUT_MS / 1000} s`];
  return page
    .errors()
    .filter(counted)
    .map((error) => `page ${pathname}: ${firstLine(error)}`);
}

/** An exposed component alone in the shell's providers: the parts pages leave to the browser (dialogs) render here too. */
function componentProblems(
  { build, loader, builds }: CheckContext,
  locale: Locale,
  what: string,
  element: ReactNode,
): Promise<string[]> {
  const store = createRequestStore({ locale, loader });
  const errors: unknown[] = [];
  return new Promise((resolve) => {
    const stream = renderToPipeableStream(
      <ServerProviders
        store={store}
        loadRemote={builds.loaderFor({ [build.remote]: build })}
        locale={locale}
        location={locale === 'en' ? '/en' : '/'}
      >
        {element}
      </ServerProviders>,
      {
        onError: (error) => void errors.push(error),
        onShellError: (error) => resolve([`${what} (${locale}): ${firstLine(error)}`]),
        onAllReady: () => resolve(errors.filter(counted).map((error) => `${what} (${locale}): ${firstLine(error)}`)),
      },
    );
    setTimeout(
      () => stream.abort(new Error(`not rendered within ${CHECK_TIMEOUT_MS / 1000} s`)),
      CHECK_TIMEOUT_MS,
    ).unref();
  });
}

/**
 * Renders everything the shell takes from a build: mf-content's pages (each page without parameters,
 * as the site renders it) and every other exposed component alone, both locales. Answers what threw.
 */
export async function checkBuildRenders(context: CheckContext): Promise<string[]> {
  const { build, builds } = context;
  const load = builds.loaderFor({ [build.remote]: build });
  const problems: string[] = [];
  if (!isPlatformRemote(build.remote)) {
    // A registered remote's module for each open slot it fills, with the props the slot passes, in the shape of
    // the contract major the build was made against.
    const manifest = builds.manifestOf(build);
    for (const [slot, expose] of Object.entries(manifest?.metaData.slots ?? {})) {
      if (!isOpenSlot(slot)) continue;
      const id = `${build.remote}/${expose.slice(2)}` as RemoteModuleId;
      const { default: Component } = (await load(id)) as unknown as SlotModule;
      const props = slotPropsFor(slot, SLOT_EXAMPLE_PROPS[slot], manifest?.metaData.contract?.version);
      const element = createElement(Component as ComponentType<object>, props);
      for (const locale of LOCALES)
        problems.push(...(await componentProblems(context, locale, `${expose} (slot ${slot})`, element)));
    }
    return problems;
  }
  for (const expose of REMOTE_EXPOSES[build.remote]) {
    const id = `${build.remote}/${expose.slice(2)}` as RemoteModuleId;
    if (id === 'mf_content/pages') {
      for (const route of LOCALIZED_ROUTES.filter((candidate) => !candidate.pattern.includes(':')))
        problems.push(...(await pageProblems(context, route.locale, route.pattern)));
      continue;
    }
    const { default: Component } = (await load(id)) as
      | RemoteModules['mf_search/search-box']
      | RemoteModules['mf_booking/booking-dialogs'];
    const elements: Array<[string, ReactNode]> =
      id === 'mf_search/search-box'
        ? (['header', 'drawer'] as const).map((variant) => [
            `${expose} (${variant})`,
            createElement(Component as ComponentType<{ variant: typeof variant }>, { variant }),
          ])
        : [[expose, createElement(Component as ComponentType)]];
    for (const locale of LOCALES)
      for (const [what, element] of elements)
        problems.push(...(await componentProblems(context, locale, what, element)));
  }
  return problems;
}
