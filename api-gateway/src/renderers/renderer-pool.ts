import type { ContentLoader } from '@clinic/contracts/content/operations';
import type { RemoteName } from '@clinic/contracts/runtime-config';
import type {
  LoadedBuild,
  RemoteBuild,
  RenderRequest,
  ServerRender,
  ServerRenderer,
} from '@clinic/contracts/server-render';
import type { RemoteFetch } from '@clinic/releases/remote-files';
import type { Logger } from '../logger.ts';
import { metrics } from '../metrics.ts';
import { RENDER_FALLBACK_SHARE, type RendererSettings } from '../config/ssr-config.ts';
import type { RenderOrder } from './renderer-protocol.ts';
import { RendererGone, RendererProcessHandle, type RenderOutcome } from './renderer-process-handle.ts';

/** Renders one renderer takes at once; more wait for a free one. */
const RENDERS_PER_RENDERER = 16;
/** A release check renders every page and module of a build: it may take this long in all. */
const CHECK_BUDGET_MS = 60_000;

interface Attempt {
  stylesheets: Array<{ remote: RemoteName; file: string }>;
  chunks: Uint8Array[];
  end: RenderOutcome | undefined;
  /** Told of each chunk once a destination is piped, and of the end. */
  sink?: { write(bytes: Uint8Array): void; end(): void; fail(error: Error): void };
  error: Error | undefined;
}

interface PoolOptions {
  settings: RendererSettings;
  shellServerEntry: string;
  fetch: RemoteFetch;
  logger: Logger;
  reportRemoteFailure?: (remote: RemoteName) => void;
}

/**
 * Runs every piece of remote code the server needs in renderer processes it supervises (see
 * `renderer-process.ts`): pages, and the render checks of builds before any visitor gets them. The
 * gateway keeps all that holds a key or a decision; a renderer gets a page's path, locale and builds, and
 * reads content and files through the gateway. A renderer that crashes, stops answering, runs past a
 * page's budget, grows too big or has done its share of renders is replaced, and the builds in service
 * are loaded into its successor before it takes a page.
 */
export class RendererPool implements Pick<ServerRenderer, 'load' | 'unload' | 'render'> {
  private readonly renderers = new Set<RendererProcessHandle>();
  /** The builds in service, by id, loaded into every renderer (and into each new one before it takes a page). */
  private readonly builds = new Map<string, { build: RemoteBuild; loaded: LoadedBuild }>();
  private readonly ready = new Set<RendererProcessHandle>();
  /** Worn renderers whose successors are starting: they take pages until then. */
  private readonly retiring = new Set<RendererProcessHandle>();
  private readonly queue: Array<() => void> = [];
  private closed = false;
  private turn = 0;
  private readonly log: Logger;

  constructor(private readonly options: PoolOptions) {
    this.log = options.logger.child({ module: 'renderers' });
    for (let index = 0; index < options.settings.count; index += 1) void this.spawn();
  }

  async load(build: RemoteBuild): Promise<LoadedBuild> {
    const known = [...this.builds.values()].find(
      (entry) => entry.build.manifestUrl === build.manifestUrl && entry.build.buildId === build.buildId,
    );
    if (known) return known.loaded;
    const renderers = [...this.renderers].filter((renderer) => renderer.alive);
    const results = await Promise.allSettled(
      renderers.map((renderer) => renderer.started.then(() => renderer.load(build))),
    );
    const loaded = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failure = results.find(
      (result): result is PromiseRejectedResult =>
        result.status === 'rejected' && !(result.reason instanceof RendererGone),
    );
    if (failure || !loaded[0]) {
      if (loaded[0]) for (const renderer of renderers) renderer.unload(loaded[0], build.manifestUrl);
      throw failure?.reason ?? new Error('no renderer could load the build');
    }
    this.builds.set(loaded[0].id, { build, loaded: loaded[0] });
    return loaded[0];
  }

  unload(build: LoadedBuild): void {
    const entry = this.builds.get(build.id);
    this.builds.delete(build.id);
    for (const renderer of this.renderers) renderer.unload(build, entry?.build.manifestUrl);
  }

  async render(request: RenderRequest): Promise<ServerRender> {
    const budget = this.options.settings.timeoutMs;
    const started = Date.now();
    const firstBudget = Math.round(budget * (1 - RENDER_FALLBACK_SHARE));
    const first = await this.attempt(request, firstBudget);
    if (!(first.error instanceof RendererGone)) return this.asServerRender(first, []);
    // The renderer was replaced under this page: rendered again without the remote whose code it last ran
    // (without any remote when it cannot be told), in what is left of the budget.
    const blamed = first.error.lastRemote;
    const builds = blamed ? withoutRemote(request.builds, blamed) : {};
    const fallbackBudget = Math.max(budget - (Date.now() - started), budget - firstBudget);
    const second = await this.attempt(
      { ...request, builds, timeoutMs: Math.min(request.timeoutMs, Math.round(fallbackBudget * 0.8)) },
      fallbackBudget,
    );
    return this.asServerRender(second, blamed && request.builds[blamed] ? [blamed] : [], true);
  }

