import { fork, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { getPriority, setPriority } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES, type Locale } from '@clinic/contracts/locale';
import { OPERATIONS, type ContentLoader, type OperationName } from '@clinic/contracts/content/operations';
import type { LoadedBuild, RemoteBuild } from '@clinic/contracts/server-render';
import { isRemoteName, type RemoteName } from '@clinic/contracts/runtime-config';
import { buildFileUrl } from '@clinic/contracts/build-file-url';
import type { RemoteFetch } from '@clinic/releases/remote-files';
import type { Logger } from '../logger.ts';
import { parseContentQuery } from '../content/query.ts';
import type { GatewayMessage, RenderEnd, RenderOrder, RendererMessage } from './renderer-protocol.ts';
import { REMOTE_MARKS_FD } from './renderer-protocol.ts';

/** The renderer's program: the gateway's bundle has it beside itself, the source tree runs it with Node's type stripping. */
const RENDERER_ENTRY = import.meta.url.endsWith('.ts')
  ? fileURLToPath(new URL('./renderer-process.ts', import.meta.url))
  : fileURLToPath(new URL('./renderer.js', import.meta.url));

/** The only variables a renderer gets: none of the gateway's keys, addresses or tokens. */
const ENVIRONMENT_KEPT = ['NODE_ENV', 'TZ', 'LANG'] as const;

/** How much lower than the gateway's a renderer's scheduling priority is (added to its nice value). */
const RENDERER_NICENESS = 5;

/** Lines of a renderer's own output logged at most per second: a build cannot flood the gateway's log. */
const OUTPUT_LINES_PER_SECOND = 20;
const OUTPUT_LINE_CHARACTERS = 500;

/** Why a renderer stopped under a render, and whose code it was last running. */
export class RendererGone extends Error {
  constructor(
    readonly reason: 'budget' | 'stalled' | 'crashed' | 'retired' | 'too big',
    readonly lastRemote: RemoteName | undefined,
  ) {
    super(`the renderer stopped (${reason})${lastRemote ? ` while running ${lastRemote}'s code` : ''}`);
    this.name = 'RendererGone';
  }
}

/** How a render ended, the content it read being the gateway's own answers. */
export interface RenderOutcome extends Omit<RenderEnd, 'dehydrated'> {
  dehydrated: unknown;
}

/** A render in a renderer, as the gateway hears of it. */
export interface RenderListener {
  loader: ContentLoader;
  head(stylesheets: Array<{ remote: RemoteName; file: string }>): void;
  ready(): void;
  /** A piece of the page's body, as UTF-8 bytes: a character may be split between two pieces. */
  chunk(bytes: Uint8Array): void;
  end(outcome: RenderOutcome): void;
  fail(error: Error): void;
}

/** Content answers a renderer holds at most, by ref; the least recently given are forgotten past it. */
const ANSWERS_HELD = 2_000;
/** Each answer object of the content source's, by the ref renderers know it by. */
const answerRefs = new WeakMap<object, number>();
let lastAnswerRef = 0;

interface Waiting {
  resolve(message: RendererMessage): void;
  reject(error: Error): void;
}

export interface RendererProcessOptions {
  shellServerEntry: string;
  fetch: RemoteFetch;
  logger: Logger;
  /** Heap the renderer's JavaScript may take, in MB: past it the process ends, and is replaced. */
  maxHeapMb: number;
  /** A renderer that sends no sign of life for this long is running code that never gives it back. */
  stallMs: number;
  onExit(handle: RendererProcessHandle, gone: RendererGone): void;
  /** Told of each failed load of a remote's code the renderer reports. */
  onRemoteFailure(remote: RemoteName): void;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A render's content as its renderer named it, each answer by ref put back as the gateway's own object. */
function contentRead(dehydrated: unknown, answers: Map<number, unknown>): unknown {
  if (!isObject(dehydrated)) return undefined;
  if (!Array.isArray(dehydrated.entries)) return dehydrated.value;
  return Object.fromEntries(
    dehydrated.entries.flatMap((entry: unknown) => {
      if (!Array.isArray(entry) || typeof entry[0] !== 'string') return [];
      const [key, answer] = entry as [string, unknown];
      return [[key, typeof answer === 'number' ? answers.get(answer) : isObject(answer) ? answer.value : undefined]];
    }),
  );
}

/** The folders a build's files may be read from: its manifest's and its server entry's. */
function buildFolders(build: RemoteBuild): string[] {
  const folders = [new URL('.', build.manifestUrl).href];
  const entry = build.manifest.metaData.ssrRemoteEntry;
  if (entry) folders.push(new URL('.', buildFileUrl(build.manifestUrl, build.manifest, entry)).href);
  return folders;
}

/**
 * One renderer process and the gateway's side of its channel. Everything the process sends is checked:
 * a content read names an operation of the public API with a query that API would take, and belongs
 * to a render under way; a file read stays inside the folders of a build it was asked to load.
 */
export class RendererProcessHandle {
  private readonly child: ChildProcess;
  private readonly waiting = new Map<number, Waiting>();
  private readonly renders = new Map<number, RenderListener>();
  /** The answers each render under way was given, by ref: what its page's content is made of. */
  private readonly renderAnswers = new Map<number, Map<number, unknown>>();
  /** The answers the process holds, least recently given first. */
  private readonly held = new Map<number, unknown>();
  private readonly folders = new Map<string, string[]>();
  private lastId = 0;
  private lastAlive = Date.now();
  private gone: RendererGone | undefined;
  private killedFor: RendererGone['reason'] | undefined;
  private readonly stallTimer: NodeJS.Timeout;
  private outputBudget = OUTPUT_LINES_PER_SECOND;
  private outputWindow = Date.now();
  /** The remote whose code the process said it was about to run, last. */
  lastRemote: RemoteName | undefined;
  rendersDone = 0;
  readonly started: Promise<void>;
  private markStarted: () => void = () => {};
  private hasStarted = false;

