// A renderer: a process of its own that runs the shell's server bundle and the remotes' server code for
// the gateway. It is started with Node's permission model (it reads only this file and the shell's server
// bundle: no writes, child processes, workers or addons) and an environment with nothing secret in it.
// Before any of that code runs it closes the network, so builds and content reach it only through the
// gateway, over the IPC channel, which answers what a visitor's browser could have had.
// Plain Node (type annotations only, imports of Node's own modules): it runs as the gateway's bundle
// built it, or from source with Node's type stripping.
import dgram from 'node:dgram';
import dns from 'node:dns';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import { createRequire } from 'node:module';
import net from 'node:net';
import { Writable } from 'node:stream';
import tls from 'node:tls';
import type { ContentLoader } from '@clinic/contracts/content/operations';
import type { LoadedBuild, ServerRenderer, ShellServerModule } from '@clinic/contracts/server-render';
import type { RemoteName } from '@clinic/contracts/runtime-config';
import {
  ALIVE_INTERVAL_MS,
  REMOTE_MARKS_FD,
  type DehydratedContent,
  type GatewayMessage,
  type RendererMessage,
} from './renderer-protocol.ts';

function send(message: RendererMessage): void {
  process.send?.(message);
}

function refuse(what: string): () => never {
  return () => {
    throw Object.assign(new Error(`a renderer has no network (${what}): read content and files through the gateway`), {
      code: 'ERR_ACCESS_DENIED',
    });
  };
}

/** Every way out of the process that Node's permission model leaves open: sockets, servers, DNS, fetch. */
function closeTheNetwork(): void {
  const socket = net.Socket.prototype as unknown as Record<string, unknown>;
  socket.connect = refuse('net.Socket.connect');
  (net.Server.prototype as unknown as Record<string, unknown>).listen = refuse('net.Server.listen');
  const ways: Array<[Record<string, unknown>, string[]]> = [
    [net as never, ['connect', 'createConnection', 'createServer']],
    [tls as never, ['connect', 'createServer']],
    [http as never, ['request', 'get', 'createServer']],
    [https as never, ['request', 'get', 'createServer']],
    [http2 as never, ['connect', 'createServer', 'createSecureServer']],
    [dgram as never, ['createSocket']],
    [dgram.Socket.prototype as never, ['bind', 'send', 'connect']],
  ];
  for (const [module, names] of ways) for (const name of names) module[name] = refuse(name);
  const resolvers = [dns, dns.promises, dns.Resolver.prototype, dns.promises.Resolver.prototype];
  for (const resolver of resolvers as unknown as Array<Record<string, unknown>>)
    for (const name of Object.getOwnPropertyNames(resolver))
      if (name !== 'constructor' && typeof Object.getOwnPropertyDescriptor(resolver, name)?.value === 'function')
        resolver[name] = refuse(name);
  for (const name of ['fetch', 'WebSocket', 'EventSource'])
    Object.defineProperty(globalThis, name, { value: refuse(name), writable: false, configurable: false });
}

/** Requests to the gateway that wait for an answer: content of a render or check, files of a build. */
let lastRequest = 0;
const waiting = new Map<number, (answer: GatewayMessage) => void>();

function ask(message: (id: number) => RendererMessage): Promise<GatewayMessage> {
  lastRequest += 1;
  const id = lastRequest;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    send(message(id));
  });
}

/** Content answers the gateway named, by their ref, and each answer's ref, as long as it is in use. */
const answers = new Map<number, unknown>();
const refOf = new WeakMap<object, number>();

function contentOf(of: number): ContentLoader {
  return (async (locale, operation, query) => {
    const answer = await ask((id) => ({ type: 'content', id, of, locale, operation, query }));
    if (answer.type !== 'content') throw new Error('the gateway answered a content read with something else');
    if (answer.ok) {
      if (answer.ref === undefined) return answer.value;
      if ('value' in answer) {
        answers.set(answer.ref, answer.value);
        if (typeof answer.value === 'object' && answer.value !== null) refOf.set(answer.value, answer.ref);
      }
      return answers.get(answer.ref);
    }
    // Name and status as the source gave them: a page tells "not found" and withheld content by them.
    throw Object.assign(new Error(answer.message), {
      name: answer.name,
      ...(answer.status !== undefined && { status: answer.status }),
    });
  }) as ContentLoader;
}