  /**
   * Renders a build's every module in a renderer of its own, started for this and ended after: a build that
   * is refused never ran anywhere else, and one that never gives its process back is stopped.
   */
  async check(build: RemoteBuild, loader: ContentLoader): Promise<string[]> {
    const renderer = this.start(() => {});
    const budget = setTimeout(() => renderer.kill('budget'), CHECK_BUDGET_MS);
    try {
      await renderer.started;
      let loaded;
      try {
        loaded = await renderer.load(build);
      } catch (error) {
        return [`its server code does not load: ${reasonOf(error, this.options.settings.timeoutMs)}`];
      }
      return (await renderer.check(loaded, loader)).map(
        (problem) => `it throws when rendered on the server: ${problem}`,
      );
    } catch (error) {
      return [`it cannot be rendered on the server: ${reasonOf(error, this.options.settings.timeoutMs)}`];
    } finally {
      clearTimeout(budget);
      renderer.kill('retired');
    }
  }

  /** Ends every renderer; renders under way fail. */
  close(): void {
    this.closed = true;
    for (const renderer of this.renderers) renderer.kill('retired');
  }

  /** Resident memory of every renderer, in MB. */
  async memory(): Promise<number[]> {
    return Promise.all([...this.renderers].map((renderer) => renderer.rssMb()));
  }

  private start(onExit: (handle: RendererProcessHandle, gone: RendererGone) => void): RendererProcessHandle {
    return new RendererProcessHandle({
      shellServerEntry: this.options.shellServerEntry,
      fetch: this.options.fetch,
      logger: this.log,
      maxHeapMb: this.options.settings.maxRssMb,
      stallMs: this.options.settings.timeoutMs,
      onExit,
      onRemoteFailure: (remote) => this.options.reportRemoteFailure?.(remote),
    });
  }

  /** A new renderer, given the builds in service before it takes a page; settles once it takes pages (or is gone). */
  private spawn(): Promise<void> {
    const renderer = this.start((handle, gone) => this.exited(handle, gone));
    this.renderers.add(renderer);
    return (async () => {
      await renderer.started;
      for (const { build } of this.builds.values())
        await renderer.load(build).catch((error: unknown) => {
          if (!(error instanceof RendererGone))
            this.log.error({ err: String(error), url: build.manifestUrl }, 'a new renderer could not load a build');
        });
      if (!renderer.alive) return;
      this.ready.add(renderer);
      this.next();
    })().catch(() => {});
  }

  private exited(renderer: RendererProcessHandle, gone: RendererGone): void {
    this.renderers.delete(renderer);
    this.ready.delete(renderer);
    if (this.closed) return;
    metrics.rendererReplacements.inc({ reason: gone.reason });
    // A worn renderer's successor was started before it left.
    if (this.retiring.delete(renderer)) return;
    this.log.warn({ renderer: renderer.pid, reason: gone.reason, remote: gone.lastRemote }, 'renderer replaced');
    void this.spawn();
  }

  /** Hands the next waiting render a renderer with room, if one has. */
  private next(): void {
    while (this.queue.length && this.leastBusy()) this.queue.shift()!();
  }

  /** The ready renderer with the fewest renders under way; among equals, each in turn, so all stay warm. */
  private leastBusy(): RendererProcessHandle | undefined {
    const ready = [...this.ready];
    this.turn = (this.turn + 1) % Math.max(1, ready.length);
    let best: RendererProcessHandle | undefined;
    for (const renderer of [...ready.slice(this.turn), ...ready.slice(0, this.turn)])
      if (renderer.alive && renderer.busy < RENDERS_PER_RENDERER && (!best || renderer.busy < best.busy))
        best = renderer;
    return best;
  }

  /** A renderer with room, within `ms`. */
  private renderer(ms: number): Promise<RendererProcessHandle | undefined> {
    const free = this.leastBusy();
    if (free) return Promise.resolve(free);
    return new Promise((resolve) => {
      const give = () => {
        clearTimeout(timer);
        resolve(this.leastBusy());
      };
      const timer = setTimeout(() => {
        this.queue.splice(this.queue.indexOf(give), 1);
        resolve(undefined);
      }, ms);
      this.queue.push(give);
    });
  }