  constructor(private readonly options: RendererProcessOptions) {
    const reads = [path.dirname(RENDERER_ENTRY), path.dirname(options.shellServerEntry)];
    this.child = fork(RENDERER_ENTRY, [options.shellServerEntry], {
      execArgv: [
        '--permission',
        ...reads.map((folder) => `--allow-fs-read=${folder}${path.sep}`),
        `--max-old-space-size=${options.maxHeapMb}`,
      ],
      env: Object.fromEntries(
        ENVIRONMENT_KEPT.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
      ),
      stdio: ['ignore', 'pipe', 'pipe', 'ipc', 'pipe'],
      serialization: 'advanced',
    });
    for (const stream of [this.child.stdout, this.child.stderr]) {
      stream?.setEncoding('utf8');
      stream?.on('data', (text: string) => this.output(text));
    }
    const marks = this.child.stdio[REMOTE_MARKS_FD] as NodeJS.ReadableStream;
    marks.setEncoding('utf8');
    marks.on('data', (text: string) => {
      const last = text.trimEnd().split('\n').at(-1);
      if (last && isRemoteName(last)) this.lastRemote = last;
    });
    this.started = new Promise((resolve, reject) => {
      this.markStarted = resolve;
      this.child.once('exit', () => reject(this.gone ?? new RendererGone('crashed', undefined)));
    });
    this.started.catch(() => {});
    // Below the gateway's own work: with every core rendering, health checks and form posts still come first.
    try {
      if (this.child.pid) setPriority(this.child.pid, Math.min(19, getPriority() + RENDERER_NICENESS));
    } catch {
      // A system that refuses it leaves the renderer at the gateway's priority.
    }
    this.child.on('message', (message: unknown) => this.receive(message));
    this.child.once('exit', (code, signal) => this.exited(code, signal));
    // From its start on: loading the shell's bundle is not a sign of anything.
    this.stallTimer = setInterval(
      () => {
        if (this.hasStarted && Date.now() - this.lastAlive > options.stallMs) this.kill('stalled');
      },
      Math.min(250, options.stallMs),
    );
    this.stallTimer.unref();
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get busy(): number {
    return this.renders.size + this.waiting.size;
  }

  get alive(): boolean {
    return this.gone === undefined;
  }

  /** The process's resident memory, read by the gateway (the process's own word is not taken). */
  async rssMb(): Promise<number> {
    const statm = await readFile(`/proc/${this.child.pid}/statm`, 'utf8').catch(() => '');
    const pages = Number(statm.split(' ')[1]);
    return Number.isFinite(pages) ? (pages * 4096) / 1024 / 1024 : 0;
  }

  load(build: RemoteBuild): Promise<LoadedBuild> {
    this.folders.set(build.manifestUrl, buildFolders(build));
    return this.request((id) => ({ type: 'load', id, build })).then((answer) => {
      if (answer.type !== 'loaded') throw new Error('the renderer answered a load with something else');
      return answer.build;
    });
  }

  unload(build: LoadedBuild, manifestUrl?: string): void {
    if (manifestUrl) this.folders.delete(manifestUrl);
    this.post({ type: 'unload', build: build.id });
  }

  check(build: LoadedBuild, loader: ContentLoader): Promise<string[]> {
    let checkId = 0;
    return this.request((id) => {
      checkId = id;
      this.renders.set(id, { loader, head() {}, ready() {}, chunk() {}, end() {}, fail() {} });
      return { type: 'check', id, build: build.id };
    })
      .then((answer) => {
        if (answer.type !== 'checked') throw new Error('the renderer answered a check with something else');
        return answer.problems.map(String);
      })
      .finally(() => {
        this.renders.delete(checkId);
        this.renderAnswers.delete(checkId);
      });
  }

  /** Starts a render; the listener hears of it until it ends or fails, when the render is forgotten. */
  render(order: RenderOrder, listener: RenderListener): void {
    this.lastId += 1;
    const id = this.lastId;
    this.renders.set(id, listener);
    this.renderAnswers.set(id, new Map());
    this.post({ type: 'render', id, order });
  }

  /** Ends the process; what it had under way fails with `reason`. */
  kill(reason: RendererGone['reason']): void {
    if (this.gone || this.killedFor) return;
    this.killedFor = reason;
    this.child.kill('SIGKILL');
  }

  private request(message: (id: number) => GatewayMessage): Promise<RendererMessage> {
    if (this.gone) return Promise.reject(this.gone);
    this.lastId += 1;
    const id = this.lastId;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.post(message(id));
    });
  }