/** What a render read, each answer the gateway named by its ref. */
function byReference(dehydrated: unknown): DehydratedContent {
  if (typeof dehydrated !== 'object' || dehydrated === null || Object.getPrototypeOf(dehydrated) !== Object.prototype)
    return { value: dehydrated };
  return {
    entries: Object.entries(dehydrated).map(([key, answer]) => {
      const ref = typeof answer === 'object' && answer !== null ? refOf.get(answer) : undefined;
      return [key, ref ?? { value: answer }];
    }),
  };
}

function firstLine(error: unknown): string {
  return String((error as Error | undefined)?.message ?? error).split('\n')[0]!;
}

closeTheNetwork();
const marks = REMOTE_MARKS_FD;
const shell = createRequire(import.meta.url)(process.argv[2]!) as ShellServerModule;
const renderer: ServerRenderer = shell.createServerRenderer({
  async fetch(url) {
    const answer = await ask((id) => ({ type: 'file', id, url }));
    if (answer.type !== 'file') throw new Error('the gateway answered a file read with something else');
    return new Response(answer.body, { status: answer.status });
  },
  log: {
    info: (fields, message) => send({ type: 'log', level: 'info', fields, message }),
    warn: (fields, message) => send({ type: 'log', level: 'warn', fields, message }),
    error: (fields, message) => send({ type: 'log', level: 'error', fields, message }),
  },
  reportRemoteFailure: (remote) => send({ type: 'remote-failure', remote }),
  // Written at once, not queued: if that code then never gives the process back, the gateway knows whose it was.
  onRemoteRender: (remote: RemoteName) => fs.writeSync(marks, `${remote}\n`),
});
const builds = new Map<string, LoadedBuild>();
const CHUNK_BYTES = 65_536;

async function handle(message: GatewayMessage): Promise<void> {
  switch (message.type) {
    case 'content':
    case 'file':
      waiting.get(message.id)?.(message);
      waiting.delete(message.id);
      return;
    case 'forget':
      for (const ref of message.refs) answers.delete(ref);
      return;
    case 'load': {
      const loaded = await renderer.load(message.build);
      builds.set(loaded.id, loaded);
      send({
        type: 'loaded',
        id: message.id,
        build: { id: loaded.id, remote: loaded.remote, version: loaded.version },
      });
      return;
    }
    case 'unload': {
      const loaded = builds.get(message.build);
      builds.delete(message.build);
      if (loaded) renderer.unload(loaded);
      return;
    }
    case 'check': {
      const loaded = builds.get(message.build);
      if (!loaded) throw new Error(`build ${message.build} is not loaded`);
      send({ type: 'checked', id: message.id, problems: await renderer.checkRenders(loaded, contentOf(message.id)) });
      return;
    }
    case 'render': {
      const { id, order } = message;
      const chosen = Object.fromEntries(
        Object.entries(order.builds).flatMap(([remote, build]) => {
          const loaded = build && builds.get(build);
          return loaded ? [[remote, loaded]] : [];
        }),
      );
      const render = await renderer.render({ ...order, builds: chosen, loader: contentOf(id) });
      send({ type: 'head', id, stylesheets: render.stylesheets });
      await render.ready;
      send({ type: 'ready', id });
      // The body goes over in pieces of some size (React writes many small ones), as the bytes React wrote:
      // decoded once, by the gateway, rather than here and again there.
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      const flush = () => {
        send({ type: 'chunk', id, bytes: Buffer.concat(pending, pendingBytes) });
        pending = [];
        pendingBytes = 0;
      };
      await new Promise<void>((resolve, reject) => {
        const body = new Writable({
          write(chunk: Buffer, _encoding, callback) {
            // Copied: the writer may reuse its buffer once a write returns.
            pending.push(Buffer.from(chunk));
            pendingBytes += chunk.length;
            if (pendingBytes >= CHUNK_BYTES) flush();
            callback();
          },
          final(callback) {
            flush();
            callback();
            resolve();
          },
        });
        body.once('error', reject);
        render.pipe(body);
      });
      send({
        type: 'end',
        id,
        end: {
          dehydrated: byReference(render.dehydrate()),
          failedParts: render.failedParts(),
          failedRemotes: render.failedRemotes(),
          timedOut: render.timedOut(),
        },
      });
      return;
    }
  }
}

process.on('message', (message: GatewayMessage) => {
  handle(message).catch((error: unknown) => {
    if ('id' in message) send({ type: 'failed', id: message.id, message: firstLine(error) });
  });
});
// Nothing of this process outlives the gateway that started it.
process.on('disconnect', () => process.exit(0));
setInterval(() => send({ type: 'alive' }), ALIVE_INTERVAL_MS);
send({ type: 'started' });
