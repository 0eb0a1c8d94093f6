import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RemoteManifest } from '@clinic/contracts/remote-manifest';
import type { RemoteName } from '@clinic/contracts/runtime-config';
import type { FederationHost } from '@clinic/contracts/federation-host';

/** The shell's side of the checks as its build writes it, trimmed to what the tests need. */
export const HOST: FederationHost = {
  shared: {
    react: { version: '19.3.1' },
    'react-dom': { version: '19.3.1' },
    'react-intl': { version: '12.1.5' },
    '@clinic/state/': { version: '1.0.0' },
  },
  contract: { version: '1.1.0', accepts: '^1.0.0' },
};

export interface BuildFiles {
  remote?: RemoteName;
  version?: string;
  exposes?: string[];
  /** Shared modules as the manifest lists them. */
  shared?: RemoteManifest['shared'];
  serverEntry?: boolean;
  /** The `@clinic/contracts` version the build says it was made against. */
  contract?: string;
  /** How it says browsers load its entry (none: as builds made for the federation runtime say). */
  container?: string | null;
  /** The slots it says it fills (a registered remote's build), slot → expose. */
  slots?: Record<string, string>;
}

/** A manifest shaped as `@clinic/federation` writes it, with the files it names. */
function manifestOf({
  remote = 'mf_search',
  version = 'build-1',
  exposes = ['./search-box'],
  shared,
  serverEntry = true,
  contract = '1.1.0',
  container = 'webpack',
  slots,
}: BuildFiles = {}): unknown {
  return {
    name: remote,
    metaData: {
      buildInfo: { buildVersion: version },
      remoteEntry: { name: 'remoteEntry.js', path: '' },
      publicPath: 'auto',
      ...(serverEntry ? { ssrRemoteEntry: { name: 'remoteEntry.js', path: 'ssr' } } : {}),
      chunkStylesheets: {},
      contract: { version: contract },
      ...(container ? { container } : {}),
      ...(slots ? { slots } : {}),
    },
    shared: shared ?? [
      { name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.2.0' },
      { name: 'react-dom', version: '19.3.1', singleton: true, requiredVersion: '^19.2.0' },
      {
        name: '@clinic/state/settled',
        version: '1.0.0',
        requiredVersion: '^1.0.0',
      },
    ],
    exposes: exposes.map((expose) => ({
      name: expose.slice(2),
      path: expose,
      assets: { js: { sync: ['expose.1a2b3c4d.js'], async: [] }, css: { sync: ['expose.1a2b3c4d.css'], async: [] } },
    })),
  };
}

/** Writes a build's files into `dir`. */
export function writeBuild(dir: string, files: BuildFiles = {}, manifest: unknown = manifestOf(files)): void {
  mkdirSync(path.join(dir, 'ssr'), { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dir, 'remoteEntry.js'), '// browser entry');
  writeFileSync(path.join(dir, 'expose.1a2b3c4d.js'), '// chunk');
  writeFileSync(path.join(dir, 'expose.1a2b3c4d.css'), '.box{}');
  if (files.serverEntry !== false) writeFileSync(path.join(dir, 'ssr', 'remoteEntry.js'), '// server entry');
}

export interface StaticOrigin {
  url: string;
  dir: string;
  /** Milliseconds before each answer. */
  delayMs: number;
  /** Whether answers carry `Access-Control-Allow-Origin: *`. */
  cors: boolean;
  close(): Promise<void>;
}

/** A second origin for remote builds, on 127.0.0.1, serving a folder of its own as a static host would. */
export async function startStaticOrigin({ cors = true } = {}): Promise<StaticOrigin> {
  const dir = mkdtempSync(path.join(tmpdir(), 'remote-origin-'));
  const origin = { dir, delayMs: 0, cors } as StaticOrigin;
  const server: Server = createServer(async (req, res) => {
    if (origin.delayMs) await new Promise((resolve) => setTimeout(resolve, origin.delayMs));
    const file = path.join(dir, path.normalize(decodeURIComponent(new URL(req.url!, 'http://x').pathname)));
    const headers: Record<string, string> = origin.cors ? { 'Access-Control-Allow-Origin': '*' } : {};
    try {
      const body = await readFile(file);
      const type = file.endsWith('.json')
        ? 'application/json'
        : file.endsWith('.css')
          ? 'text/css'
          : file.endsWith('.html')
            ? 'text/html'
            : 'text/javascript';
      res.writeHead(200, { ...headers, 'Content-Type': type }).end(body);
    } catch {
      res.writeHead(404, headers).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin.url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  origin.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
  };
  return origin;
}