  private post(message: GatewayMessage): void {
    if (!this.gone && this.child.connected) this.child.send(message, () => {});
  }

  private output(text: string): void {
    const now = Date.now();
    if (now - this.outputWindow > 1_000) {
      this.outputWindow = now;
      this.outputBudget = OUTPUT_LINES_PER_SECOND;
    }
    for (const line of text.split('\n')) {
      if (!line.trim() || this.outputBudget <= 0) continue;
      this.outputBudget -= 1;
      this.options.logger.warn(
        { renderer: this.child.pid, output: line.slice(0, OUTPUT_LINE_CHARACTERS) },
        'renderer wrote to its output',
      );
    }
  }

  private receive(message: unknown): void {
    this.lastAlive = Date.now();
    if (!isObject(message) || typeof message.type !== 'string') return;
    const id = typeof message.id === 'number' ? message.id : -1;
    switch (message.type) {
      case 'alive':
        return;
      case 'started':
        this.hasStarted = true;
        this.markStarted();
        return;
      case 'log':
        this.log(message);
        return;
      case 'remote-failure':
        if (isRemoteName(message.remote)) this.options.onRemoteFailure(message.remote as RemoteName);
        return;
      case 'content':
        void this.answerContent(id, message);
        return;
      case 'file':
        void this.answerFile(id, message.url);
        return;
      case 'loaded':
      case 'checked':
      case 'failed': {
        const waiting = this.waiting.get(id);
        if (waiting) {
          this.waiting.delete(id);
          if (message.type === 'failed') waiting.reject(new Error(String(message.message).slice(0, 1_000)));
          else waiting.resolve(message as RendererMessage);
          return;
        }
        const render = this.renders.get(id);
        if (render && message.type === 'failed') {
          this.renders.delete(id);
          this.renderAnswers.delete(id);
          render.fail(new Error(String(message.message).slice(0, 1_000)));
        }
        return;
      }
      case 'head': {
        const stylesheets = Array.isArray(message.stylesheets) ? message.stylesheets : [];
        this.renders
          .get(id)
          ?.head(
            stylesheets.filter(
              (sheet): sheet is { remote: RemoteName; file: string } =>
                isObject(sheet) && isRemoteName(sheet.remote) && typeof sheet.file === 'string',
            ),
          );
        return;
      }
      case 'ready':
        this.renders.get(id)?.ready();
        return;
      case 'chunk':
        if (message.bytes instanceof Uint8Array) this.renders.get(id)?.chunk(message.bytes);
        return;
      case 'end': {
        const render = this.renders.get(id);
        if (!render || !isObject(message.end)) return;
        const answers = this.renderAnswers.get(id) ?? new Map<number, unknown>();
        this.renders.delete(id);
        this.renderAnswers.delete(id);
        this.rendersDone += 1;
        const end = message.end;
        render.end({
          dehydrated: contentRead(end.dehydrated, answers),
          failedParts: end.failedParts === true,
          failedRemotes: Array.isArray(end.failedRemotes)
            ? end.failedRemotes.filter((remote): remote is RemoteName => isRemoteName(remote))
            : [],
          timedOut: end.timedOut === true,
        });
        return;
      }
    }
  }