  /** One render in one renderer, settled once it is ready to pipe (or failed); past `budgetMs` the renderer is replaced. */
  private async attempt(request: RenderRequest, budgetMs: number): Promise<Attempt> {
    const attempt: Attempt = { stylesheets: [], chunks: [], end: undefined, error: undefined };
    // Taken at once when one has room, so that renders started together spread over the renderers.
    const renderer = this.leastBusy() ?? (await this.renderer(budgetMs));
    if (!renderer) {
      attempt.error = new Error(`no renderer was free within ${budgetMs} ms`);
      return attempt;
    }
    const order: RenderOrder = {
      url: request.url,
      locale: request.locale,
      status: request.status,
      timeoutMs: request.timeoutMs,
      builds: Object.fromEntries(
        Object.entries(request.builds).flatMap(([remote, build]) => (build ? [[remote, build.id]] : [])),
      ),
      ...(request.slots && { slots: request.slots }),
      ...(request.formPage && { formPage: request.formPage }),
      ...(request.clinic && { clinic: request.clinic }),
    };
    return new Promise<Attempt>((settle) => {
      // Counted from when the renderer has the page: a renderer is replaced for its own time only, not for a wait.
      const budget = setTimeout(() => renderer.kill('budget'), budgetMs);
      const done = () => {
        clearTimeout(budget);
        this.retireIfWorn(renderer);
        this.next();
      };
      renderer.render(order, {
        loader: request.loader,
        head: (stylesheets) => {
          attempt.stylesheets = stylesheets;
        },
        ready: () => settle(attempt),
        chunk: (bytes) => {
          if (attempt.sink) attempt.sink.write(bytes);
          else attempt.chunks.push(bytes);
        },
        end: (end) => {
          done();
          attempt.end = end;
          attempt.sink?.end();
        },
        fail: (error) => {
          done();
          if (error instanceof RendererGone && error.reason === 'budget') {
            const build = error.lastRemote ? request.builds[error.lastRemote] : undefined;
            metrics.renderBudgetExceeded.inc({ remote: error.lastRemote ?? 'unknown', version: build?.version ?? '' });
            this.log.warn(
              { url: request.url, remote: error.lastRemote, version: build?.version, budgetMs },
              'a render ran past its budget: its renderer is replaced',
            );
          }
          attempt.error = error;
          attempt.sink?.fail(error);
          settle(attempt);
        },
      });
    });
  }

  /**
   * A renderer that has rendered its share or grown too big goes on taking pages until its successor takes
   * them, then ends once its own are done.
   */
  private retireIfWorn(renderer: RendererProcessHandle): void {
    const { maxRenders, maxRssMb } = this.options.settings;
    const retire = (reason: 'retired' | 'too big') => {
      if (this.retiring.has(renderer) || !renderer.alive) return;
      this.retiring.add(renderer);
      void this.spawn().then(() => {
        this.ready.delete(renderer);
        const end = setInterval(() => {
          if (renderer.busy > 0 && renderer.alive) return;
          clearInterval(end);
          renderer.kill(reason);
        }, 50);
        end.unref();
      });
    };
    if (renderer.rendersDone >= maxRenders) retire('retired');
    else if (renderer.rendersDone % 10 === 0)
      void renderer.rssMb().then((rss) => {
        if (rss > maxRssMb) retire('too big');
      });
  }

  private asServerRender(attempt: Attempt, blamed: RemoteName[], fallback = false): ServerRender {
    const ready = attempt.error ? Promise.reject(attempt.error) : Promise.resolve();
    ready.catch(() => {});
    return {
      stylesheets: attempt.stylesheets,
      ready,
      pipe(destination) {
        const write = (bytes: Uint8Array) => void destination.write(bytes);
        for (const bytes of attempt.chunks) write(bytes);
        attempt.chunks = [];
        if (attempt.end) destination.end();
        else
          attempt.sink = {
            write,
            end: () => destination.end(),
            fail: (error) => destination.emit('error', error),
          };
        return destination;
      },
      dehydrate: () => attempt.end?.dehydrated,
      failedParts: () => fallback || attempt.end?.failedParts === true,
      errors: () => [],
      failedRemotes: () => [...new Set([...blamed, ...(attempt.end?.failedRemotes ?? [])])],
      timedOut: () => attempt.end?.timedOut === true,
    };
  }
}

function withoutRemote(builds: RenderRequest['builds'], remote: RemoteName): RenderRequest['builds'] {
  return Object.fromEntries(Object.entries(builds).filter(([name]) => name !== remote));
}

function reasonOf(error: unknown, budgetMs: number): string {
  if (error instanceof RendererGone) {
    if (error.reason === 'stalled') return `its code kept the renderer busy for over ${budgetMs} ms`;
    if (error.reason === 'budget') return `not rendered within ${CHECK_BUDGET_MS / 1000} s`;
    return 'the renderer ended while running it';
  }
  return String((error as Error)?.message ?? error).split('\n')[0]!;
}