  private log(message: Record<string, unknown>): void {
    const level = message.level === 'error' || message.level === 'warn' ? message.level : 'info';
    const fields = isObject(message.fields) ? message.fields : {};
    this.options.logger[level]({ ...fields, renderer: this.child.pid }, String(message.message).slice(0, 500));
  }

  /** A content read of a render or check under way, as the public content API would answer it. */
  private async answerContent(id: number, message: Record<string, unknown>): Promise<void> {
    const render = typeof message.of === 'number' ? this.renders.get(message.of) : undefined;
    const operation = message.operation as OperationName;
    try {
      if (!render) throw new Error('no render of this renderer asked for it');
      if (!(LOCALES as readonly unknown[]).includes(message.locale)) throw new Error('unknown locale');
      if (typeof operation !== 'string' || !Object.hasOwn(OPERATIONS, operation))
        throw new Error(`unknown content operation ${String(operation).slice(0, 40)}`);
      const raw = isObject(message.query)
        ? Object.fromEntries(
            Object.entries(message.query).flatMap(([key, value]) =>
              typeof value === 'string' || typeof value === 'number' ? [[key, String(value)]] : [],
            ),
          )
        : {};
      const query = parseContentQuery(OPERATIONS[operation].params, raw, raw.query);
      const value: unknown = await render.loader(message.locale as Locale, operation, query as never);
      if (typeof value !== 'object' || value === null) {
        this.post({ type: 'content', id, ok: true, value });
        return;
      }
      let ref = answerRefs.get(value);
      if (ref === undefined) {
        lastAnswerRef += 1;
        ref = lastAnswerRef;
        answerRefs.set(value, ref);
      }
      this.renderAnswers.get(message.of as number)?.set(ref, value);
      const holds = this.held.delete(ref);
      this.held.set(ref, value);
      this.post(holds ? { type: 'content', id, ok: true, ref } : { type: 'content', id, ok: true, ref, value });
      if (this.held.size > ANSWERS_HELD) {
        const forgotten = [...this.held.keys()].slice(0, this.held.size - ANSWERS_HELD * 0.9);
        for (const old of forgotten) this.held.delete(old);
        this.post({ type: 'forget', refs: forgotten });
      }
    } catch (error) {
      const { name = 'Error', message: text = String(error), status } = error as Error & { status?: unknown };
      this.post({
        type: 'content',
        id,
        ok: false,
        name,
        message: text.split('\n')[0]!,
        ...(typeof status === 'number' && { status }),
      });
    }
  }

  /** A file of a build this renderer was asked to load, read by the gateway's fetch. */
  private async answerFile(id: number, url: unknown): Promise<void> {
    const folders = [...this.folders.values()].flat();
    if (typeof url !== 'string' || !folders.some((folder) => url.startsWith(folder))) {
      this.post({ type: 'file', id, status: 403, body: '' });
      return;
    }
    try {
      const response = await this.options.fetch(url);
      this.post({ type: 'file', id, status: response.status, body: response.ok ? await response.text() : '' });
    } catch {
      this.post({ type: 'file', id, status: 502, body: '' });
    }
  }

  private exited(code: number | null, signal: NodeJS.Signals | null): void {
    clearInterval(this.stallTimer);
    const reason = this.killedFor ?? 'crashed';
    this.gone = new RendererGone(reason, this.lastRemote);
    if (reason === 'crashed')
      this.options.logger.error({ renderer: this.child.pid, code, signal }, 'a renderer ended by itself');
    for (const waiting of this.waiting.values()) waiting.reject(this.gone);
    this.waiting.clear();
    for (const render of this.renders.values()) render.fail(this.gone);
    this.renders.clear();
    this.renderAnswers.clear();
    this.options.onExit(this, this.gone);
  }
}
